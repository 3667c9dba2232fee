#!/usr/bin/env node
// `npm start`: builds the storefront when its build is missing or older than its sources, then serves the store
// (Store API + storefront, one port) under a supervisor (supervisor.mjs): a worker that dies is started again, and
// with DATABASE_URL one worker runs per core (WORKERS to choose).
import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBuild = join(root, 'apps/storefront/build/server/index.js');
const sources = [
  'apps/storefront/app',
  'apps/storefront/public',
  'packages/contract/src',
  'packages/config/src',
  'apps/storefront/vite.config.ts',
  'apps/storefront/react-router.config.ts',
].map((p) => join(root, p));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

if (cluster.isPrimary) {
  const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
  if (builtAt < Math.max(...sources.map(newestMtime))) {
    console.log(builtAt ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  }
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
if (cluster.isPrimary) {
  const { ConfigError, getConfig } = await import('../packages/config/src/index.ts');
  let config;
  try {
    config = getConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const { supervise, workerCount } = await import('./supervisor.mjs');
  supervise(workerCount({ workers: config.WORKERS, postgres: Boolean(config.DATABASE_URL) }));
} else {
  await import('../apps/storefront/host/main.ts');
}
