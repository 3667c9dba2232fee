#!/usr/bin/env node
// Product photographs (issue 35; docs/decisions/038-product-photographs.md, bench/notes/038-product-photographs.md).
//
//   node bench/images.mjs [--products=24] [--import=1000] [--seconds=5] [--lighthouse=3]
//
// Makes photographic originals (noise, gradients and shapes drawn by sharp: a 4,000 px JPEG of ≈ 3–4 MB), loads them
// into a fresh demo store through the admin API, and prints beside each goal of the issue:
//   1. bytes of images a phone (360 px, DPR 2, Chromium) downloads on a product page and on a listing of 24;
//   2. a derived image already made, req/s against nginx serving the same bytes (both warmed, median of 3 rounds each);
//   3. the first request for a cold width of a 4,000 px original, p95;
//   4. Lighthouse mobile on the product page and the listing of these products (--lighthouse=N runs, 0 to skip);
//   5. an import of N products, each with its own 3 MB photo fetched by local URL: images/s, and listing p95 during vs
//      idle.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { fmt, freePort, load, nginxBinary, percentile, startDemoStore, startNginx } from './lib.mjs';
import { audit, median } from './lighthouse-audit.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '24' },
    import: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '5' },
    lighthouse: { type: 'string', default: '3' },
  },
});
const PRODUCTS = Number(values.products);
const IMPORTED = Number(values.import);
const LIGHTHOUSE_RUNS = Number(values.lighthouse);
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdefghijkl';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const tag = Date.now().toString(36);

/** A photograph-like JPEG: gaussian noise under gradients and shapes (not flat colour, which compresses to nothing). */
async function photograph(width, height, seed) {
  const hue = (n) => `hsl(${(seed * 47 + n) % 360}, 60%, 50%)`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
  const shapes = Array.from({ length: 12 }, (_, i) => {
    const x = ((seed * 131 + i * 977) % 100) / 100;
    const y = ((seed * 71 + i * 541) % 100) / 100;
    return `<circle cx="${x * width}" cy="${y * height}" r="${(0.05 + (i % 5) * 0.04) * width}" fill="${hue(i * 30)}" opacity="0.55"/>`;
  }).join('');
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hue(0)}"/>
    <stop offset="1" stop-color="${hue(180)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" opacity="0.65"/>${shapes}</svg>`;
  return sharp(noise)
    .composite([{ input: Buffer.from(art) }])
    .jpeg({ quality: 94 })
    .toBuffer();
}

/**
 * The same photograph as another file: a JPEG comment (COM segment) naming `n` after the start marker, so that each
 * imported product's photo has its own bytes and hash (the store keeps and derives each one) at no drawing cost.
 */
function distinct(jpeg, n) {
  const text = Buffer.from(`foto ${n}`);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

const product = (n, nome, imagens) => ({
  nome,
  slug: `produto-fotografado-${tag}-${n}`,
  marca: 'Marca Fotografada',
  categoria: 'Ferramentas > Fotografadas',
  precoDe: null,
  precoPor: 100 + n,
  estoque: 10,
  status: 'disponivel',
  descricaoCurta: 'Um produto com foto de verdade.',
  descricaoLonga: 'Foto.',
  imagens,
  caracteristicas: [],
  filtros: [],
  selos: [],
});

async function pageImageBytes(browserPath, url, { scroll }) {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  const page = await context.newPage();
  let bytes = 0;
  let count = 0;
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) {
      bytes += sizes.responseBodySize;
      count += 1;
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  if (scroll) {
    for (let y = 0; y < 30; y += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(120);
    }
  }
  await page.waitForLoadState('networkidle');
  await browser.close();
  return { kb: bytes / 1024, count };
}

/** POSTs `body` and parses the JSON answer, however long the answer takes. */
function postLong(url, { headers, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error);
        }
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const line = (name, value, goal) => console.log(`| ${name} | ${value} | ${goal} |`);

const store = await startDemoStore([], { ADMIN_TOKEN, TEST_IMAGE_FETCH_LOOPBACK: 'true', PAGE_CACHE_MB: '0' });

try {
  console.log(
    `# Product photographs — ${new Date().toISOString()}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // Originals: PRODUCTS photographs of 4,000 × 3,000 px.
  let originalBytes = 0;
  const hashes = [];
  const made = performance.now();
  for (let n = 0; n < PRODUCTS; n += 1) {
    const jpeg = await photograph(4000, 3000, n + 1);
    originalBytes += jpeg.length;
    const res = await fetch(`${store.base}/v2/admin/products/FOTO-${tag}-${n}`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(
        product(n, `Produto Fotografado ${tag} ${n}`, [{ arquivo: jpeg.toString('base64'), tipo: 'image/jpeg' }]),
      ),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`PUT: ${JSON.stringify(body).slice(0, 300)}`);
    hashes.push(/fotos\/([0-9a-f]{64})\//.exec(body.data.produto.imagens[0].url)[1]);
  }
  console.log(
    `${PRODUCTS} originals of 4,000 × 3,000 px, ${(originalBytes / PRODUCTS / 1024 / 1024).toFixed(2)} MB each on average, uploaded in ${((performance.now() - made) / 1000).toFixed(1)} s\n`,
  );
  console.log('| measure | figure | goal |\n| --- | --- | --- |');

  // 3. Cold first request (before the page loads warm anything else): a width nothing asked for yet, p95.
  const cold = [];
  for (const hash of hashes) {
    const t = performance.now();
    const res = await fetch(`${store.base}/media/fotos/${hash}/1280`, { headers: { accept: 'image/avif,image/webp' } });
    await res.arrayBuffer();
    cold.push(performance.now() - t);
  }
  cold.sort((a, b) => a - b);
  line(
    'cold first request, 1,280 px AVIF of a 4,000 px original: p50 / p95 ms',
    `${fmt(percentile(cold, 50))} / ${fmt(percentile(cold, 95))}`,
    'p95 ≤ 300 ms',
  );

  // 1. What a phone downloads.
  const browserPath = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  }).trim();
  const productPage = await pageImageBytes(browserPath, `${store.base}/produto-fotografado-${tag}-0.html`, {
    scroll: false,
  });
  line(
    'phone 360 px DPR 2, product page: KB of images (files)',
    `${fmt(productPage.kb)} (${productPage.count})`,
    '≤ 400 KB',
  );
  const listingUrl = `${store.base}/busca?busca=${encodeURIComponent(`Fotografado ${tag}`)}&limit=24`;
  const listing = await pageImageBytes(browserPath, listingUrl, { scroll: true });
  line(
    'phone 360 px DPR 2, listing of 24 scrolled to the end: KB of images (files)',
    `${fmt(listing.kb)} (${listing.count})`,
    '≤ 600 KB',
  );

  // 2. Warm: one derived image, the store vs nginx serving the same bytes.
  const warmUrl = `${store.base}/media/fotos/${hashes[0]}/480`;
  const bytes = Buffer.from(await (await fetch(warmUrl, { headers: { accept: 'image/avif' } })).arrayBuffer());
  const total = Number(values.seconds) * 400;
  const fromStore = () => fetch(warmUrl, { headers: { accept: 'image/avif' } });
  const nginxPath = nginxBinary();
  let storeLoad = null;
  let nginxLoad = null;
  if (!nginxPath) storeLoad = await load(fromStore, { total, concurrency: 16 });
  else {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-img-'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'foto.avif'), bytes);
    chmodSync(join(dir, 'foto.avif'), 0o644);
    const base = `http://127.0.0.1:${await freePort()}`;
    const nginx = await startNginx(nginxPath, {
      http: `  sendfile on; tcp_nopush on; keepalive_requests 100000;\n  types { image/avif avif; }\n  server { listen ${base.slice(7)}; root ${dir}; }`,
      ready: () => fetch(`${base}/foto.avif`).then((r) => r.ok),
    });
    // Both warmed first (the store's JIT, this client's connections), then three rounds each in turn: the median.
    const fromNginx = () => fetch(`${base}/foto.avif`);
    for (const warmUp of [fromStore, fromNginx]) await load(warmUp, { total: Math.ceil(total / 2), concurrency: 16 });
    const rounds = { store: [], nginx: [] };
    for (let round = 0; round < 3; round += 1) {
      rounds.store.push(await load(fromStore, { total, concurrency: 16 }));
      rounds.nginx.push(await load(fromNginx, { total, concurrency: 16 }));
    }
    const middle = (runs) => runs.sort((a, b) => a.rps - b.rps)[1];
    storeLoad = middle(rounds.store);
    nginxLoad = middle(rounds.nginx);
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  line(
    `warm 480 px AVIF (${(bytes.length / 1024).toFixed(1)} KB): store / nginx req/s (ratio)`,
    nginxLoad
      ? `${fmt(storeLoad.rps)} / ${fmt(nginxLoad.rps)} (${(storeLoad.rps / nginxLoad.rps).toFixed(2)})`
      : `${fmt(storeLoad.rps)} / — (nginx not installed)`,
    '≥ 0.5 × nginx',
  );

  // 4. Lighthouse (mobile) on the product page and the listing of these products, median of --lighthouse runs.
  if (LIGHTHOUSE_RUNS > 0) {
    console.log(
      `\nLighthouse mobile, median of ${LIGHTHOUSE_RUNS} (goal: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.01)\n`,
    );
    console.log('| page | performance | LCP s | TBT ms | CLS | CPU index |\n| --- | --- | --- | --- | --- | --- |');
    for (const [name, url] of [
      ['product', `${store.base}/produto-fotografado-${tag}-0.html`],
      ['listing', listingUrl],
    ]) {
      const all = Array.from({ length: LIGHTHOUSE_RUNS }, () => audit(url));
      const m = (pick) => median(all.map(pick));
      console.log(
        `| ${name} | ${m((r) => r.scores[0])} | ${(m((r) => r.lcp) / 1000).toFixed(2)} | ${m((r) => r.tbt).toFixed(0)} | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.benchmarkIndex))} |`,
      );
      const lost = all[0].lost;
      if (lost.length > 0) console.log(`\n${name}: performance lost on (first run): ${lost.join('; ')}`);
    }
  }

  // 5. Import by URL (last: the background work it starts would weigh on the figures above): IMPORTED products, each naming its own address of one 3 MB photograph.
  if (IMPORTED > 0) {
    const photo = await photograph(3600, 2700, 99);
    // Each address its own file (GET /foto-{n}.jpg), as a supplier's catalogue would have.
    const server = createServer((request, response) => {
      const n = Number(/^\/foto-(\d+)\.jpg$/.exec(request.url ?? '')?.[1] ?? NaN);
      if (!Number.isInteger(n)) return response.writeHead(404).end();
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(distinct(photo, n));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${server.address().port}`;
    const rows = ['sku,nome,marca,categoria,preco_de,preco_por,estoque,status,imagens'];
    for (let i = 0; i < IMPORTED; i += 1) {
      rows.push(
        `IMP-${tag}-${i},Importado ${tag} ${i},Marca Importada,Ferramentas > Importadas,,${10 + (i % 90)}.90,3,disponivel,${origin}/foto-${i}.jpg`,
      );
    }
    // A listing page rendered each time (PAGE_CACHE_MB=0): what shoppers keep asking for during the import.
    const listingCall = () => fetch(`${store.base}/data-loggers`);
    const idle = await load(listingCall, { total: 100, concurrency: 2 });
    let importing = true;
    const during = [];
    let listingFailures = 0;
    const probe = (async () => {
      while (importing) {
        const t = performance.now();
        // A listing that fails is counted (and never hides the import's own outcome).
        const ok = await listingCall()
          .then(async (res) => (await res.arrayBuffer(), res.ok))
          .catch(() => false);
        if (ok) during.push(performance.now() - t);
        else listingFailures += 1;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const t = performance.now();
    // node:http, not fetch: fetch gives up waiting for the answer's headers after 300 s, and an import of a thousand
    // photographs on a loaded machine takes longer (the store's own connection has no idle timeout once the file is in).
    const report = await postLong(`${store.base}/v2/admin/import?skipInvalid=true`, {
      headers: { ...admin, 'content-type': 'text/csv' },
      body: `${rows.join('\n')}\n`,
    });
    const seconds = (performance.now() - t) / 1000;
    importing = false;
    await probe;
    server.close();
    during.sort((a, b) => a - b);
    line(
      `import of ${IMPORTED} products, one ${(photo.length / 1024 / 1024).toFixed(1)} MB photo each by local URL: s, images/s`,
      `${seconds.toFixed(1)} s, ${fmt(IMPORTED / seconds)} images/s (${report.data?.criados ?? '?'} created, ${report.data?.recusados ?? '?'} refused)`,
      'finishes; prints images/s',
    );
    line(
      'listing p95 during the import vs idle, ms (ratio)',
      `${fmt(percentile(during, 95))} vs ${fmt(idle.p95)} (${(percentile(during, 95) / idle.p95).toFixed(2)}; ${listingFailures} failed)`,
      '≤ 2 × idle',
    );
  }
} finally {
  await store.stop();
}
