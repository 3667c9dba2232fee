/**
 * Issue 28 item 4: cart adds are limited per shopper address and per session — the add after the limit is a 429 in
 * the Store API's envelope, with Retry-After and a Portuguese wait message — so one client cannot store rows without
 * end. A shopper adding by hand never meets either limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@vitrine/contract';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { CART_ADD_LIMITS } from '../src/modules/cart/limits';
import { CART, newSession } from './cart-helpers';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
let product: number;
beforeAll(async () => {
  api = await startTestApi();
  const [p] = await api.db.query<{ id: number }>(
    `SELECT id FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 100
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
      ORDER BY id LIMIT 1`,
  );
  product = p!.id;
});
afterAll(() => api?.close());

const add = (remoteAddress: string, session?: string) =>
  api.call({
    method: 'POST',
    url: CART,
    remoteAddress,
    headers: session ? { session } : {},
    payload: { tipo: 'produto', itens: [{ idProduto: product, idAtributoValor: null, quantidade: 1 }] },
  });

/** The answer is the limit's 429: envelope, Portuguese message, and a wait in seconds within the window. */
function expectLimited(res: Awaited<ReturnType<typeof add>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(failureSchema.parse(res.json()).error).toEqual({
    code: 'rate_limited',
    message: FORM_MESSAGES.cartRateLimited,
  });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
}

describe(`cart add limits on ${engine} (issue 28, item 4)`, () => {
  it('are named, and loose enough for a shopper: more per address (offices share one) than per session', () => {
    expect(CART_ADD_LIMITS.perSession).toEqual({ max: 30, timeWindow: 60_000 });
    expect(CART_ADD_LIMITS.perIp).toEqual({ max: 60, timeWindow: 60_000 });
    expect(FORM_MESSAGES.cartRateLimited).toMatch(/^Muitos produtos adicionados ao carrinho .*Aguarde/);
  });

  it('per session: the add after the limit is a 429 with Retry-After and the Portuguese message', async () => {
    const { token } = await newSession(api);
    // Each add from a different address, so only the session's limit applies.
    for (let i = 0; i < CART_ADD_LIMITS.perSession.max; i++) {
      const res = await add(`10.210.${i}.1`, token);
      expect(res.statusCode, res.body).toBe(200);
    }
    expectLimited(await add('10.210.250.1', token));
    // The refused add stored nothing: the cart holds exactly what the allowed adds put in it.
    const cart = await api.call({ method: 'GET', url: CART, headers: { session: token } });
    expect(cart.json().data.quantidadeTotal).toBe(CART_ADD_LIMITS.perSession.max);
    // Another session is not affected.
    const other = await newSession(api);
    expect((await add('10.210.251.1', other.token)).statusCode).toBe(200);
  });

  it('per address: anonymous adds (each a new session) stop at the limit; no session or row is created', async () => {
    const ip = '10.211.0.1';
    for (let i = 0; i < CART_ADD_LIMITS.perIp.max; i++) expect((await add(ip)).statusCode).toBe(200);
    const [before] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    const over = await add(ip);
    expectLimited(over);
    expect(over.headers.session).toBeUndefined();
    // A new session from the same address is refused too.
    const { token } = await newSession(api);
    expectLimited(await add(ip, token));
    const [after] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after!.n).toBe(before!.n + 1); // only the session the test opened itself
    // Another address is not affected.
    expect((await add('10.211.0.2')).statusCode).toBe(200);
  });

  it("the kit and list adds count against the same limits ('Compre a lista')", async () => {
    const ip = '10.212.0.1';
    for (let i = 0; i < CART_ADD_LIMITS.perIp.max; i++) expect((await add(ip)).statusCode).toBe(200);
    const list = await api.call({ method: 'POST', url: '/v2/front/list/shop', remoteAddress: ip, payload: {} });
    expectLimited(list);
  });
});
