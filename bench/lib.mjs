// Small helpers shared by the bench scripts: start the store on a free port, time requests, print percentiles.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `npm start`'s server with `env` (and `nodeArgs`, e.g. --cpu-prof); resolves once /healthz answers, with the
 * milliseconds it took and the server's process id (`kill(signal)` ends it without waiting, e.g. SIGKILL).
 */
/** The worker processes of a store's supervisor (`npm start`, scripts/supervisor.mjs). */
export const workersOf = (pid) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
};

export async function startStore(env, nodeArgs = []) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const kill = (signal) => child.kill(signal);
  /** The whole node gone at once, as when its machine dies: the supervisor and its workers. */
  const killNode = (signal) => {
    const workers = workersOf(child.pid);
    child.kill(signal);
    for (const pid of workers) {
      try {
        process.kill(pid, signal);
      } catch {
        /* already gone */
      }
    }
  };
  return { base, port, ms, stop, kill, killNode, pid: child.pid };
}

const DEMO_EMAIL = 'mariana.lima@exemplo.com.br';
const DEMO_PASSWORD = 'demo1234';

/**
 * The store on a fresh embedded database (seeded with the demo catalogue), a Store API reader, and the pages the
 * page benches measure by default: home, a listing, a product page and a kit page. `stop` also removes the data.
 */
export async function startDemoStore(nodeArgs = [], env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const store = await startStore({ DATA_DIR: dataDir, ...env }, nodeArgs);
  const api = (path) =>
    fetch(store.base + path, { headers: { 'app-token': process.env.APP_TOKEN ?? 'vitrine-local' } }).then((r) =>
      r.json(),
    );
  const samplePages = async () => {
    const showcase = await api('/v2/front/showcase/products/mais-procurados?limit=1');
    const kits = await api('/v2/front/url/list/listing?url=/lista&limit=1');
    return {
      home: '/',
      listing: '/data-loggers',
      product: showcase.data.produtos[0].rota,
      kit: kits.data.conteudo.listas[0].rota,
    };
  };
  /**
   * A shopper's session: signed in with a demo account (decision 009) with one product in the cart; its Cookie
   * header. Every page asked for with it is rendered for that shopper (no page cache).
   */
  const shopperCookie = async () => {
    const form = (body) => ({
      method: 'POST',
      redirect: 'manual',
      headers: { origin: store.base, 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(body).toString(),
    });
    let cookie = '';
    const signIn = await fetch(`${store.base}/checkout/acesso`, form({ email: DEMO_EMAIL, senha: DEMO_PASSWORD }));
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('vitrine_sessao='));
    if (!cookie) throw new Error(`the demo sign-in failed (${signIn.status})`);
    const showcase = await api('/v2/front/showcase/products/mais-procurados?limit=1');
    const added = await fetch(
      `${store.base}/resources/cart`,
      form({ produto: showcase.data.produtos[0].id, quantidade: 1 }),
    );
    if (added.status >= 400) throw new Error(`adding to the cart failed (${added.status})`);
    return cookie;
  };
  const stop = async () => {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: store.base, pid: store.pid, api, samplePages, shopperCookie, stop };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sends `total` requests with `concurrency` in flight; returns latency percentiles and requests per second. */
export async function load(makeRequest, { total = 500, concurrency = 8 } = {}) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        const res = await makeRequest();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: total / seconds,
  };
}

export const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/** Debian's nginx (`NGINX`, else the usual paths), or null when it is not installed (`apt-get install nginx-light`). */
export function nginxBinary() {
  const candidates = process.env.NGINX ? [process.env.NGINX] : ['/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate) => spawnSync(candidate, ['-v']).status === 0) ?? null;
}

/**
 * nginx running `http` (the body of its http block) from a temp directory its workers can use (they run as another
 * user when the master is root), with `workers` processes; checked with `nginx -t` first, resolved once `ready()`
 * is true. `stop()` ends it, removes the directory and resolves with its error log.
 */
export async function startNginx(binary, { http, workers = 1, ready }) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-nginx-'));
  chmodSync(dir, 0o755);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const sub of temp) mkdirSync(join(dir, sub), { mode: 0o755 });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp.map((sub) => `  ${sub}_temp_path ${dir}/${sub};`).join('\n')}
${http}
}
`,
  );
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf];
  const test = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGQUIT');
    }).then(() => {
      const errors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      rmSync(dir, { recursive: true, force: true });
      return errors;
    });
  return { stop };
}
