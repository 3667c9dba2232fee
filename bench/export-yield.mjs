#!/usr/bin/env node
// Does a catalogue export let other requests through (issue 34)? /healthz latency idle and while the whole catalogue
// is exported, on the embedded database (PGlite, one connection in the store's own process).
//
//   node bench/export-yield.mjs [--products 6200] [--format csv|json] [--keep DIR]
//
// Seeds a fresh data folder with the demo store grown to N products (`npm run seed -- --products N`), starts the store
// (`npm start`), sends /healthz every 50 ms for 3 s idle, then again while GET /v2/admin/export runs
// (read to its end by this script), and prints p50 / p95 / max of both, the export's time and size. --keep reuses a
// seeded folder (seeded there when empty).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, percentile, root, startStore } from './lib.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '6200' },
    format: { type: 'string', default: 'csv' },
    keep: { type: 'string' },
  },
});
const products = Number(values.products.replace(/[_.]/g, ''));
const dataDir = values.keep ?? mkdtempSync(join(tmpdir(), 'vitrine-export-bench-'));
const token = 'bench-export-token-0123456789abcdefghij';

if (!existsSync(dataDir) || readdirSync(dataDir).length === 0 || !values.keep) {
  const t0 = performance.now();
  const seeded = spawnSync('npm', ['run', 'seed', '--silent', '--', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seed failed');
  console.log(`seeded ${products} products in ${fmt((performance.now() - t0) / 1000)} s`);
}

const store = await startStore({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: token });
try {
  const health = async () => {
    const t = performance.now();
    const res = await fetch(`${store.base}/healthz`);
    await res.arrayBuffer();
    return performance.now() - t;
  };
  // Open loop: a request every 50 ms whether or not the previous one was answered, so a request that arrives while
  // the process is held waits as long as it is held (one request at a time would mostly sample the free moments).
  const sample = async (until) => {
    const pending = [];
    while (!until()) {
      pending.push(health());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await Promise.all(pending)).sort((a, b) => a - b);
  };
  const line = (label, times) =>
    console.log(
      `${label.padEnd(16)} n=${String(times.length).padStart(4)}  p50 ${fmt(percentile(times, 50)).padStart(7)} ms  p95 ${fmt(percentile(times, 95)).padStart(7)} ms  max ${fmt(times[times.length - 1]).padStart(7)} ms`,
    );

  const idleEnd = performance.now() + 3_000;
  line('/healthz idle', await sample(() => performance.now() > idleEnd));

  let done = false;
  let bytes = 0;
  const t0 = performance.now();
  const exported = (async () => {
    const res = await fetch(`${store.base}/v2/admin/export?format=${values.format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body) bytes += chunk.length;
  })().finally(() => (done = true));
  const during = await sample(() => done);
  await exported;
  line('/healthz export', during);
  console.log(
    `export (${values.format}, ${products} products): ${fmt((performance.now() - t0) / 1000)} s, ${fmt(bytes / 1024 / 1024)} MiB`,
  );
} finally {
  await store.stop();
  if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
}
