import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SHOPPER_ADDRESS_HEADER, SHOPPER_KEY_HEADER } from '@vitrine/contract';
import { buildApp } from '../src/app';
import { createContext, type AppContext } from '../src/context';
import type { CartAddLimits } from '../src/modules/cart/limits';
import type { Db } from '../src/db/client';
import { openSeededCopy } from './seed-copy';

const APP_TOKEN = 'test-app-token';
/** The admin API's bootstrap key in tests (ADMIN_TOKEN). */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdefghij';
const SHOPPER_KEY = 'test-shopper-key';

/** The headers with which the storefront names the shopper's address (the only way a test picks its address). */
export const fromShopper = (address: string) => ({
  [SHOPPER_ADDRESS_HEADER]: address,
  [SHOPPER_KEY_HEADER]: SHOPPER_KEY,
});

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  /** GET/POST… with the App-Token already set. */
  call(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Which engine this run uses: `DATABASE_URL` set → that PostgreSQL server, else a fresh in-memory PGlite. */
export const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A clock a test file sets: the API reads `now` on every request (a test may move it). */
export type FixedClock = { now: Date };

/**
 * A Store API on a database of its own holding the demo store: a copy of the one the run seeded once
 * (global-setup.ts), so a test file may change its data without touching another file's. With `clock`, the API's
 * time is the clock's, set to the moment it starts: one instant for a whole file, so the API and a test's own loaders
 * price alike.
 */
export async function startTestApi({
  clock,
  cartAddLimits,
}: { clock?: FixedClock; cartAddLimits?: CartAddLimits } = {}): Promise<TestApi> {
  const { db, drop } = await openSeededCopy();
  if (clock) clock.now = new Date();
  const ctx = createContext(
    db,
    { appToken: APP_TOKEN, shopperKey: SHOPPER_KEY, adminToken: TEST_ADMIN_TOKEN },
    clock ? () => clock.now : undefined,
  );
  if (cartAddLimits) ctx.cartAddLimits = cartAddLimits;
  // Test files post many forms and open many sessions within a minute: the store-wide ceilings are tested on their own
  // (store-ceilings.test.ts sets them low).
  ctx.storeCeilings = { sessionsPerMinute: 1_000_000, formsPerMinute: 1_000_000 };
  const app = await buildApp(ctx);
  return {
    app,
    db,
    ctx,
    call(options) {
      const opts: InjectOptions = typeof options === 'string' ? { method: 'GET', url: options } : options;
      return app.inject({ ...opts, headers: { 'app-token': APP_TOKEN, ...opts.headers } });
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** The one row `sql` answers (a test's fixture lookup); throws when there is none. */
export async function oneRow<T extends object>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

/** Bumps the catalogue version, as any catalogue write does (every cached catalogue answer is loaded again). */
export const touchCatalog = (db: Db) => db.query('UPDATE catalog_version SET versao = versao + 1');

/**
 * Runs `check` after `write`, then undoes it (`undoParams`: when the undo needs more than the write), so each test
 * leaves the seed as it found it.
 */
export async function afterWrite(
  db: Db,
  write: string,
  undo: string,
  params: unknown[],
  check: () => Promise<void>,
  undoParams = params,
) {
  await db.query(write, params);
  try {
    await check();
  } finally {
    await db.query(undo, undoParams);
  }
}
