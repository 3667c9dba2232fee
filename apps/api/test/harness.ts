import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { createContext, type AppContext } from '../src/context';
import type { Db } from '../src/db/client';
import { openSeededCopy } from './seed-copy';

const APP_TOKEN = 'test-app-token';

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

/**
 * A Store API on a database of its own holding the demo store: a copy of the one the run seeded once
 * (global-setup.ts), so a test file may change its data without touching another file's.
 */
export async function startTestApi(): Promise<TestApi> {
  const { db, drop } = await openSeededCopy();
  const ctx = createContext(db, APP_TOKEN);
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
