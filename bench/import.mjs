#!/usr/bin/env node
// Catalogue import (issue 26): rows per second, peak RSS and the Store API listing's p95 while an import runs vs idle,
// on PGlite or on the PostgreSQL server in DATABASE_URL.
//
//   node bench/import.mjs [--products 10000] [--requests 100]
//   node scripts/with-postgres.mjs node bench/import.mjs --products 100000
//
// Generates a CSV of N new products (one in five with three voltage variations), starts the API in this process on a
// fresh demo database, measures the listing (uncached pages, one request in flight) idle, then imports the file
// through the same code as POST /v2/admin/import while the listing is measured again, then imports it a second
// time (nothing changes). RSS is sampled every 50 ms. On a shared machine the CPU seconds of this process (PGlite runs
// in it; the PostgreSQL server does not) are steadier than the wall time.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fmt, freePort } from './lib.mjs';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '10000' }, requests: { type: 'string', default: '100' } },
});
const n = Number(values.products.replace(/[_.]/g, ''));
const dir = mkdtempSync(join(tmpdir(), 'vitrine-import-bench-'));
const file = join(dir, 'catalogo.csv');

const lines = [
  'sku;sku_pai;nome;marca;categoria;preco_de;preco_por;estoque;status;descricao_curta;descricao_longa;imagens;atributo;valor;caracteristicas;filtros',
];
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
}
writeFileSync(file, `\uFEFF${lines.join('\n')}\n`);

const { register } = await import('tsx/esm/api');
register();
const { startDatabase } = await import('../apps/api/src/start.ts');
const { buildApp } = await import('../apps/api/src/app.ts');
const { createContext } = await import('../apps/api/src/context.ts');
const { runImport } = await import('../apps/api/src/modules/admin/import.ts');
const { readCsvItems } = await import('../apps/api/src/modules/admin/csv-read.ts');

const { db } = await startDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: join(dir, 'data') });
const app = await buildApp(createContext(db, { appToken: 'bench-app-token' }));
const port = await freePort();
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
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const during = [];
  let running = true;
  const poller = (async () => {
    while (running) during.push(await listing());
  })();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await runImport(db, actor, readCsvItems(createReadStream(file)), {
    dryRun: false,
    skipInvalid: false,
    csv: true,
  });
  const ms = performance.now() - t0;
  const { user, system } = process.cpuUsage(cpu0);
  running = false;
  await poller;
  clearInterval(sampler);
  return { report, ms, cpu: (user + system) / 1e6, growth: (peak - rssStart) / 2 ** 20, peak: peak / 2 ** 20, during };
}
const first = await timedImport();
if (first.report.erros.length) console.log('refused:', first.report.erros.slice(0, 3));
const second = await timedImport();
console.log(`engine ${db.kind}, ${n} products, ${lines.length - 1} rows`);
for (const [name, r] of [
  ['first import', first],
  ['same file again', second],
]) {
  console.log(
    `${name}: ${fmt(r.ms / 1000)} s (this process's CPU ${fmt(r.cpu)} s), ${Math.round((lines.length - 1) / (r.ms / 1000))} rows/s, created ${r.report.criados}, changed ${r.report.alterados}, unchanged ${r.report.inalterados}, refused ${r.report.recusados}; peak RSS ${Math.round(r.peak)} MB (+${Math.round(r.growth)} MB); listing p95 during ${fmt(p95(r.during))} ms over ${r.during.length} requests`,
  );
}
console.log(`listing p95 idle: ${fmt(p95(idle))} ms over ${idle.length} requests`);
await app.close();
await db.close();
rmSync(dir, { recursive: true, force: true });
