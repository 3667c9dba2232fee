#!/usr/bin/env node
// Memory under a long load (docs/architecture.md §7): the seeded store (one process, embedded database or DATABASE_URL)
// is loaded for `--minutes` with 16 connections over every page kind — each request a different address (listing
// pages and orders, search terms, products), so caches fill and turn over as they would — while its resident memory
// (RSS, from /proc) is sampled every 10 s. Prints the samples, then the first-minute and last-minute averages and
// their difference: flat means the caches are bounded and nothing leaks.
// Usage: node bench/soak.mjs [--minutes 10] [--connections 16]
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { fmt, startDemoStore } from './lib.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const minutes = arg('minutes', 10);
const connections = arg('connections', 16);

/** Resident memory of a process in MB (VmRSS). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? NaN) / 1024;
}

const store = await startDemoStore();
try {
  const sample = await store.samplePages();
  const listing = await store.api('/v2/front/url/list/listing?url=/data-loggers&limit=48');
  const products = listing.data?.conteudo?.produtos?.map((p) => p.rota) ?? [];
  const terms = ['termometro', 'data logger', 'controlador', 'sensor', 'alicate', 'solda', 'umidade', 'pressao'];
  const orders = ['popularidade', 'menor-preco', 'maior-preco', 'nome'];
  let n = 0;
  // Every request its own address: pages, orders, page sizes, search terms with a counter (new cache keys).
  const next = () => {
    n += 1;
    switch (n % 6) {
      case 0:
        return sample.home;
      case 1:
        return `${sample.listing}?order=${orders[n % orders.length]}&pg=${(n % 3) + 1}`;
      case 2:
        return products[n % Math.max(1, products.length)] ?? sample.product;
      case 3:
        return sample.kit;
      case 4:
        return `/busca?busca=${encodeURIComponent(terms[n % terms.length])}${n % 5 === 0 ? `+${n}` : ''}`;
      default:
        return sample.product;
    }
  };
  console.log(
    `Soak: ${cpus().length} cores, load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(
        ' ',
      )}; ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded)'}; ${connections} connections, ${minutes} min`,
  );
  const samples = [];
  const started = Date.now();
  const timer = setInterval(() => {
    const at = Math.round((Date.now() - started) / 1000);
    const mb = rssMb(store.pid);
    samples.push({ at, mb });
    console.log(`  ${String(at).padStart(4)} s  RSS ${fmt(mb)} MB`);
  }, 10_000);
  const result = await autocannon({
    url: store.base,
    connections,
    duration: minutes * 60,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  clearInterval(timer);
  const avg = (list) => list.reduce((a, s) => a + s.mb, 0) / Math.max(1, list.length);
  const first = avg(samples.filter((s) => s.at <= 60));
  const last = avg(samples.filter((s) => s.at >= minutes * 60 - 60));
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `\n${result.requests.total} requests (${fmt(result.requests.average)} req/s, ${failed} failed); RSS first minute ${fmt(
      first,
    )} MB, last minute ${fmt(last)} MB (${last >= first ? '+' : ''}${fmt(last - first)} MB), peak ${fmt(
      Math.max(...samples.map((s) => s.mb)),
    )} MB`,
  );
} finally {
  await store.stop();
}
