/**
 * The final half of a staged import (migration 041): the run's staged rows applied with set-based statements
 * (INSERT … SELECT, UPDATE … FROM the staging table), in one transaction — the caller's catalogue operation, which
 * holds the catalogue-write lock and bumps the version once. Statements go a slice of sequence numbers at a time, so
 * none runs into the server's statement deadline. Back-in-stock triggers (migration 023) fire on these statements as
 * on any other writer's.
 */
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { PART_BYTES } from '../media/originals';
import type { CatalogRefs } from './catalog-refs';
import { SHAPE_COLUMNS } from './product-columns';
import { CHILD_TABLES, PRODUCT_SET, VALUE_COLUMNS, removeValuesSql, updateValuesSql } from './product-write';

/** Staged products applied per statement. */
const SLICE = 5_000;

const CHANGED =
  'O catálogo mudou durante a importação (outra operação alterou produtos, categorias ou marcas do arquivo). Nada foi alterado; envie o arquivo de novo.';

/** Rows of run $1 with seq in [$2, $3). */
const STAGED = 's.import_id = $1 AND s.seq >= $2 AND s.seq < $3';
const ARRAYS = ['filtros', 'atributos'];

/**
 * Applies run `id`'s staged rows (`count` of them) in `tx`. Refuses (409, nothing written) when another writer
 * changed, since they were read, a product being updated, took a sku being created or ids this import handed out.
 */
export async function applyStaged(tx: Queryable, refs: CatalogRefs, id: string, count: number): Promise<void> {
  const [conflict] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM import_staging s LEFT JOIN products p ON p.id = s.product_id
      WHERE s.import_id = $1
        AND (CASE WHEN s.visto_em IS NULL
                  THEN p.id IS NOT NULL OR EXISTS (SELECT 1 FROM products o WHERE o.sku = s.dados->'product'->>'sku')
                  ELSE p.id IS NULL OR p.atualizado_em <> s.visto_em END)`,
    [id],
  );
  if ((conflict?.n ?? 0) > 0 || !(await refs.writeCreated(tx))) throw new ApiError('conflict', CHANGED);
  await tx.query("SELECT set_config('vitrine.product_arrays', 'deferred', true)");
  const columns = [...SHAPE_COLUMNS, ...ARRAYS].join(', ');
  const fromProduct = `FROM import_staging s, jsonb_populate_record(null::products, s.dados->'product') x`;
  const children = (key: string, table: string) =>
    `FROM import_staging s, jsonb_populate_recordset(null::${table}, s.dados->'${key}') x WHERE ${STAGED}`;
  for (let from = 0; from < count; from += SLICE) {
    const range = [id, from, from + SLICE];
    const run = (sql: string) => tx.query(sql, range);
    await run(
      `INSERT INTO products (${columns}, busca_rank, busca)
       SELECT ${columns.replace(/(\w+)/g, 'x.$1')}, s.busca_rank, s.busca ${fromProduct}
        WHERE ${STAGED} AND s.visto_em IS NULL ORDER BY s.seq`,
    );
    await run(
      `UPDATE products p SET ${PRODUCT_SET}, filtros = x.filtros, atributos = x.atributos,
              busca_rank = s.busca_rank, busca = s.busca
         ${fromProduct} WHERE ${STAGED} AND s.visto_em IS NOT NULL AND p.id = s.product_id`,
    );
    // Originals given as files (base64): their parts first, then their rows (media/originals.ts, migration 097).
    const uploads = `SELECT DISTINCT ON (u.sha256) u.sha256, u.tipo, decode(u.dados, 'base64') AS bytes
         FROM import_staging s, jsonb_to_recordset(s.dados->'uploads') u(sha256 text, tipo text, dados text)
        WHERE ${STAGED} AND NOT EXISTS (SELECT 1 FROM media_uploads m WHERE m.sha256 = u.sha256)`;
    await run(
      `INSERT INTO media_upload_parts (sha256, parte, dados)
       SELECT u.sha256, g.parte, substring(u.bytes FROM g.parte * ${PART_BYTES} + 1 FOR ${PART_BYTES})
         FROM (${uploads}) u, generate_series(0, (length(u.bytes) + ${PART_BYTES - 1}) / ${PART_BYTES} - 1) AS g(parte)
       ON CONFLICT (sha256, parte) DO UPDATE SET dados = EXCLUDED.dados`,
    );
    await run(
      `INSERT INTO media_uploads (sha256, tipo, tamanho)
       SELECT u.sha256, u.tipo, length(u.bytes) FROM (${uploads}) u
       ON CONFLICT (sha256) DO NOTHING`,
    );
    for (const [key, [table, list]] of Object.entries(CHILD_TABLES)) {
      await run(
        `DELETE FROM ${table} WHERE product_id IN
           (SELECT s.product_id FROM import_staging s WHERE ${STAGED} AND s.visto_em IS NOT NULL)`,
      );
      const cols = list.join(', ');
      await run(
        `INSERT INTO ${table} (${cols}) SELECT ${list.map((c) => `x.${c}`).join(', ')} ${children(key, table)}`,
      );
    }
    const gone = `SELECT jsonb_array_elements_text(s.dados->'gone')::int FROM import_staging s WHERE ${STAGED}`;
    for (const sql of removeValuesSql(gone)) await run(sql);
    await run(
      updateValuesSql(`import_staging s, jsonb_populate_recordset(null::product_simple_values, s.dados->'updates') x`) +
        ` AND ${STAGED}`,
    );
    await run(
      `INSERT INTO product_simple_values (${VALUE_COLUMNS.join(', ')})
       SELECT ${VALUE_COLUMNS.map((c) => `x.${c}`).join(', ')} ${children('inserts', 'product_simple_values')}`,
    );
    // A removed value kept (a cart or a request names it) still counts among the product's attribute values.
    await run(
      `UPDATE products p SET atributos = ARRAY(SELECT DISTINCT v.attribute_value_id FROM product_simple_values v
                                               WHERE v.product_id = p.id ORDER BY 1)
        WHERE p.id IN (SELECT s.product_id FROM import_staging s
                        WHERE ${STAGED} AND jsonb_array_length(s.dados->'gone') > 0)`,
    );
  }
  await tx.query("SELECT set_config('vitrine.product_arrays', '', true)");
}
