import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@vitrine/api';
import { getConfig } from '@vitrine/config';
import type { FastifyInstance } from 'fastify';
import { openSeededCopy } from '../../api/test/seed-copy';
import { createServer } from './app';
import type { PageCache } from './page-cache';

/** The storefront's production build, for the tests that run the whole store on a database (*.db.test.ts). */

const STOREFRONT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUILD = join(STOREFRONT, 'build/server/index.js');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** The production build a test serves, built first when missing or older than the storefront's sources. */
function ensureBuild() {
  const sources = ['app', 'public', 'vite.config.ts', 'react-router.config.ts'].map((p) => join(STOREFRONT, p));
  if (existsSync(SERVER_BUILD) && statSync(SERVER_BUILD).mtimeMs >= Math.max(...sources.map(newest))) return;
  // Without vitest's own variables: with VITEST set, the storefront's Vite config leaves React Router's plugin out.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  execFileSync('npm', ['run', 'build'], { cwd: join(STOREFRONT, '../..'), stdio: 'ignore', env });
}

type Opened = { db: Db; drop: () => Promise<void> };

/**
 * The whole store (Store API and the built storefront, in one process) on its own copy of the seeded demo store, or
 * on a database the test opened itself.
 */
export async function startBuiltStore(
  opened?: Opened,
): Promise<{ app: FastifyInstance; pageCache: PageCache | null } & Opened> {
  ensureBuild();
  const { db, drop } = opened ?? (await openSeededCopy());
  process.env.LOG_LEVEL = 'warn';
  const { app, pageCache } = await createServer(getConfig(), { db });
  await app.ready();
  return { app, pageCache, db, drop };
}
