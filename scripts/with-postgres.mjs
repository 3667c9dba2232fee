#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server.
//
//   node scripts/with-postgres.mjs <command...>
//
// When DATABASE_URL is already set the command simply runs with it. Otherwise a temporary cluster is created
// (initdb), started on a free port, given a `vitrine_test` database, and the command runs with
// DATABASE_URL=postgres://postgres@127.0.0.1:PORT/vitrine_test. The cluster is always stopped and its directory
// removed afterwards (also on failure, SIGINT and SIGTERM). Exits with the command's exit code.
//
// Environment:
//   PG_BINDIR=/path/to/bin   use these PostgreSQL server binaries
//   PG_NO_INSTALL=1          never run apt-get to install PostgreSQL when it is missing
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, chownSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = 'with-postgres';
const DATABASE = 'vitrine_test';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const log = (message) => console.error(`[${NAME}] ${message}`);

function fail(message, code = 1) {
  log(message);
  process.exit(code);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function hasServerBinaries(dir) {
  return Boolean(dir) && ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(path.join(dir, bin)));
}

function versionKey(name) {
  return name.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

function findBindir() {
  const candidates = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && pgConfig.stdout.trim()) candidates.push(pgConfig.stdout.trim());
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => {
      const ka = versionKey(a);
      const kb = versionKey(b);
      for (let i = 0; i < Math.max(ka.length, kb.length); i += 1) {
        const diff = (kb[i] ?? 0) - (ka[i] ?? 0);
        if (diff !== 0) return diff;
      }
      return 0;
    });
    for (const version of versions) candidates.push(path.join(base, version, 'bin'));
  }
  return candidates.find(hasServerBinaries) ?? null;
}

function installPostgres() {
  const instructions = 'Install the PostgreSQL server binaries, e.g. on Debian/Ubuntu: apt-get install -y postgresql';
  const canInstall = isRoot && commandExists('apt-get') && !process.env.PG_NO_INSTALL;
  if (!canInstall) {
    fail(
      `PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found.\n  ${instructions}\n` +
        '  (or set DATABASE_URL to an existing server, or PG_BINDIR to the directory holding the binaries)',
    );
  }
  log(`PostgreSQL server binaries not found; installing them: apt-get update && apt-get install -y postgresql`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: ['ignore', 'inherit', 'inherit'], env };
  const update = spawnSync('apt-get', ['update'], options);
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', 'postgresql'], options) : { status: update.status };
  if (install.status !== 0) fail(`apt-get could not install PostgreSQL.\n  ${instructions}`);
}

function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    fail(
      'PostgreSQL refuses to run as root and there is no `postgres` user to run it as.\n' +
        '  Create one (useradd --system --user-group postgres) or run this as an unprivileged user.',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
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

  let bindir = findBindir();
  if (!bindir) {
    installPostgres();
    bindir = findBindir();
    if (!bindir) fail('PostgreSQL was installed but its server binaries were still not found (try PG_BINDIR).');
  }

  const owner = isRoot ? postgresUser() : null;
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-'));
  const dataDir = path.join(tempDir, 'data');
  const socketDir = path.join(tempDir, 'sock');
  const logFile = path.join(tempDir, 'server.log');
  mkdirSync(socketDir);
  if (owner) {
    chownSync(tempDir, owner.uid, owner.gid);
    chownSync(socketDir, owner.uid, owner.gid);
  }

  const pgEnv = { ...process.env, LC_ALL: 'C', LANG: 'C', HOME: tempDir };
  delete pgEnv.PGDATA;
  delete pgEnv.PGPORT;
  delete pgEnv.PGHOST;
  const pgRun = (bin, args, extra = {}) =>
    spawnSync(path.join(bindir, bin), args, { cwd: tempDir, env: pgEnv, encoding: 'utf8', ...asOwner, ...extra });

  let started = false;
  let cleanedUp = false;
  const cleanup = () => {
    if (cleanedUp) return;
    cleanedUp = true;
    if (started || existsSync(path.join(dataDir, 'postmaster.pid'))) {
      pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    }
    rmSync(tempDir, { recursive: true, force: true });
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
    let init = pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    if (init.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      init = pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    }
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${socketDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    const start = pgRun('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    started = true;
    if (start.status !== 0) {
      const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`pg_ctl start failed:\n${start.stdout}\n${start.stderr}\n${serverLog}`);
    }

    const createdb = pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);
    if (createdb.status !== 0) throw new Error(`createdb failed:\n${createdb.stderr}`);

    const version = pgRun('postgres', ['--version']).stdout.trim();
    log(`started ${version} on 127.0.0.1:${port} (database ${DATABASE}, data in ${dataDir})`);

    if (interrupted) throw new Error(`interrupted by ${interrupted}`);
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
    process.exitCode = await runCommand(argv, { ...process.env, DATABASE_URL: databaseUrl }, (c) => (child = c));
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    cleanup();
    if (interrupted && !process.exitCode) process.exitCode = 128 + (os.constants.signals[interrupted] ?? 1);
  }
}

await main();
