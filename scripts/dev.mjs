#!/usr/bin/env node
// `npm run dev`: the store on PORT (default 3000) from its sources, on the same server as `npm start`
// (apps/storefront/host, with --dev): Vite in middleware mode serves the storefront with hot module reload, and the
// Store API runs in the same process on the embedded database (created, migrated and seeded on first start). tsx
// watches every server-side module the process imports (the API, the contract, the configuration, the server) and
// the migrations and database function files, and restarts the process when one changes; storefront sources are
// Vite's and never restart it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const child = spawn(
  process.execPath,
  [
    tsxCli,
    'watch',
    '--clear-screen=false',
    '--include',
    'apps/api/src/db/migrations/*.sql',
    '--include',
    'apps/api/src/db/functions/*.sql',
    '--exclude',
    'apps/storefront/app/**',
    'apps/storefront/host/main.ts',
    '--dev',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
