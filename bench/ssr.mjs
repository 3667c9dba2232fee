#!/usr/bin/env node
// Server rendering side by side (docs/architecture.md §7, issue 29): Vitrine's pages from one process (the embedded
// database or the PostgreSQL server in DATABASE_URL) against Debian's nginx serving the very same bytes, in alternating
// runs of autocannon (16 connections, gzip/br accepted), per page kind. Two figures of the store: an anonymous
// visitor's page (the process's page cache, decision 035) and a signed-in shopper's with a cart (the same kept page,
// her personal parts written over it per request: decision 044); each with requests per second, p50/p99, the store's
// CPU per page and the ratio to static. `--uncached` adds
// an anonymous page rendered each time (PAGE_CACHE_MB=0, a second store), `--cdn` the pages through nginx as a shared
// cache (decision 027). Then a CPU profile of the shopper's product page split into data (database and Store API),
// render, serialize (loader data), compress, HTTP and GC.
// Usage: node bench/ssr.mjs [--seconds 20] [--connections 16] [--no-profile] [--uncached] [--cdn]
//        [--profile-out file.cpuprofile] [--profile-page home|listing|product|kit] [--pages home,kit]
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { fmt, freePort, nginxBinary, startDemoStore, startNginx } from './lib.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const seconds = arg('seconds', 20);
const connections = arg('connections', 16);
const withProfile = !process.argv.includes('--no-profile');
const withUncached = process.argv.includes('--uncached');
const withCdn = process.argv.includes('--cdn');
const profileOut = process.argv.includes('--profile-out')
  ? process.argv[process.argv.indexOf('--profile-out') + 1]
  : null;
const profilePage = process.argv.includes('--profile-page')
  ? process.argv[process.argv.indexOf('--profile-page') + 1]
  : 'product';
/** The page kinds measured side by side (all unless --pages names some). */
const onlyPages = process.argv.includes('--pages')
  ? process.argv[process.argv.indexOf('--pages') + 1].split(',')
  : null;
const ACCEPT = { 'accept-encoding': 'br, gzip' };

/** A process's /proc stat fields after its name (state, parent, …); null once it is gone. */
function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null;
  }
}

/**
 * The CPU time so far (user + system), in milliseconds, of the process and its children from /proc: `npm start` is a
 * supervisor whose worker serves the pages (scripts/supervisor.mjs).
 */
function cpuMs(pid) {
  const tree = new Set([String(pid)]);
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => [name, statOf(name)])
    .filter(([, fields]) => fields !== null);
  for (let grown = true; grown;) {
    grown = false;
    for (const [name, fields] of stats) {
      if (!tree.has(name) && tree.has(fields[1])) {
        tree.add(name);
        grown = true;
      }
    }
  }
  let ticks = 0;
  for (const [name, fields] of stats) if (tree.has(name)) ticks += Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function hammer(url, pid, headers = {}) {
  const before = pid ? cpuMs(pid) : 0;
  const result = await autocannon({ url, connections, duration: seconds, headers: { ...ACCEPT, ...headers } });
  const cpu = pid ? (cpuMs(pid) - before) / Math.max(1, result.requests.total) : NaN;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) console.warn(`  ${url}: ${failed} failed requests`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpu };
}

/** nginx on a free port serving the pages saved in `pages` (gzip on, as a production static server would be). */
async function startStatic(binary, pages) {
  const base = `http://127.0.0.1:${await freePort()}`;
  const http = `  sendfile on; tcp_nopush on; keepalive_requests 100000;
  types { text/html html; }
  gzip on; gzip_comp_level 5;
  server { listen ${base.slice('http://'.length)}; root ${pages}; }`;
  const { stop } = await startNginx(binary, { http, ready: () => fetch(`${base}/`).then(() => true) });
  return { base, stop };
}

/**
 * nginx as the shared cache a CDN would be, in front of the store: it keeps what the store's `Cache-Control` allows
 * (anonymous pages: `s-maxage=60, stale-while-revalidate=60`, decision 027) and serves it while it refreshes.
 */
async function startCachingProxy(binary, storeBase, cacheDir) {
  const base = `http://127.0.0.1:${await freePort()}`;
  const upstream = new URL(storeBase);
  const http = `  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:10m max_size=200m;
  upstream store { server 127.0.0.1:${upstream.port}; keepalive 32; }
  server {
    listen ${base.slice('http://'.length)};
    location / {
      proxy_pass http://store; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache pages; proxy_cache_lock on; proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache $upstream_cache_status always;
    }
  }`;
  const { stop } = await startNginx(binary, { http, ready: () => fetch(`${base}/robots.txt`).then(() => true) });
  return { base, stop };
}

const work = mkdtempSync(join(tmpdir(), 'vitrine-ssr-'));
mkdirSync(join(work, 'pages'));
// nginx's workers run as another user: they must be able to read the pages.
chmodSync(work, 0o755);
const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded)';
console.log(
  `SSR bench: ${cpus().length} cores, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${database}; ${connections} connections, ${seconds} s a run, runs alternating store/nginx`,
);

const store = await startDemoStore();
const bare = withUncached ? await startDemoStore([], { PAGE_CACHE_MB: '0' }) : null;
const nginxPath = nginxBinary();
let nginx = null;
let cdn = null;
try {
  const sample = await store.samplePages();
  const pages = Object.fromEntries(
    Object.entries({ ...sample, search: '/busca?busca=termometro' }).filter(
      ([kind]) => !onlyPages || onlyPages.includes(kind),
    ),
  );
  const shopper = { cookie: await store.shopperCookie() };
  for (const [kind, path] of Object.entries(pages)) {
    const response = await fetch(store.base + path, { headers: { 'accept-encoding': 'identity' } });
    writeFileSync(join(work, 'pages', `${kind}.html`), Buffer.from(await response.arrayBuffer()));
  }
  nginx = nginxPath ? await startStatic(nginxPath, join(work, 'pages')) : null;
  mkdirSync(join(work, 'cache'), { mode: 0o777 });
  chmodSync(join(work, 'cache'), 0o777);
  cdn = nginxPath && withCdn ? await startCachingProxy(nginxPath, store.base, join(work, 'cache')) : null;
  if (!nginx) console.warn('nginx not found (apt-get install nginx-light): static column left empty');

  const rows = [];
  for (const [kind, path] of Object.entries(pages)) {
    const html = readFileSync(join(work, 'pages', `${kind}.html`));
    await hammer(store.base + path, null); // warm-up: caches, JIT
    await expectPageCache(store.base + path, {}, 'hit');
    const anonymous = await hammer(store.base + path, store.pid);
    const fixed = nginx ? await hammer(`${nginx.base}/${kind}.html`, null) : null;
    await expectPageCache(store.base + path, shopper, 'hit');
    const session = await hammer(store.base + path, store.pid, shopper);
    let uncached = null;
    if (bare) {
      await hammer(bare.base + path, null);
      uncached = await hammer(bare.base + path, bare.pid);
    }
    let cached = null;
    if (cdn) {
      const first = await fetch(cdn.base + path, { headers: ACCEPT });
      await first.arrayBuffer();
      const cache = (await fetch(cdn.base + path, { headers: ACCEPT })).headers.get('x-cache');
      if (cache !== 'HIT') console.warn(`  ${kind}: the cache did not keep the page (X-Cache ${cache})`);
      cached = await hammer(cdn.base + path, store.pid);
    }
    rows.push({ kind, html, anonymous, session, uncached, fixed, cached });
    console.log(`  ${kind} done`);
  }

  const ratio = (run, fixed) => (fixed ? (run.rps / fixed.rps).toFixed(2) : '—');
  const cell = (run, fixed) => `${fmt(run.rps)} (${ratio(run, fixed)}) | ${run.p50} / ${run.p99} | ${fmt(run.cpu)}`;
  const extra = [bare && 'anonymous uncached req/s (ratio) | p50 / p99 ms | CPU ms/page', cdn && 'behind a CDN req/s']
    .filter(Boolean)
    .map((title) => ` ${title} |`)
    .join('');
  console.log(
    `\n| page | HTML KB (gzip) | nginx static req/s | anonymous, page cache req/s (ratio) | p50 / p99 ms | CPU ms/page | shopper with a session req/s (ratio) | p50 / p99 ms | CPU ms/page |${extra}`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|${bare ? '---|---|---|' : ''}${cdn ? '---|' : ''}`);
  for (const { kind, html, anonymous, session, uncached, fixed, cached } of rows) {
    const kb = (html.length / 1024).toFixed(0);
    const gz = (gzipSync(html).length / 1024).toFixed(0);
    const more = `${uncached ? ` ${cell(uncached, fixed)} |` : ''}${cached ? ` ${fmt(cached.rps)} (${cached.p99}) |` : ''}`;
    console.log(
      `| ${kind} | ${kb} (${gz}) | ${fixed ? fmt(fixed.rps) : '—'} | ${cell(anonymous, fixed)} | ${cell(session, fixed)} |${more}`,
    );
  }
  console.log(
    `\nratio: to nginx serving the same bytes. shopper: signed in, one product in the cart. load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await cdn?.stop();
  await nginx?.stop();
  await bare?.stop();
  await store.stop();
}

/**
 * Checks that the store's page cache answered (`hit`; a `miss` too: a kept page lives 5 s, so the check may fall just
 * after it aged out), or not at all (null).
 */
async function expectPageCache(url, headers, expected) {
  const response = await fetch(url, { headers: { ...ACCEPT, ...headers } });
  await response.arrayBuffer();
  const got = response.headers.get('x-page-cache');
  const used = got === 'hit' || got === 'miss';
  if (expected === 'hit' ? !used : got !== expected)
    console.warn(`  ${url}: page cache ${got ?? 'not used'}, expected ${expected ?? 'not used'}`);
}

if (withProfile) await profileProduct();
rmSync(work, { recursive: true, force: true });

/**
 * Where a page's CPU goes: a shopper's page (the product page unless --profile-page names another kind) under load
 * with --cpu-prof, self time grouped by what runs it.
 */
async function profileProduct() {
  const dir = join(work, 'profile');
  const profiled = await startDemoStore([`--cpu-prof`, `--cpu-prof-dir=${dir}`]);
  try {
    const page = (await profiled.samplePages())[profilePage];
    if (!page) throw new Error(`--profile-page: no page kind '${profilePage}'`);
    const shopper = { cookie: await profiled.shopperCookie() };
    await hammer(profiled.base + page, null, shopper);
    await hammer(profiled.base + page, null, shopper);
  } finally {
    await profiled.stop();
  }
  const file = readdirSync(dir)
    .map((name) => join(dir, name))
    .sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  if (!file) return console.warn('no CPU profile was written');
  if (profileOut) copyFileSync(file, profileOut);
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const buckets = new Map();
  let busy = 0;
  // Only the two runs under load (the profile's last 2 × `seconds`): the start, which seeds the database, is left out.
  const from = profile.endTime - 2 * seconds * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) return;
    const { functionName, url } = nodes.get(id).callFrame;
    const bucket = bucketOf(functionName, url);
    if (bucket === null) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    busy += ms;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
  });
  console.log(
    `\nA shopper's ${profilePage} page, CPU profile (${(busy / 1000).toFixed(1)} s busy over two runs; share of busy time):`,
  );
  for (const [bucket, ms] of [...buckets].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${bucket.padEnd(44)} ${((ms / busy) * 100).toFixed(1).padStart(5)} %`);
  }
}

function bucketOf(name, url) {
  if (name === '(idle)' || name === '(program)') return null;
  if (name === '(garbage collector)') return 'garbage collection';
  if (url.startsWith('wasm://') || /pglite|node_modules\/pg(-[a-z]+)?\//.test(url) || url.includes('apps/api/'))
    return 'data: database and Store API handlers';
  if (/react-router.*(flattenValue|stringify|encode)|turbo-stream/.test(`${url} ${name}`))
    return 'serialize: loader data (turbo-stream)';
  if (/react-dom|node_modules\/react\/|storefront\/build\/server/.test(url)) return 'render: React and components';
  if (url.includes('react-router')) return 'render: React Router (matching, loaders)';
  if (url === 'node:zlib' || name === 'processChunk' || /zlib|compress/.test(url))
    return 'compress: brotli/gzip and @fastify/compress';
  if (/zod/.test(url)) return 'validate: zod (Store API answers and inputs)';
  if (/fastify|light-my-request|find-my-way|avvio|pino|helmet/.test(url))
    return 'HTTP: Fastify, in-process calls, logging';
  if (/^node:|^$/.test(url)) return 'Node.js core (streams, HTTP, encoding, timers)';
  return 'other JavaScript';
}
