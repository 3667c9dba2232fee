#!/usr/bin/env node
// Listing and search latency (p50/p95, ms) of the Store API, on PGlite or on the PostgreSQL server in DATABASE_URL.
//
//   node bench/listing-latency.mjs [--products N] [--requests R] [--data-dir DIR]
//
// Seeds the database itself (demo catalogue, then grown to N products with the large-catalogue generator), starts
// the Store API in this process on a free port and times sequential requests (one in flight, so the figures are
// latencies, not queueing). With PostgreSQL run it inside scripts/with-postgres.mjs, which stops the server after
// the command: `node scripts/with-postgres.mjs node bench/listing-latency.mjs --products 100000`.
// --data-dir keeps a PGlite database between runs (seeding 100k products takes a while).
// Listings and searches are cached per process under the catalogue version (docs/decisions/006-search.md "Caches"),
// so repeated requests measure the cached path; rows marked "cold" bump the version (as any catalogue write does)
// before every request, so they measure a cache miss.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, freePort, load } from './lib.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    requests: { type: 'string', default: '200' },
    'data-dir': { type: 'string' },
  },
});
const total = Number(values.requests);
const target = values.products === undefined ? undefined : Number(values.products.replace(/[_.]/g, ''));
const databaseUrl = process.env.DATABASE_URL;
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'vitrine-listing-bench-'));

const { register } = await import('tsx/esm/api');
register();
const { startDatabase } = await import('../apps/api/src/start.ts');
const { seedLarge } = await import('../apps/api/src/seed/large.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { createContext } = await import('../apps/api/src/context.ts');

const token = 'bench-app-token';
const { db } = await startDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
if (databaseUrl && target === undefined) {
  // A server database may hold a catalogue grown by an earlier run; listings are measured on what is there.
}
if (target !== undefined) {
  const t0 = performance.now();
  const report = await seedLarge(db, target, () => undefined);
  if (report.added) console.log(`seeded ${report.added} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const [{ n }] = await db.query('SELECT count(*)::int AS n FROM products WHERE ativo');
const app = await buildApp(createContext(db, token));
const port = await freePort();
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}/v2/front`;

const calls = [
  [
    'category, level 3, 2 filters + facets',
    '/url/product/listing/category?url=/data-loggers/logistica&filtro=aplicacao:logistica&filtro=conectividade:usb&order=popularidade',
  ],
  [
    'category, level 2, 2 filters + facets',
    '/url/product/listing/category?url=/termometros&filtro=faixa-de-medicao:menos-50-a-300-c&filtro=preco:100-500&order=popularidade',
  ],
  [
    'category, level 2, 2 filters + facets, cold',
    '/url/product/listing/category?url=/termometros&filtro=faixa-de-medicao:menos-50-a-300-c&filtro=preco:100-500&order=popularidade',
    { cold: true },
  ],
  ['category, level 2, no filter', '/url/product/listing/category?url=/refrigeracao&order=popularidade'],
  ['brand, price order', '/url/product/listing/brand?url=/marcas/termotek&order=menor-preco'],
  ['search "termometro digital"', '/url/product/listing/search?busca=termometro+digital'],
  ['search with typo "termometo"', '/url/product/listing/search?busca=termometo'],
  // A catalogue write before every request: every cached answer is stale, so each request is a cold one.
  ['search "termometro digital", cold', '/url/product/listing/search?busca=termometro+digital', { cold: true }],
  ['search with typo "termometo", cold', '/url/product/listing/search?busca=termometo', { cold: true }],
  // The same filtered search before and after its relevance order ranked (and cached) its matches.
  [
    'search "termometro", filter + price order',
    '/url/product/listing/search?busca=termometro&filtro=conectividade:usb&order=menor-preco',
  ],
  ['search "termometro", page 2', '/url/product/listing/search?busca=termometro&offset=24'],
  [
    'same filter + price order, ranked ids cached',
    '/url/product/listing/search?busca=termometro&filtro=conectividade:usb&order=menor-preco',
  ],
  ['suggestions "term" (limit 5)', '/url/product/listing/search?busca=term&offset=0&limit=5'],
  // What the storefront's suggestion route sends (no facets, bounded ranking; docs/decisions/006-search.md).
  [
    'suggestions "term" (limit 5, facetas=false)',
    '/url/product/listing/search?busca=term&offset=0&limit=5&facetas=false',
  ],
  [
    'suggestions "term" (facetas=false), cold',
    '/url/product/listing/search?busca=term&offset=0&limit=5&facetas=false',
    { cold: true },
  ],
  ['kits', '/url/list/listing?url=/lista'],
];
try {
  console.log(
    `database: ${databaseUrl ? 'PostgreSQL server' : 'PGlite'}; ${n} active products; ${total} sequential requests per call`,
  );
  console.log('call'.padEnd(46), ' p50 ms', ' p95 ms');
  for (const [label, path, { cold = false } = {}] of calls) {
    const get = async () => {
      // Bumps the catalogue version (migration 010), as any catalogue write does.
      if (cold) await db.query('UPDATE catalog_version SET versao = versao + 1');
      return fetch(base + path, { headers: { 'app-token': token } });
    };
    for (let i = 0; i < 10; i += 1) await (await get()).arrayBuffer();
    const r = await load(get, { total, concurrency: 1 });
    console.log(label.padEnd(46), fmt(r.p50).padStart(7), fmt(r.p95).padStart(7));
  }
} finally {
  await app.close();
  await db.close();
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}
