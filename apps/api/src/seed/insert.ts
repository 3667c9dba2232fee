import type { Queryable } from '../db/client';

/** Most parameters one INSERT may carry; keeps statements small on both engines. */
const MAX_PARAMS = 1000;

export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
}

/** Multi-row INSERT in chunks of at most MAX_PARAMS parameters. */
export async function insertRows(q: Queryable, { table, columns, rows }: TableRows): Promise<number> {
  if (rows.length === 0) return 0;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) {
        throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      }
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await q.query(head + tuples.join(', '), params);
  }
  return rows.length;
}
