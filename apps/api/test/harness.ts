import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { createContext, type AppContext } from '../src/context';
import { openPglite, openPostgres, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo';

export const APP_TOKEN = 'test-app-token';

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

/** A Store API on a freshly migrated and seeded database. */
export async function startTestApi(): Promise<TestApi> {
  const url = process.env.DATABASE_URL;
  const db = url ? await openPostgres(url) : await openPglite(undefined);
  if (url) await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  await seedDemo(db);
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
      await db.close();
    },
  };
}
