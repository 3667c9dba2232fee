/**
 * One query layer over two engines: embedded PGlite (default) and a PostgreSQL server (`DATABASE_URL`).
 * Both speak the same SQL; callers only see `query` and `transaction`.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { nextTurn } from '../lib/turns';

type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs a statement the store sends on every page of a shopper (her session, user and cart): parsed and planned
   * once per connection and reused (issue 38: PGlite parsed and planned the cart's statement on every call, 6–7 ms of
   * CPU for a 0.7 ms read). Absent (a transaction, a test's stand-in): `runNamed` sends it as a plain query.
   */
  named?<T extends object = Row>(statement: NamedStatement, params?: readonly unknown[]): Promise<T[]>;
}

/** A statement prepared once per connection under its name (`Queryable.named`); names are unique in the store. */
export interface NamedStatement {
  /** Lower case letters, digits and underscores (quoted where it is prepared: a keyword is a name too). */
  readonly name: string;
  readonly text: string;
}

/** Declares a named statement (the name checked once, where it is declared). */
export function namedStatement(name: string, text: string): NamedStatement {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid statement name: ${name}`);
  return { name, text };
}

/** Runs `statement` prepared where the connection can (`Queryable.named`), else as a plain query. */
export function runNamed<T extends object = Row>(
  db: Queryable,
  statement: NamedStatement,
  params: readonly unknown[] = [],
): Promise<T[]> {
  return db.named ? db.named<T>(statement, params) : db.query<T>(statement.text, params);
}

/**
 * A parameter of an EXECUTE as an SQL literal (PGlite: EXECUTE takes no bound parameters). Only the kinds the named
 * statements pass: text (quoted as an escape string, so neither a quote nor a backslash can end it), a finite
 * number, a boolean, a date, null.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text === 'string') return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  throw new TypeError(`a named statement's parameter must be text, a number, a boolean, a date or null`);
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN … COMMIT (ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Resolves when no other query waits for the database (PGlite's one connection; at most `IDLE_WAIT_MS`): a
   * background writer (the catalogue import) calls it before each statement so the store's queries go first. On a
   * server, at once (each connection is its own).
   */
  idle(): Promise<void>;
  /**
   * A connection of its own until `release()`, outside any transaction: what is tied to a session (an advisory lock)
   * lasts while it is held and ends with it — also when the process dies or the server ends that connection. On
   * PGlite, the one connection (this process owns the database).
   */
  reserve(): Promise<ReservedConnection>;
  close(): Promise<void>;
}

interface ReservedConnection extends Queryable {
  /** Gives the connection back (`destroy`: closes it instead, with whatever its session still holds). */
  release(destroy?: boolean): void;
}

// int8 (count, sum) and numeric come back as strings from node-postgres; we keep integers and cents in range.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** Longest a background writer waits for PGlite to be idle before it sends its statement anyway (no starvation). */
const IDLE_WAIT_MS = 250;

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
  let waiting = 0;
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    waiting += 1;
    const next = chain.then(fn, fn).finally(() => (waiting -= 1));
    chain = next.catch(() => undefined);
    return next;
  };
  const idle = async () => {
    const until = performance.now() + IDLE_WAIT_MS;
    // Quiet for a whole turn of the event loop: a request between two of its queries is not idle yet.
    while (performance.now() < until) {
      if (waiting === 0) {
        await nextTurn();
        if (waiting === 0) return;
      } else await chain;
    }
  };
  const run = async <T extends object>(sql: string, params?: readonly unknown[]) =>
    (await lite.query<T>(sql, params ? [...params] : [])).rows;
  // PGlite is one session for the process's life: a statement prepared once stays prepared (and Postgres plans it
  // again by itself when a table it reads changes).
  const prepared = new Set<string>();
  const runNamedPglite = async <T extends object>(statement: NamedStatement, params: readonly unknown[] = []) => {
    if (!prepared.has(statement.name)) {
      await lite.exec(`PREPARE "${statement.name}" AS ${statement.text}`);
      prepared.add(statement.name);
    }
    const args = params.length > 0 ? `(${params.map(sqlLiteral).join(', ')})` : '';
    // One simple-protocol message (half the CPU of the extended protocol's parse, bind, describe, execute and sync).
    const [result] = await lite.exec(`EXECUTE "${statement.name}"${args}`);
    return (result?.rows ?? []) as T[];
  };
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => run(sql, params)),
    named: (statement, params) => serial(() => runNamedPglite(statement, params)),
    transaction: (fn) =>
      serial(() =>
        lite.transaction((tx) =>
          fn({ query: async (sql, params) => (await tx.query(sql, params ? [...params] : [])).rows as never }),
        ),
      ),
    exec: (sql) => serial(async () => void (await lite.exec(sql))),
    idle,
    reserve: async () => ({ query: (sql, params) => serial(() => run(sql, params)), release: () => undefined }),
    close: () => lite.close(),
    dumpDataDir: () => serial(() => lite.dumpDataDir('none')),
  };
}

/** Deadlines of the PostgreSQL server connection: no query, connect or statement waits forever. */
const PG_CONNECT_TIMEOUT_MS = 5_000;
const PG_STATEMENT_TIMEOUT_MS = 15_000;
const PG_QUERY_TIMEOUT_MS = 20_000;
const PG_IDLE_TIMEOUT_MS = 30_000;
/** How long a read whose connection died waits before it is sent again. */
const READ_RETRY_DELAY_MS = 50;

/** Errors that mean the connection (not the query) failed: the server restarted, a backend was terminated… */
const CONNECTION_ERROR_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);
const CONNECTION_ERROR_NAMES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_ERROR_TEXT =
  /Connection terminated|connection (was )?closed|terminating connection|Client has encountered a connection error/i;

export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || CONNECTION_ERROR_NAMES.has(code))) return true;
  return typeof message === 'string' && CONNECTION_ERROR_TEXT.test(message);
}

/**
 * The database cannot be reached — down, restarting, a connection dropped, or none free within the connect deadline:
 * the request is answered 503 rather than as an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && /timeout exceeded when trying to connect/i.test(message);
}

/** A statement that only reads (safe to send again when its connection failed before it answered). */
export function isReadOnly(sql: string): boolean {
  const text = sql.replace(/--[^\n]*/g, ' ').trim();
  return /^(select|with)\b/i.test(text) && !/\b(insert|update|delete|merge|for\s+update|nextval|setval)\b/i.test(text);
}

export interface PostgresOptions {
  /** Told when a pooled connection fails while idle (the pool drops it and opens another when needed). */
  onConnectionError?: (error: Error) => void;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: PG_IDLE_TIMEOUT_MS,
    statement_timeout: PG_STATEMENT_TIMEOUT_MS,
    query_timeout: PG_QUERY_TIMEOUT_MS,
    // No JIT compilation: the store's statements are short, and a batch's read of 1,000 products (estimated costly
    // for its correlated subqueries) spent 1.6 s compiling to run in 0.1 s.
    options: '-c jit=off',
  });
  // An idle connection killed by the server (restart, failover, pg_terminate_backend) is an 'error' event on the pool:
  // without a listener it would end the process. The pool has already dropped that connection.
  pool.on('error', (error) => options.onConnectionError?.(error));
  await pool.query('select 1');
  const run = async <T extends object>(sql: string, params?: readonly unknown[]) =>
    (await pool.query<T>(sql, params ? [...params] : [])).rows;
  // node-postgres prepares a named statement on each connection the first time it runs there.
  const runNamedPg = async <T extends object>(statement: NamedStatement, params: readonly unknown[] = []) =>
    (await pool.query<T>({ name: statement.name, text: statement.text, values: [...params] })).rows;
  return {
    kind: 'postgres',
    // A read whose connection failed under it is sent once more, on a fresh connection (as `query` below).
    named: async <T extends object>(statement: NamedStatement, params?: readonly unknown[]) => {
      try {
        return await runNamedPg<T>(statement, params);
      } catch (error) {
        if (!isConnectionError(error) || !isReadOnly(statement.text)) throw error;
        await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS));
        return runNamedPg<T>(statement, params);
      }
    },
    // A read whose connection failed under it is sent once more, on a fresh connection.
    query: async <T extends object>(sql: string, params?: readonly unknown[]) => {
      try {
        return await run<T>(sql, params);
      } catch (error) {
        if (!isConnectionError(error) || !isReadOnly(sql)) throw error;
        // Not at once: the other pooled connections the server ended with this one may not have told the pool yet
        // (their error is still unread on the socket), and an immediate retry could be handed one of them.
        await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS));
        return run<T>(sql, params);
      }
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      // A connection that fails mid-transaction reports it here too (and is then not given back to the pool).
      const onError = (error: Error) => options.onConnectionError?.(error);
      client.on('error', onError);
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => (await client.query(sql, params ? [...params] : [])).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        broken = isConnectionError(error);
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken ? true : undefined);
      }
    },
    // Migrations and seeding run statements longer than a request's deadline.
    exec: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query(sql);
      } finally {
        await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    idle: async () => undefined,
    reserve: async () => {
      const client = await pool.connect();
      // Ended under it (pg_terminate_backend, a restart): told here rather than ending the process; given back broken.
      let broken = false;
      const onError = (error: Error) => {
        broken = true;
        options.onConnectionError?.(error);
      };
      client.on('error', onError);
      return {
        query: async (sql, params) => (await client.query(sql, params ? [...params] : [])).rows as never,
        release: (destroy = false) => {
          client.off('error', onError);
          client.release(broken || destroy ? true : undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}

export function openDb(
  options: { databaseUrl?: string | undefined; dataDir?: string | undefined } & PostgresOptions,
): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}
