#!/usr/bin/env node
// Runs the Playwright end-to-end tests in the system Chromium.
//
//   node scripts/e2e.mjs [playwright test args...]     e.g. --project desktop-1366 e2e/cart.spec.ts
//
// Ensures Chromium (installing Debian's package when it can), builds the storefront when the build is missing or
// older than its sources, gives the servers a fresh data directory and exits with Playwright's exit code.
//
// Environment: E2E_NO_SERVER=1 (no web servers, no build), E2E_KEEP_DATA=1 (keep the data directory afterwards).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOREFRONT = path.join(ROOT, 'apps', 'storefront');
const BUILD_ENTRY = path.join(STOREFRONT, 'build', 'server', 'index.js');
const BUILD_INPUTS = [
  path.join(STOREFRONT, 'app'),
  path.join(STOREFRONT, 'public'),
  path.join(ROOT, 'packages', 'contract', 'src'),
  path.join(ROOT, 'packages', 'config', 'src'),
  path.join(STOREFRONT, 'react-router.config.ts'),
  path.join(STOREFRONT, 'vite.config.ts'),
  path.join(STOREFRONT, 'package.json'),
];
const TMP = path.join(ROOT, '.tmp');

const log = (message) => console.error(`[e2e] ${message}`);

/** Newest modification time (ms) of a file or of any file below a directory; 0 when absent. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * True when the browser's entry carries React's development build (a build made with NODE_ENV other than
 * production, e.g. by a test runner that sets 'test'): the shopper never gets it, so the tests must not either.
 */
function isDevelopmentBuild() {
  const assets = path.join(STOREFRONT, 'build', 'client', 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.startsWith('entry.client') && name.endsWith('.js'))
    .some((name) => readFileSync(path.join(assets, name), 'utf8').includes('react.dev/link/react-devtools'));
}

function buildIfStale() {
  const builtAt = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0;
  const changedAt = Math.max(...BUILD_INPUTS.map(newestMtime));
  const development = builtAt > 0 && isDevelopmentBuild();
  if (builtAt && builtAt >= changedAt && !development) {
    log('storefront build is up to date');
    return;
  }
  log(
    development
      ? 'the storefront build is a development build; building for production'
      : builtAt
        ? 'storefront sources changed since the last build; building'
        : 'no storefront build; building',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    log('`npm run build` failed');
    process.exit(result.status ?? 1);
  }
}

function removeStaleDataDirs() {
  if (!existsSync(TMP)) return;
  for (const name of readdirSync(TMP)) {
    if (name.startsWith('e2e-data-')) rmSync(path.join(TMP, name), { recursive: true, force: true });
  }
}

let chromium;
try {
  chromium = ensureChromium({ log });
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
log(`Chromium: ${chromium}`);

if (!process.env.E2E_NO_SERVER) buildIfStale();
removeStaleDataDirs();

const dataDir = path.join(TMP, `e2e-data-${process.pid}`);
const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir };
const playwrightCli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
const child = spawn(process.execPath, [playwrightCli, 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 1) : (code ?? 1));
});
