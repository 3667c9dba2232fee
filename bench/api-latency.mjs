#!/usr/bin/env node
// Store API latency (p50/p95, ms) and throughput of the calls every page makes, on the embedded database, or on the
// PostgreSQL server named by DATABASE_URL. Usage: node bench/api-latency.mjs [requests per call]
import { fmt, load, startDemoStore } from './lib.mjs';

const total = Number(process.argv[2] ?? 400);
const token = process.env.APP_TOKEN ?? 'vitrine-local';
const store = await startDemoStore();
const calls = [
  '/v2/front/settings',
  '/v2/front/struct/menus/menuPrincipal-new',
  '/v2/front/struct/menus/ver-toda-loja',
  '/v2/front/brands?ativo=true',
  '/v2/front/url/verify?url=/data-loggers',
  '/v2/front/checkout/user',
  '/v2/front/checkout/cart',
  '/v2/front/checkout/user-and-cart',
  '/v2/front/showcase/banners/banner_grid_square?limit=4',
  '/v2/front/showcase/products/mais-procurados?limit=5',
];
try {
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'}; ${total} requests per call, 8 in flight`,
  );
  console.log('call'.padEnd(58), 'p50 ms', ' p95 ms', '  req/s');
  for (const path of calls) {
    const r = await load(() => fetch(store.base + path, { headers: { 'app-token': token } }), { total });
    console.log(path.padEnd(58), fmt(r.p50).padStart(6), fmt(r.p95).padStart(7), fmt(r.rps).padStart(7));
  }
  for (const path of ['/', '/pagina/quem-somos']) {
    const r = await load(() => fetch(store.base + path), { total: Math.min(total, 200) });
    console.log(`SSR ${path}`.padEnd(58), fmt(r.p50).padStart(6), fmt(r.p95).padStart(7), fmt(r.rps).padStart(7));
  }
} finally {
  await store.stop();
}
