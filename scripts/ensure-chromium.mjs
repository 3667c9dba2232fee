#!/usr/bin/env node
// Finds the system Chromium used by the end-to-end tests (no browser download happens).
//
//   node scripts/ensure-chromium.mjs     prints the path; installs Debian's chromium when missing and possible
//
// As a module: `resolveChromium()` returns the path or null; `ensureChromium()` returns the path, installing it
// with apt-get when running as root (unless CHROMIUM_NO_INSTALL=1), and throws with the command to run otherwise.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function which(name) {
  const result = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', name], { encoding: 'utf8' });
  const found = result.status === 0 ? result.stdout.trim() : '';
  return found && isExecutable(found) ? found : null;
}

/** @returns {string | null} the Chromium executable, or null when none is found */
export function resolveChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`);
    return fromEnv;
  }
  for (const name of CANDIDATES) {
    const found = which(name);
    if (found) return found;
  }
  return null;
}

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && !process.env.CHROMIUM_NO_INSTALL && which('apt-get') !== null;
}

/**
 * @param {{ install?: boolean, log?: (message: string) => void }} [options]
 * @returns {string} the Chromium executable
 */
export function ensureChromium({ install = true, log = (message) => console.error(message) } = {}) {
  const existing = resolveChromium();
  if (existing) return existing;

  if (!install || !canInstall()) {
    throw new Error(
      'Chromium was not found (looked at CHROMIUM_PATH, then ' +
        `${CANDIDATES.join(', ')} on PATH).\n  Install it with: ${INSTALL_COMMAND}\n` +
        '  (as root), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }

  log(`Chromium was not found; installing it: ${INSTALL_COMMAND}`);
  const options = {
    stdio: /** @type {const} */ (['ignore', 'inherit', 'inherit']),
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  const update = spawnSync('apt-get', ['update'], options);
  if (update.status !== 0) throw new Error(`apt-get update failed; run: ${INSTALL_COMMAND}`);
  const installed = spawnSync('apt-get', ['install', '-y', 'chromium'], options);
  if (installed.status !== 0) throw new Error(`apt-get install failed; run: ${INSTALL_COMMAND}`);

  const found = resolveChromium();
  if (!found) throw new Error(`chromium was installed but is still not on PATH; run: ${INSTALL_COMMAND}`);
  return found;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
