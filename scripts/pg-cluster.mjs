// A throwaway PostgreSQL cluster: find (or install) the server binaries, initdb a temporary data directory, start it
// on a free port. Used by scripts/with-postgres.mjs (a server for one command), bench/two-nodes.mjs and the
// restart test in apps/api/test/pg-faults.test.ts.
//
// The cluster's settings (port, socket directory, listen address, durability shortcuts) are written to its
// postgresql.conf, so `pg_ctl -D <dataDir> start` brings it back on the same port after a stop.
import { execFile, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** The directory holding initdb, pg_ctl and postgres (PG_BINDIR, pg_config, /usr/lib/postgresql/*), or null. */
export function findBindir() {
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

/**
 * findBindir(), installing Debian's postgresql package first when the binaries are missing and that is allowed
 * (root, apt-get, no PG_NO_INSTALL). Throws with instructions otherwise.
 */
export function ensureBindir(log = () => {}) {
  const found = findBindir();
  if (found) return found;
  const instructions = 'Install the PostgreSQL server binaries, e.g. on Debian/Ubuntu: apt-get install -y postgresql';
  const canInstall = isRoot && commandExists('apt-get') && !process.env.PG_NO_INSTALL;
  if (!canInstall) {
    throw new Error(
      `PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found.\n  ${instructions}\n` +
        '  (or set DATABASE_URL to an existing server, or PG_BINDIR to the directory holding the binaries)',
    );
  }
  log('PostgreSQL server binaries not found; installing them: apt-get update && apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: ['ignore', 'inherit', 'inherit'], env };
  const update = spawnSync('apt-get', ['update'], options);
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', 'postgresql'], options) : { status: update.status };
  if (install.status !== 0) throw new Error(`apt-get could not install PostgreSQL.\n  ${instructions}`);
  const bindir = findBindir();
  if (!bindir)
    throw new Error('PostgreSQL was installed but its server binaries were still not found (try PG_BINDIR).');
  return bindir;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to (and runs as) the `postgres` user. */
function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
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

/**
 * Creates and starts a cluster in a new temporary directory, with `database` created in it. Resolves to
 * { url, port, bindir, dataDir, tempDir, version, start(), stop(mode), remove() }: `stop` runs
 * `pg_ctl stop -m <mode>` (fast by default) and resolves once the server is down; `start` starts it again on the same
 * port and resolves once it accepts connections (both without blocking the event loop); `remove` stops it
 * immediately and deletes the directory (synchronous, safe to call twice, also from an 'exit' handler). `port`: that
 * one instead of a free one. Throws (after removing what it made) on failure.
 */
export async function createCluster({
  database = 'vitrine_test',
  bindir = ensureBindir(),
  prefix = 'vitrine-pg-',
  port: wantedPort = 0,
} = {}) {
  const owner = isRoot ? postgresUser() : null;
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const tempDir = mkdtempSync(path.join(os.tmpdir(), prefix));
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
  const serverLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    }
    try {
      rmSync(tempDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      // Left in the temporary directory: an exit handler must not throw.
    }
  };
  // Also when the process exits before its owner removes it (a signal during initdb, an uncaught error).
  process.once('exit', remove);
  // pg_ctl start/stop without blocking the event loop (requests keep flowing while the server goes down or up).
  const pgCtl = (args) =>
    new Promise((resolve, reject) => {
      execFile(path.join(bindir, 'pg_ctl'), args, { cwd: tempDir, env: pgEnv, ...asOwner }, (error, stdout, stderr) => {
        if (error) reject(new Error(`pg_ctl ${args.at(-1)} failed:\n${stdout}\n${stderr}\n${serverLog()}`));
        else resolve();
      });
    });
  const start = () => pgCtl(['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
  const stop = (mode = 'fast') => pgCtl(['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);

  try {
    let init = pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    if (init.status !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      init = pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    }
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

    const port = wantedPort || (await freePort());
    const settings = [
      `port = ${port}`,
      `unix_socket_directories = '${socketDir}'`,
      "listen_addresses = '127.0.0.1'",
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
    ];
    // Written as the owner would (the file is the owner's; appending as root keeps its owner).
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      `\n# throwaway cluster (scripts/pg-cluster.mjs)\n${settings.join('\n')}\n`,
    );
    // The first start blocks (as initdb did): a signal handled meanwhile then finds a server it can stop.
    const first = pgRun('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
    if (first.status !== 0) throw new Error(`pg_ctl start failed:\n${first.stdout}\n${first.stderr}\n${serverLog()}`);

    const createdb = pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
    if (createdb.status !== 0) throw new Error(`createdb failed:\n${createdb.stderr}`);
    const version = pgRun('postgres', ['--version']).stdout.trim();
    const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
    return { url, port, bindir, dataDir, tempDir, version, start, stop, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
