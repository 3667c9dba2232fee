#!/usr/bin/env node
// The supervisor of `npm start` (docs/architecture.md §2) on PostgreSQL: a throwaway cluster (scripts/pg-cluster.mjs), seeded
// once. Prints the time from a worker's SIGKILL to the store serving again, and the product page's requests per
// second (autocannon, anonymous) with one worker (WORKERS=1) and with one per core (WORKERS=0).
//   node bench/supervisor.mjs [seconds]
// Needs the PostgreSQL server binaries (see scripts/with-postgres.mjs) and `pgrep`.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { createCluster } from '../scripts/pg-cluster.mjs';
import { fmt, root, startStore, workersOf } from './lib.mjs';

const SECONDS = Number(process.argv[2] ?? 10);

async function serving(base) {
  try {
    return (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Waits until the store is up again with `count` workers; the milliseconds from `since`. */
async function backAfter(store, since, count) {
  for (;;) {
    if ((await serving(store.base)) && workersOf(store.pid).length >= count) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The first product page the home page links to. */
async function productPage(base) {
  const html = await (await fetch(`${base}/`)).text();
  const slug = /href="\/([a-z0-9-]+)\.html"/.exec(html)?.[1];
  if (!slug) throw new Error('no product link on the home page');
  return `${base}/${slug}.html`;
}

const cluster = await createCluster({ database: 'vitrine', prefix: 'vitrine-supervisor-' });
try {
  const seed = spawnSync('npm', ['run', 'seed', '--silent'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: cluster.url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  console.log(`${availableParallelism()} cores; ${cluster.version}; ${SECONDS} s of autocannon (16 connections) a run`);
  for (const workers of [1, 0]) {
    const store = await startStore({ DATABASE_URL: cluster.url, LOG_LEVEL: 'warn', WORKERS: String(workers) });
    try {
      const count = workers || availableParallelism();
      await backAfter(store, performance.now(), count);
      const url = await productPage(store.base);
      for (let i = 0; i < 20; i += 1) await fetch(url);
      const result = await autocannon({ url, connections: 16, duration: SECONDS });
      const [victim] = workersOf(store.pid);
      const killed = performance.now();
      process.kill(victim, 'SIGKILL');
      const ms = await backAfter(store, killed, count);
      console.log(
        `${count} worker(s): ${fmt(result.requests.average)} req/s on ${new URL(url).pathname} ` +
          `(p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}); kill -9 of a worker → serving with ${count} again: ${fmt(ms)} ms`,
      );
    } finally {
      await store.stop();
    }
  }
} finally {
  await cluster.remove();
}
