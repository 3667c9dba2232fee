/**
 * Signing in hands the session over (decision 022): the new session takes the cart in the same transaction as the
 * sign-in, the old token stays anonymous but keeps reaching that cart for a short grace period, and parallel
 * sign-ins of one user all end signed in on the one cart. On PostgreSQL the adds and the sign-in really overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, envelope, userSchema, type Cart, type User } from '@vitrine/contract';
import { HANDOVER_GRACE_MS } from '../src/modules/session/account';
import { DEMO_PASSWORD, USERS } from '../src/seed/data/people';
import { LOOSE_CART_ADD_LIMITS } from './cart-helpers';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ cartAddLimits: LOOSE_CART_ADD_LIMITS }); // many adds from one address and session
});
afterAll(() => api?.close());

const CUSTOMER = USERS.find((u) => u.tipo === 'cliente')!;
const CART = '/v2/front/checkout/cart';
const PARALLEL_ADDS = 40;

async function plainProduct(offset: number): Promise<number> {
  const [p] = await api.db.query<{ id: number }>(
    `SELECT id FROM products p WHERE ativo AND status = 'disponivel'
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.item_product_id = p.id)
      ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  await api.db.query('UPDATE products SET estoque = 10000 WHERE id = $1', [p!.id]);
  return p!.id;
}

const add = (idProduto: number, token?: string) =>
  api.call({
    method: 'POST',
    url: CART,
    payload: { tipo: 'produto', itens: [{ idProduto, idAtributoValor: null, quantidade: 1 }] },
    headers: token ? { session: token } : {},
  });
const login = (token: string) =>
  api.call({
    method: 'POST',
    url: '/v2/front/checkout/login',
    payload: { email: CUSTOMER.email, senha: DEMO_PASSWORD },
    headers: { session: token },
  });
async function cartOf(token: string): Promise<Cart> {
  const res = await api.call({ method: 'GET', url: CART, headers: { session: token } });
  return envelope(cartSchema).parse(res.json()).data;
}
async function userOf(token: string): Promise<User> {
  const res = await api.call({ method: 'GET', url: '/v2/front/checkout/user', headers: { session: token } });
  return envelope(userSchema).parse(res.json()).data;
}
async function anonymousCart(idProduto: number): Promise<string> {
  const res = await add(idProduto);
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers.session);
}

describe(`the sign-in hand-over on ${engine} (decision 022)`, () => {
  it('an add still carrying the old token after sign-in lands in the signed-in cart; the old token stays anonymous', async () => {
    const product = await plainProduct(0);
    const old = await anonymousCart(product);
    const signedIn = await login(old);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = String(signedIn.headers.session);

    const late = await add(product, old);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.headers.session).toBeUndefined();
    expect((await cartOf(token)).quantidadeTotal).toBe(2);
    expect((await cartOf(old)).quantidadeTotal).toBe(2);
    expect((await userOf(old)).logado).toBe(false);
    expect((await userOf(token)).logado).toBe(true);
  });

  it('parallel sign-ins of one user from one session all stay signed in, on the one cart', async () => {
    const product = await plainProduct(1);
    const old = await anonymousCart(product);
    const answers = await Promise.all(Array.from({ length: 4 }, () => login(old)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const tokens = answers.map((res) => String(res.headers.session));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect((await userOf(token)).logado).toBe(true);
      expect((await cartOf(token)).quantidadeTotal).toBe(1);
    }
    // An add through any of them is seen through all.
    expect((await add(product, tokens[0])).statusCode).toBe(200);
    for (const token of tokens) expect((await cartOf(token)).quantidadeTotal).toBe(2);
    // Signing out through one ends them all, with the cart.
    expect(
      (await api.call({ method: 'POST', url: '/v2/front/checkout/logout', headers: { session: tokens[1]! } }))
        .statusCode,
    ).toBe(200);
    for (const token of tokens) {
      expect((await userOf(token)).logado).toBe(false);
      expect((await cartOf(token)).quantidadeTotal).toBe(0);
    }
  });

  it('the old token expires after the grace period; a sign-out with it leaves the signed-in cart alone', async () => {
    const product = await plainProduct(3);
    const old = await anonymousCart(product);
    const before = Date.now();
    const token = String((await login(old)).headers.session);
    const [row] = await api.db.query<{ expira_em: Date | string }>(
      `SELECT expira_em FROM sessions WHERE substituida_por IS NOT NULL ORDER BY criado_em DESC LIMIT 1`,
    );
    expect(new Date(row!.expira_em).getTime()).toBeLessThanOrEqual(Date.now() + HANDOVER_GRACE_MS);
    expect(new Date(row!.expira_em).getTime()).toBeGreaterThanOrEqual(before);
    expect(
      (await api.call({ method: 'POST', url: '/v2/front/checkout/logout', headers: { session: old } })).statusCode,
    ).toBe(200);
    expect((await userOf(token)).logado).toBe(true);
    expect((await cartOf(token)).quantidadeTotal).toBe(1);
  });

  it(`${PARALLEL_ADDS} parallel adds with the anonymous token and a sign-in among them: no confirmed add is lost`, async () => {
    const product = await plainProduct(2);
    const old = await anonymousCart(product);
    const adds: ReturnType<typeof add>[] = [];
    for (let i = 0; i < PARALLEL_ADDS / 2; i += 1) adds.push(add(product, old));
    const signIn = login(old);
    // The rest spread over the next moments, so some run after the sign-in has committed.
    for (let i = 0; i < PARALLEL_ADDS / 2; i += 1) {
      adds.push(new Promise((resolve) => setTimeout(resolve, i * 10)).then(() => add(product, old)));
    }
    const [signedIn, ...answered] = await Promise.all([signIn, ...adds]);
    expect(signedIn!.statusCode, signedIn!.body).toBe(200);
    const confirmed = answered.filter((res) => res.statusCode === 200);
    expect(confirmed.length).toBe(PARALLEL_ADDS);
    // None of them was sent to a new anonymous session of its own.
    expect(answered.filter((res) => res.headers.session !== undefined)).toHaveLength(0);
    const cart = await cartOf(String(signedIn!.headers.session));
    expect(cart.quantidadeTotal).toBe(1 + confirmed.length);
  });
});
