#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server.
//
//   node scripts/with-postgres.mjs <command...>
//
// When DATABASE_URL is already set the command simply runs with it. Otherwise a temporary cluster is created
// (initdb), started on a free port, given a `vitrine_test` database, and the command runs with
// DATABASE_URL=postgres://postgres@127.0.0.1:PORT/vitrine_test. The cluster is always stopped and its directory
// removed afterwards (also on failure, SIGINT and SIGTERM). Exits with the command's exit code. The cluster itself
// is made by scripts/pg-cluster.mjs; the command also gets PG_BINDIR (the server binaries) and VITRINE_PG_DATADIR
// (the cluster's data directory, for `pg_ctl -D … stop/start`).
//
// Environment:
//   PG_BINDIR=/path/to/bin   use these PostgreSQL server binaries
//   PG_NO_INSTALL=1          never run apt-get to install PostgreSQL when it is missing
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCluster, ensureBindir } from './pg-cluster.mjs';

const NAME = 'with-postgres';
const DATABASE = 'vitrine_test';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const log = (message) => console.error(`[${NAME}] ${message}`);

function fail(message, code = 1) {
  log(message);
  process.exit(code);
}

function withNodeModulesBin(env) {
  const bin = path.join(ROOT, 'node_modules', '.bin');
  return { ...env, PATH: env.PATH ? `${bin}${path.delimiter}${env.PATH}` : bin };
}

/** Runs the command, resolving to the exit code it should produce (128 + signal number when killed). */
function runCommand(argv, env, onChild) {
  return new Promise((resolve) => {
    const [command, ...args] = argv;
    const child = spawn(command, args, { stdio: 'inherit', env: withNodeModulesBin(env) });
    onChild(child);
    child.on('error', (error) => {
      log(`could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      if (signal) resolve(128 + (os.constants.signals[signal] ?? 1));
      else resolve(code ?? 1);
    });
  });
}

function forwardSignals(getChild, onSignal) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      const child = getChild();
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      onSignal(signal);
    });
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0) fail('usage: node scripts/with-postgres.mjs <command...>', 2);

  let child = null;

  if (process.env.DATABASE_URL) {
    log('DATABASE_URL is set; using that server');
    forwardSignals(
      () => child,
      () => {},
    );
    process.exitCode = await runCommand(argv, process.env, (c) => (child = c));
    return;
  }

  let bindir;
  try {
    bindir = ensureBindir(log);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  let cluster = null;
  let cleanedUp = false;
  const cleanup = () => {
    if (cleanedUp) return;
    cleanedUp = true;
    cluster?.remove();
  };
  process.on('exit', cleanup);
  let interrupted = null;
  forwardSignals(
    () => child,
    (signal) => {
      interrupted = signal;
      // With a running command, wait for it to exit; main() then cleans up and exits.
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        cleanup();
        process.exit(128 + (os.constants.signals[signal] ?? 1));
      }
    },
  );

  try {
    cluster = await createCluster({ database: DATABASE, bindir });
    log(`started ${cluster.version} on 127.0.0.1:${cluster.port} (database ${DATABASE}, data in ${cluster.dataDir})`);

    if (interrupted) throw new Error(`interrupted by ${interrupted}`);
    const env = {
      ...process.env,
      DATABASE_URL: cluster.url,
      PG_BINDIR: cluster.bindir,
      VITRINE_PG_DATADIR: cluster.dataDir,
    };
    process.exitCode = await runCommand(argv, env, (c) => (child = c));
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    cleanup();
    if (interrupted && !process.exitCode) process.exitCode = 128 + (os.constants.signals[interrupted] ?? 1);
  }
}

await main();
