import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/**
 * Rules the database runs (stock, buyable, the back-in-stock event): `NNN_name.sql` files of `CREATE OR REPLACE`
 * definitions, applied again after the migrations at every start, so a rule changes in its file, never in a new
 * migration. Migrations stay append-only and hold the tables (and the triggers, which call these functions by name).
 */
const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));
const sqlFiles = async (dir: string) => (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
/** Any constant: serialises concurrent starts against one PostgreSQL server. */
const MIGRATION_LOCK = 7_402_311;

/**
 * Applies every numbered migration not applied yet, then every function file, in one transaction; answers the
 * migrations it applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = await sqlFiles(MIGRATIONS_DIR);
  const applied: string[] = [];
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
      // Statements run one by one so both engines accept the same file.
      for (const statement of splitSql(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    for (const file of await sqlFiles(FUNCTIONS_DIR)) {
      for (const statement of splitSql(await readFile(FUNCTIONS_DIR + file, 'utf8'))) await tx.query(statement);
    }
  });
  return applied;
}

/** Splits a SQL script on `;` at line ends, keeping `$$ … $$` bodies whole. */
function splitSql(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    current += line + '\n';
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      if (current.trim() !== ';') statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
