/**
 * Concurrent cart changes (T§4 Cart, T§7, docs/architecture.md §4): every change locks its cart row (an upsert that
 * takes the row lock, in cart/mutations.ts), so parallel requests never lose an update and the stock clamp holds. The
 * expected states below do not depend on the order the requests run in. PGlite runs one transaction at a time;
 * PostgreSQL is where the lock is what keeps these counts exact (without it the adds read stale quantities and
 * overwrite each other).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, envelope, type Cart } from '@vitrine/contract';
import { CART, LOOSE_CART_ADD_LIMITS, cartOk, newSession } from './cart-helpers';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ cartAddLimits: LOOSE_CART_ADD_LIMITS }); // many adds from one address and session
});
afterAll(() => api?.close());

const SESSIONS = 50;
const CHANGES_PER_SESSION = 20;
/** Sessions whose changes are sent at once. */
const WAVE_SESSIONS = 10;
const HOT_CART_CHANGES = 200;
const AMPLE_STOCK = 10_000;
/** Below HOT_CART_CHANGES, so the parallel adds run into the clamp. */
const SCARCE_STOCK = 137;

type Kind = 'POST' | 'PUT' | 'DELETE';
const send = (method: Kind, token: string, payload: object) =>
  api.call({ method, url: CART, payload, headers: { session: token } });
const add = (token: string, idProduto: number, quantidade = 1) =>
  send('POST', token, { tipo: 'produto', itens: [{ idProduto, idAtributoValor: null, quantidade }] });
const hashOf = (id: number) => `p${id}-v0`;

async function cartOf(token: string): Promise<Cart> {
  const res = await api.call({ method: 'GET', url: CART, headers: { session: token } });
  return envelope(cartSchema).parse(res.json()).data;
}
const quantities = (cart: Cart) => Object.fromEntries(cart.itens.map((i) => [i.hash, i.quantidade]));

/** `count` available products without simple values or group items, their stock set to `estoque`. */
async function plainProducts(count: number, offset: number, estoque: number): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(
    `SELECT id FROM products p WHERE ativo AND status = 'disponivel'
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.item_product_id = p.id)
      ORDER BY id OFFSET $1 LIMIT $2`,
    [offset, count],
  );
  const ids = rows.map((r) => r.id);
  expect(ids).toHaveLength(count);
  await api.db.query('UPDATE products SET estoque = $2 WHERE id = ANY($1::int[])', [ids, estoque]);
  return ids;
}

// What is checked is the end state, not the time: a busy 2-core runner may take a minute over 1,000 changes.
describe(`parallel cart changes on ${engine} (T§4, T§7, docs/architecture.md §4)`, { timeout: 120_000 }, () => {
  it(`${SESSIONS} sessions × ${CHANGES_PER_SESSION} parallel adds, updates and removes end in the one order-free state`, async () => {
    const [a, b, c] = (await plainProducts(3, 0, AMPLE_STOCK)) as [number, number, number];
    const tokens = await Promise.all(Array.from({ length: SESSIONS }, async () => (await newSession(api)).token));
    // Each cart starts with one b and one c line.
    for (const token of tokens) {
      await cartOk(await add(token, b));
      await cartOk(await add(token, c));
    }
    // Per session: 16 adds of a (sum 16), 3 updates of b to 4 (same value), 1 removal of c.
    const ADDS = 16;
    const changes = tokens.flatMap((token) => [
      ...Array.from({ length: ADDS }, () => () => add(token, a)),
      ...Array.from({ length: 3 }, () => () => send('PUT', token, { hash: hashOf(b), tipo: 'produto', quantidade: 4 })),
      () => send('DELETE', token, { hash: hashOf(c), tipo: 'produto' }),
    ]);
    expect(changes).toHaveLength(SESSIONS * CHANGES_PER_SESSION);
    // Each session's 20 changes race each other and the other sessions of their wave; waves of 10 sessions (200
    // requests at once) keep the races and stay within what a pool of 10 connections queues before its 5 s connect
    // timeout on a busy runner (1,000 at once answered 503s there: a capacity limit, not a cart fault).
    const answers = [];
    for (let wave = 0; wave < changes.length; wave += WAVE_SESSIONS * CHANGES_PER_SESSION) {
      const slice = changes.slice(wave, wave + WAVE_SESSIONS * CHANGES_PER_SESSION);
      answers.push(...(await Promise.all(slice.map((change) => change()))));
    }
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const carts = await Promise.all(tokens.map(cartOf));
    for (const cart of carts) {
      expect(quantities(cart)).toEqual({ [hashOf(a)]: ADDS, [hashOf(b)]: 4 });
    }
    // Every change counted once: 2 set-up adds + 20 changes per cart.
    const versions = await api.db.query<{ versao: number }>(
      `SELECT c.versao FROM carts c WHERE c.session_hash IN (SELECT token_hash FROM sessions)
          AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.product_id = $1)`,
      [a],
    );
    expect(versions.map((v) => v.versao)).toEqual(Array.from({ length: SESSIONS }, () => 2 + CHANGES_PER_SESSION));
  });

  it(`${HOT_CART_CHANGES} parallel adds of 1 to one cart with ample stock end at exactly ${HOT_CART_CHANGES}`, async () => {
    const [p] = (await plainProducts(1, 3, AMPLE_STOCK)) as [number];
    const token = (await newSession(api)).token;
    const answers = await Promise.all(Array.from({ length: HOT_CART_CHANGES }, () => add(token, p)));
    const bodies = await Promise.all(answers.map(cartOk));
    // Each answer saw its own add: the answered quantities are exactly 1…200, once each.
    expect(bodies.map((b) => b.itens[0]?.quantidade).sort((x = 0, y = 0) => x - y)).toEqual(
      Array.from({ length: HOT_CART_CHANGES }, (_, i) => i + 1),
    );
    expect(quantities(await cartOf(token))).toEqual({ [hashOf(p)]: HOT_CART_CHANGES });
  });

  it(`${HOT_CART_CHANGES} parallel adds of 1 with stock ${SCARCE_STOCK} stop exactly at the stock; the rest are clamped (T§8)`, async () => {
    const [p] = (await plainProducts(1, 4, SCARCE_STOCK)) as [number];
    const token = (await newSession(api)).token;
    const bodies = await Promise.all(Array.from({ length: HOT_CART_CHANGES }, async () => cartOk(await add(token, p))));
    expect(quantities(await cartOf(token))).toEqual({ [hashOf(p)]: SCARCE_STOCK });
    expect(bodies.filter((b) => b.avisos.length === 0)).toHaveLength(SCARCE_STOCK);
    const clamped = bodies.filter((b) => b.avisos.length > 0);
    expect(clamped).toHaveLength(HOT_CART_CHANGES - SCARCE_STOCK);
    for (const b of clamped) {
      expect(b.avisos).toEqual([
        expect.objectContaining({ quantidadeSolicitada: SCARCE_STOCK + 1, quantidadeDisponivel: SCARCE_STOCK }),
      ]);
    }
  });
});
