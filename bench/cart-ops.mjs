#!/usr/bin/env node
// Cart changes under concurrent load (T§7 POST/PUT /checkout/cart; docs/architecture.md §4 row lock per cart):
// operations per second and p50/p95 latency with 8 and 32 requests in flight, spread over many sessions and on one hot
// cart (where every change waits for the cart's lock). Embedded database by default, or the PostgreSQL server in
// DATABASE_URL:
//   node bench/cart-ops.mjs [requests per run]
//   node scripts/with-postgres.mjs node bench/cart-ops.mjs
import { fmt, load, startDemoStore } from './lib.mjs';

const total = Number(process.argv[2] ?? 800);
const SESSIONS = 64;
const CANDIDATES = 20;
const PRODUCTS = 4;
const appToken = process.env.APP_TOKEN ?? 'vitrine-local';
const store = await startDemoStore();
const CART = `${store.base}/v2/front/checkout/cart`;

function cartCall(method, session, body) {
  const headers = { 'app-token': appToken, 'content-type': 'application/json' };
  if (session) headers.session = session;
  return fetch(CART, { method, headers, body: JSON.stringify(body) });
}
const addBody = (idProduto) => ({ tipo: 'produto', itens: [{ idProduto, idAtributoValor: null, quantidade: 1 }] });

/** Products a plain add accepts (no attribute to choose, in stock), taken from a showcase. */
async function addableProducts() {
  const res = await fetch(`${store.base}/v2/front/showcase/products/mais-procurados?limit=${CANDIDATES}`, {
    headers: { 'app-token': appToken },
  });
  const { data } = await res.json();
  const ids = [];
  for (const product of data.produtos) {
    const probe = await cartCall('POST', null, addBody(product.id));
    await probe.arrayBuffer();
    if (probe.ok) ids.push(product.id);
    if (ids.length === PRODUCTS) break;
  }
  if (ids.length === 0) throw new Error('no product can be added without choosing an attribute');
  return ids;
}

/** A new session whose cart already holds one of each product (so updates always find their line). */
async function sessionWith(ids) {
  let session = null;
  for (const id of ids) {
    const res = await cartCall('POST', session, addBody(id));
    session ??= res.headers.get('session');
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`setup add failed: HTTP ${res.status}`);
  }
  return session;
}

/** Alternates adds of 1 and updates to a small quantity, over the given sessions round-robin. */
function mixedChanges(sessions, ids) {
  let n = 0;
  return () => {
    n += 1;
    const session = sessions[n % sessions.length];
    const id = ids[n % ids.length];
    return n % 2 === 0
      ? cartCall('POST', session, addBody(id))
      : cartCall('PUT', session, { hash: `p${id}-v0`, tipo: 'produto', quantidade: 1 + (n % 3) });
  };
}

try {
  const ids = await addableProducts();
  const sessions = [];
  for (let i = 0; i < SESSIONS; i += 1) sessions.push(await sessionWith(ids));
  const hot = await sessionWith(ids);
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'}; ${total} cart changes per run ` +
      `(half POST add 1, half PUT quantity), ${ids.length} products`,
  );
  console.log('run'.padEnd(44), 'p50 ms', ' p95 ms', '  ops/s');
  for (const [label, pool] of [
    [`${SESSIONS} sessions`, sessions],
    ['one hot cart', [hot]],
  ]) {
    for (const concurrency of [8, 32]) {
      const r = await load(mixedChanges(pool, ids), { total, concurrency });
      const name = `${label}, ${concurrency} in flight`;
      console.log(name.padEnd(44), fmt(r.p50).padStart(6), fmt(r.p95).padStart(7), fmt(r.rps).padStart(7));
    }
  }
} finally {
  await store.stop();
}
