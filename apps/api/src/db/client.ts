/**
 * One query layer over two engines: embedded PGlite (default) and a PostgreSQL server (`DATABASE_URL`).
 * Both speak the same SQL; callers only see `query` and `transaction`.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN … COMMIT (ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

// int8 (count, sum) and numeric come back as strings from node-postgres; we keep integers and cents in range.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** An embedded database that can also be dumped whole (a seeded copy tests load instead of seeding again). */
export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** The data directory as an uncompressed tarball (`openPglite(undefined, { loadDataDir })` opens a copy). */
  dumpDataDir(): Promise<Blob>;
}

export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  const lite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
  });
  // PGlite is one connection: transactions must not interleave with other queries.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  const run = async <T extends object>(sql: string, params?: readonly unknown[]) =>
    (await lite.query<T>(sql, params ? [...params] : [])).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => run(sql, params)),
    transaction: (fn) =>
      serial(() =>
        lite.transaction((tx) =>
          fn({ query: async (sql, params) => (await tx.query(sql, params ? [...params] : [])).rows as never }),
        ),
      ),
    exec: (sql) => serial(async () => void (await lite.exec(sql))),
    close: () => lite.close(),
    dumpDataDir: () => serial(() => lite.dumpDataDir('none')),
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params ? [...params] : [])).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => (await client.query(sql, params ? [...params] : [])).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    close: () => pool.end(),
  };
}

export function openDb(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
