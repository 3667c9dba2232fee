#!/usr/bin/env node
// `npm start`: builds the storefront when its build is missing or older than its sources, then serves the store
// (Store API + storefront, one process, one port).
import { execFileSync } from 'node:child_process';
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

const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import('../apps/storefront/server/main.ts');
