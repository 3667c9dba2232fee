#!/usr/bin/env node
// The sitemap of a large catalogue (B§3 seo): size, split into files and time to first byte of each file.
//
//   node bench/sitemap.mjs [--products N] [--data-dir DIR]          (default 100000 products, PGlite)
//   node scripts/with-postgres.mjs node bench/sitemap.mjs --products 100000
//
// Grows the demo catalogue to N products with the large-catalogue generator, starts the store (`npm start`'s server)
// on that database and reads /sitemap.xml and every file it names, printing per file: addresses, bytes, time to
// first byte and total time.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startStore } from './lib.mjs';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, 'data-dir': { type: 'string' } },
});
const target = Number(values.products.replace(/[_.]/g, ''));
const databaseUrl = process.env.DATABASE_URL;
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'vitrine-sitemap-bench-'));

const { register } = await import('tsx/esm/api');
register();
const { startDatabase } = await import('../apps/api/src/start.ts');
const { seedLarge } = await import('../apps/api/src/seed/large.ts');
const { db } = await startDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
const t0 = performance.now();
const report = await seedLarge(db, target, () => undefined);
if (report.added) console.log(`seeded ${report.added} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await db.close();

const store = await startStore({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** Reads an address to its end: time to first byte, total time, bytes and the <url>/<sitemap> entries. */
async function read(url) {
  const started = performance.now();
  const response = await fetch(url);
  const reader = response.body.getReader();
  let ttfb = null;
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    ttfb ??= performance.now() - started;
    bytes += value.length;
    text += new TextDecoder().decode(value, { stream: true });
  }
  return {
    status: response.status,
    ttfb: ttfb ?? performance.now() - started,
    total: performance.now() - started,
    bytes,
    entries: (text.match(/<url>|<sitemap>/g) ?? []).length,
    locs: [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
  };
}

try {
  const index = await read(`${store.base}/sitemap.xml`);
  const rows = [['/sitemap.xml', index]];
  for (const loc of index.locs) {
    const path = new URL(loc).pathname;
    rows.push([path, await read(`${store.base}${path}`)]);
  }
  console.log(`\nsitemap of ${target} products (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  console.log('file                               status  entries      bytes  ttfb ms  total ms');
  for (const [path, r] of rows) {
    console.log(
      `${path.padEnd(34)} ${String(r.status).padStart(6)} ${String(r.entries).padStart(8)} ${String(r.bytes).padStart(10)} ${r.ttfb.toFixed(0).padStart(8)} ${r.total.toFixed(0).padStart(9)}`,
    );
  }
  const files = rows.slice(1);
  console.log(
    `\n${files.length} files, ${files.reduce((n, [, r]) => n + r.entries, 0)} addresses, largest file ${Math.max(...files.map(([, r]) => r.entries))} addresses (limit 50000)`,
  );
} finally {
  await store.stop();
}
