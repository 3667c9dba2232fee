#!/usr/bin/env node
// Hostile traffic (issue 28): sends ≥ 10,000 requests generated from the endpoint table and the storefront's route
// table (every parameter × NUL, control characters, invalid UTF-8, 2³¹, 2⁵³, 2⁶³, −1, 1.5, 1e308, NaN, empty,
// arrays, 20,000 characters; form posts of ≈ 100 KB of many fields; broken requests on a raw socket) to a store it
// starts on a fresh embedded database (or the PostgreSQL server in DATABASE_URL), while it times /healthz every
// 100 ms. Prints the answers by status class, the English ones, the slowest requests and /healthz's latency.
//   node bench/hostile.mjs [minimum requests, default 10000] [concurrency, default 8]
//   node scripts/with-postgres.mjs node bench/hostile.mjs
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fmt, percentile, startDemoStore } from './lib.mjs';

const minimum = Number(process.argv[2] ?? 10_000);
const concurrency = Number(process.argv[3] ?? 8);
const appToken = process.env.APP_TOKEN ?? 'vitrine-local';
const REQUEST_DEADLINE_MS = 180_000;

const { register } = await import('tsx/esm/api');
register();
const cases = await import('../apps/api/test/hostile-cases.ts');
const { default: routeTable } = await import('../apps/storefront/app/routes.ts');
const { postTargets } = await import('../apps/storefront/host/post-fields.ts');

const store = await startDemoStore();
const port = Number(new URL(store.base).port);
const origin = store.base;

/** Requests written as bytes on a socket: what fetch refuses to send. */
const RAW = [
  [
    'bad URL encoding (API)',
    `GET /v2/front/url/verify?url=%E0%A4%A HTTP/1.1\r\nHost: x\r\napp-token: ${appToken}\r\n\r\n`,
  ],
  [
    'bad URL encoding (path, API)',
    `GET /v2/front/struct/menus/%E0%A4%A HTTP/1.1\r\nHost: x\r\napp-token: ${appToken}\r\n\r\n`,
  ],
  ['bad URL encoding (page)', 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
  [
    'negative Content-Length (API)',
    `POST /v2/front/newsletter HTTP/1.1\r\nHost: x\r\napp-token: ${appToken}\r\ncontent-type: application/json\r\nContent-Length: -1\r\n\r\n`,
  ],
  [
    'negative Content-Length (form)',
    'POST /resources/forms/newsletter-rodape HTTP/1.1\r\nHost: x\r\ncontent-type: application/x-www-form-urlencoded\r\nContent-Length: -1\r\n\r\n',
  ],
  ['oversized header', `GET / HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`],
  [
    'many headers',
    `GET / HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `x-h${i}: 1\r\n`).join('')}\r\n`,
  ],
  [
    'post to a page',
    'POST /marcas HTTP/1.1\r\nHost: x\r\ncontent-type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=1',
  ],
  [
    'post to a resource without action',
    'POST /resources/menus HTTP/1.1\r\nHost: x\r\ncontent-type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\na=1',
  ],
  [
    'PATCH (API)',
    `PATCH /v2/front/settings HTTP/1.1\r\nHost: x\r\napp-token: ${appToken}\r\nContent-Length: 0\r\n\r\n`,
  ],
  [
    'POST to a GET call (API)',
    `POST /v2/front/settings HTTP/1.1\r\nHost: x\r\napp-token: ${appToken}\r\ncontent-type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
  ],
  ['garbage request line', 'HELLO\r\n\r\n'],
].map(([label, text]) => ({
  label,
  // One request per connection: the answer ends when the store closes it.
  raw: text.replace(/Host: x\r\n/g, `Host: 127.0.0.1:${port}\r\nConnection: close\r\n`),
}));

const generated = [
  ...cases.storeApiRequests({ 'app-token': appToken }),
  ...cases.storefrontRequests(flatten(routeTable)),
  ...cases
    .storefrontPosts(postTargets(routeTable))
    .map((request) => ({ ...request, headers: { ...request.headers, origin } })),
];
// Every generated request once, then again from the start until the minimum is reached.
const all = [...RAW, ...generated];
for (let i = 0; all.length < minimum; i += 1) all.push(generated[i % generated.length]);
console.log(`${all.length} requests (${generated.length} generated, ${RAW.length} raw), ${concurrency} in flight`);

function flatten(routes) {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** Sends raw bytes; resolves with the status, content type, body and milliseconds. */
function sendRaw(raw) {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    socket.setTimeout(REQUEST_DEADLINE_MS, () => socket.destroy());
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is enough: stop once its body is complete (by length), or on close.
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, head));
      if (head >= 0 && length && text.length >= head + 4 + Number(length[1])) socket.destroy();
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const head = text.indexOf('\r\n\r\n');
      const type = /content-type: ([^\r\n]+)/i.exec(text.slice(0, head))?.[1] ?? '';
      resolve({ status, type, body: head >= 0 ? text.slice(head + 4) : text, ms: performance.now() - started });
    });
    socket.write(raw);
  });
}

async function sendOne(request) {
  if (request.raw) return sendRaw(request.raw);
  const started = performance.now();
  try {
    const response = await fetch(`${store.base}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
    });
    const body = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, type: '', body: String(error), ms: performance.now() - started };
  }
}

// /healthz every 100 ms while the traffic runs.
const health = [];
let running = true;
const prober = (async () => {
  while (running) {
    const started = performance.now();
    await fetch(`${store.base}/healthz`)
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    health.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
})();

/**
 * The store's main thread's CPU time so far (ns), where its event loop runs: with one request in flight, what a
 * request adds to it is how long that request could have held the loop, whatever else the machine was doing (a
 * /healthz latency also counts the time the scheduler gave other processes). Linux only; null elsewhere.
 */
const SCHEDSTAT = `/proc/${store.pid}/schedstat`;
const mainThreadNs = existsSync(SCHEDSTAT) ? () => Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) : () => null;
const loopCpu = [];

const byClass = {};
const english = [];
const failures = [];
const timings = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < all.length) {
      const request = all[next];
      next += 1;
      const cpuBefore = concurrency === 1 ? mainThreadNs() : null;
      const answer = await sendOne(request);
      const cpuAfter = cpuBefore === null ? null : mainThreadNs();
      if (cpuBefore !== null && cpuAfter !== null)
        loopCpu.push({ ms: (cpuAfter - cpuBefore) / 1e6, label: request.label });
      const kind = answer.status === 0 ? 'no answer' : `${String(answer.status)[0]}xx`;
      byClass[kind] = (byClass[kind] ?? 0) + 1;
      timings.push({ ms: answer.ms, label: request.label, status: answer.status });
      if (answer.status >= 500 || answer.status === 0)
        failures.push(`${answer.status} ${request.label}: ${answer.body.slice(0, 100)}`);
      if (answer.status >= 400 || answer.status === 0) {
        const found = cases.englishIn(answer.type, answer.body);
        if (found !== null || answer.status === 0)
          english.push(`${answer.status} ${request.label}: ${(found ?? answer.body).slice(0, 100)}`);
      }
    }
  }),
);
running = false;
await prober;
const seconds = (performance.now() - started) / 1000;
await store.stop();

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`\n${all.length} hostile requests on ${database} in ${fmt(seconds)} s`);
console.log(
  'answers by status class:',
  Object.entries(byClass)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
console.log(`English (or unreadable) error answers: ${english.length}`);
for (const line of [...new Set(english.map((l) => l.replace(/\d{3,}/g, 'N')))].slice(0, 12)) console.log(`  ${line}`);
console.log(`5xx or no answer: ${failures.length}`);
for (const line of [...new Set(failures)].slice(0, 12)) console.log(`  ${line}`);
timings.sort((a, b) => b.ms - a.ms);
console.log('slowest:');
for (const t of timings.slice(0, 8)) console.log(`  ${fmt(t.ms)} ms  ${t.status}  ${t.label.slice(0, 110)}`);
if (loopCpu.length > 0) {
  loopCpu.sort((a, b) => a.ms - b.ms);
  const ms = loopCpu.map((c) => c.ms);
  console.log(
    `store's main thread CPU per request (one in flight, /healthz probes included): p50 ${fmt(percentile(ms, 50))} ms, p99 ${fmt(percentile(ms, 99))} ms, max ${fmt(ms.at(-1))} ms; over 100 ms: ${ms.filter((m) => m > 100).length}`,
  );
  for (const c of loopCpu.slice(-5).reverse()) console.log(`  ${fmt(c.ms)} ms  ${c.label.slice(0, 110)}`);
}
const sortedHealth = [...health].sort((a, b) => a - b);
console.log(
  `/healthz meanwhile: ${health.length} probes, p50 ${fmt(percentile(sortedHealth, 50))} ms, p99 ${fmt(percentile(sortedHealth, 99))} ms, max ${fmt(sortedHealth.at(-1))} ms`,
);
