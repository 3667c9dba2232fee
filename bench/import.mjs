#!/usr/bin/env node
// Catalogue import (issue 26): rows per second, peak RSS and the Store API listing's p95 while an import runs vs idle.
//
//   node bench/import.mjs                       10,000 and 100,000 products, on PGlite and on a PostgreSQL server of
//                                               its own (port --pg-port), each run in a child process; then a table
//   node bench/import.mjs --products 10000 [--requests 100] [--port 3510] [--again] [--alone]
//                                               one run, on PGlite or on the PostgreSQL server in DATABASE_URL;
//                                               --alone: no listing during the import (its CPU is the import's own)
//
// Generates a CSV of N new products (one in five with three voltage variations), starts the API in this process on a
// fresh demo database, measures the listing (uncached pages, one request in flight) idle, then imports the file
// through the same code as POST /v2/admin/import while the listing is measured again, then imports it a second
// time (nothing changes). RSS is sampled every 50 ms. On a shared machine the CPU seconds of this process (PGlite runs
// in it; the PostgreSQL server does not) are steadier than the wall time.
import { spawnSync } from 'node:child_process';
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, freePort } from './lib.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    requests: { type: 'string', default: '100' },
    port: { type: 'string' },
    'pg-port': { type: 'string', default: '55410' },
    again: { type: 'boolean' },
    alone: { type: 'boolean' },
  },
});
if (!values.products) {
  await runAll();
  process.exit(0);
}
const n = Number(values.products.replace(/[_.]/g, ''));
const dir = mkdtempSync(join(tmpdir(), 'vitrine-import-bench-'));
const file = join(dir, 'catalogo.csv');

// Written a thousand products at a time: the bench keeps no copy of the file in memory (at 100,000 products, 160,000
// retained lines were most of the heap V8 sized its collections by, and so a large part of the RSS it measured).
const out = openSync(file, 'w');
let rows = 0;
let lines = [
  '\uFEFFsku;sku_pai;nome;marca;categoria;preco_de;preco_por;estoque;status;descricao_curta;descricao_longa;imagens;atributo;valor;caracteristicas;filtros',
];
const writeLines = () => {
  if (lines.length === 0) return;
  writeSync(out, `${lines.join('\n')}\n`);
  lines = [];
};
for (let i = 1; i <= n; i += 1) {
  const price = `${(i % 4000) + 19},90`;
  const variations = i % 5 === 0;
  lines.push(
    `BEN-${i};;Instrumento de Bancada Bench ${i} Série ${i % 97};Marca Bench ${i % 40};Instrumentos > Bench ${i % 25};;${price};${variations ? '' : i % 50};disponivel;<p>Instrumento ${i} para medição em bancada.</p>;<p>Descrição longa do instrumento ${i}, com <strong>especificações</strong> completas.</p>;/media/produtos/bench-${i}-1-{tamanho}.svg;${variations ? 'Voltagem' : ''};;Características técnicas > Modelo = B-${i};Aplicação: Industrial`,
  );
  if (variations) {
    for (const v of ['110V', '220V', 'Bivolt'])
      lines.push(`BEN-${i}-${v};BEN-${i};;;;;${price};${i % 9};;;;;Voltagem;${v};;`);
  }
  rows += variations ? 4 : 1;
  if (i % 1000 === 0) writeLines();
}
writeLines();
closeSync(out);

const { register } = await import('tsx/esm/api');
register();
const { startDatabase } = await import('../apps/api/src/start.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { createContext } = await import('../apps/api/src/context.ts');
const { runImport } = await import('../apps/api/src/modules/admin/import.ts');
const { readCsvItems } = await import('../apps/api/src/modules/admin/csv-read.ts');
const { imagePolicy } = await import('../apps/api/src/modules/media/addresses.ts');

const { db } = await startDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: join(dir, 'data') });
const app = await buildApp(createContext(db, { appToken: 'bench-app-token' }));
const port = values.port ? Number(values.port) : await freePort();
await app.listen({ port, host: '127.0.0.1' });
let page = 0;
async function listing() {
  page = (page % 40) + 1;
  const t0 = performance.now();
  const order = ['popularidade', 'menor-preco', 'maior-preco', 'nome'][page % 4];
  const res = await fetch(
    `http://127.0.0.1:${port}/v2/front/url/product/listing/category?url=/refrigeracao&pagina=${page}&order=${order}&filtro=preco:${page}-`,
    { headers: { 'app-token': 'bench-app-token' } },
  );
  await res.arrayBuffer();
  return performance.now() - t0;
}
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
const idle = [];
for (let i = 0; i < Number(values.requests); i += 1) idle.push(await listing());

const actor = { userId: null, keyId: null, role: 'gestor', label: 'bench' };
async function timedImport() {
  const rssStart = process.memoryUsage().rss;
  let peak = rssStart;
  // Where the RSS goes: V8's heap, and memory outside it (Buffers, PGlite's WebAssembly memory).
  let heap = 0;
  let external = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heap = Math.max(heap, m.heapUsed);
    external = Math.max(external, m.external);
  }, 50);
  const during = [];
  let running = !values.alone;
  const poller = (async () => {
    while (running) during.push(await listing());
  })();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await runImport(db, actor, readCsvItems(createReadStream(file)), {
    dryRun: false,
    skipInvalid: false,
    csv: true,
    // The store's own image paths only, as a store without PUBLIC_URL judges them (the file names /media/… paths).
    images: imagePolicy(null),
  });
  const ms = performance.now() - t0;
  const { user, system } = process.cpuUsage(cpu0);
  running = false;
  await poller;
  clearInterval(sampler);
  return {
    report,
    ms,
    cpu: (user + system) / 1e6,
    growth: (peak - rssStart) / 2 ** 20,
    peak: peak / 2 ** 20,
    heap: heap / 2 ** 20,
    external: external / 2 ** 20,
    during,
  };
}
const first = await timedImport();
if (first.report.erros.length) console.log('refused:', first.report.erros.slice(0, 3));
// The same file again (nothing changes): by default only up to 10,000 products.
const second = (values.again ?? n <= 10_000) ? await timedImport() : null;
console.log(`engine ${db.kind}, ${n} products, ${rows} rows`);
for (const [name, r] of [
  ['first import', first],
  ['same file again', second],
]) {
  if (!r) continue;
  console.log(
    `${name}: ${fmt(r.ms / 1000)} s (this process's CPU ${fmt(r.cpu)} s), ${Math.round(rows / (r.ms / 1000))} rows/s, created ${r.report.criados}, changed ${r.report.alterados}, unchanged ${r.report.inalterados}, refused ${r.report.recusados}; peak RSS ${Math.round(r.peak)} MB (+${Math.round(r.growth)} MB; peak heap ${Math.round(r.heap)} MB, external ${Math.round(r.external)} MB); listing p95 during ${fmt(p95(r.during))} ms over ${r.during.length} requests`,
  );
}
console.log(`listing p95 idle: ${fmt(p95(idle))} ms over ${idle.length} requests`);
console.log(
  `RESULT ${JSON.stringify({ engine: db.kind, products: n, rows, s: first.ms / 1000, cpu: first.cpu, growth: first.growth, idle: p95(idle), during: p95(first.during), requests: first.during.length })}`,
);
await app.close();
await db.close();
rmSync(dir, { recursive: true, force: true });

/** Every size on both engines, one child process each (a fresh heap and database), then one table. */
async function runAll() {
  const { createCluster } = await import('../scripts/pg-cluster.mjs');
  const results = [];
  for (const engine of ['pglite', 'postgres']) {
    for (const products of ['10000', '100000']) {
      const cluster =
        engine === 'postgres'
          ? await createCluster({
              database: 'vitrine',
              prefix: 'vitrine-import-bench-',
              port: Number(values['pg-port']),
            })
          : null;
      try {
        const args = [new URL(import.meta.url).pathname, '--products', products, '--requests', values.requests];
        if (values.port) args.push('--port', values.port);
        const child = spawnSync(process.execPath, args, {
          env: { ...process.env, DATABASE_URL: cluster?.url ?? '', LOG_LEVEL: 'warn' },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
          maxBuffer: 64 * 2 ** 20,
        });
        process.stdout.write(child.stdout.replace(/^RESULT .*\n/m, ''));
        const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
        if (line) results.push(JSON.parse(line.slice(7)));
        else console.log(`${engine}, ${products} products: failed (exit ${child.status})`);
      } finally {
        cluster?.remove();
      }
    }
  }
  console.log('\nengine     products   rows      total s   rows/s   RSS growth   listing p95 idle → during');
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(10)} ${String(r.products).padEnd(10)} ${String(r.rows).padEnd(9)} ${fmt(r.s).padStart(7)}   ${String(Math.round(r.rows / r.s)).padStart(6)}   ${`+${Math.round(r.growth)} MB`.padStart(10)}   ${fmt(r.idle)} → ${fmt(r.during)} ms (${fmt(r.during / r.idle)}×, ${r.requests} requests)`,
    );
  }
}
