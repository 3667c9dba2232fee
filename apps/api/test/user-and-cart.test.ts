/**
 * GET checkout/user-and-cart (decision 035, goal 2): for every kind of session, exactly what GET checkout/user and
 * GET checkout/cart answer, from one session lookup and one read of the cart's lines.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartSchema, envelope, userAndCartSchema, userSchema, type UserAndCart } from '@vitrine/contract';
import { DEMO_PASSWORD, USERS } from '../src/seed/data/people';
import { createSession } from '../src/modules/session/sessions';
import { sessionUserAndCart } from '../src';
import { ANONYMOUS } from '../src/modules/session/user';
import { LOOSE_CART_ADD_LIMITS } from './cart-helpers';
import { engine, oneRow, startTestApi, type FixedClock, type TestApi } from './harness';

// One instant for the file: the three calls price the cart alike.
const clock: FixedClock = { now: new Date() };
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ clock, cartAddLimits: LOOSE_CART_ADD_LIMITS });
});
afterAll(() => api?.close());

const CUSTOMER = USERS.find((u) => u.tipo === 'cliente')!;
const OPERATOR = USERS.find((u) => u.tipo === 'operador')!;
const DAY = 86_400_000;
const EMPTY_CART = {
  quantidadeTotal: 0,
  quantidadeItens: 0,
  itens: [],
  subtotal: { valor: 0 },
  desconto: { valor: 0 },
  total: { valor: 0 },
};

const get = (path: string, token?: string) =>
  api.call({ method: 'GET', url: `/v2/front/checkout/${path}`, headers: token ? { session: token } : {} });
const post = async (path: string, payload: object, token?: string) => {
  const res = await api.call({
    method: 'POST',
    url: `/v2/front${path}`,
    payload,
    headers: token ? { session: token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** The combined answer, checked against the contract, with nothing stored or sent back for the session. */
async function userAndCart(token?: string): Promise<UserAndCart> {
  const res = await get('user-and-cart', token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers.session).toBeUndefined();
  return envelope(userAndCartSchema).parse(res.json()).data;
}

/** What the two calls of the spec answer for the same session. */
async function separately(token?: string): Promise<UserAndCart> {
  const [user, cart] = await Promise.all([get('user', token), get('cart', token)]);
  return {
    usuario: envelope(userSchema).parse(user.json()).data,
    carrinho: envelope(cartSchema).parse(cart.json()).data,
  };
}

/** Signs in (handing `token`'s session over when given); the new session's token. */
async function signIn(email: string, token?: string): Promise<string> {
  const res = await post('/checkout/login', { email, senha: DEMO_PASSWORD }, token);
  return String(res.headers.session);
}

const plainProduct = () =>
  oneRow<{ id: number }>(
    api.db,
    `SELECT id FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 10
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
      ORDER BY id LIMIT 1`,
  );
const valuedProduct = () =>
  oneRow<{ id: number; value: number }>(
    api.db,
    `SELECT p.id, v.id AS value FROM products p JOIN product_simple_values v ON v.product_id = p.id
      WHERE p.ativo AND p.status = 'disponivel' AND v.estoque >= 10 ORDER BY p.id, v.id LIMIT 1`,
  );
const kit = () => oneRow<{ id: number }>(api.db, 'SELECT id FROM shopping_lists WHERE ativo ORDER BY id LIMIT 1');

/** Adds a plain product (3), a product with a chosen value (1) and a kit (1); the token (a new session without one). */
async function fillCart(token?: string): Promise<string> {
  const plain = await plainProduct();
  const valued = await valuedProduct();
  const first = await post(
    '/checkout/cart',
    { tipo: 'produto', itens: [{ idProduto: plain.id, idAtributoValor: null, quantidade: 3 }] },
    token,
  );
  const session = token ?? String(first.headers.session);
  await post(
    '/checkout/cart',
    { tipo: 'produto', itens: [{ idProduto: valued.id, idAtributoValor: valued.value, quantidade: 1 }] },
    session,
  );
  await post('/checkout/cart', { tipo: 'lista', idListaCompra: (await kit()).id, quantidade: 1 }, session);
  return session;
}

/** The customer signed in with a filled cart, and an operator selling to her (T§6) with a filled cart: their tokens. */
async function customerAndSeller(): Promise<{ customer: string; seller: string }> {
  const customer = await signIn(CUSTOMER.email, await fillCart());
  const seller = await signIn(OPERATOR.email);
  const sold = await oneRow<{ id: number }>(api.db, 'SELECT id FROM users WHERE email = $1', [CUSTOMER.email]);
  await post('/sale/start', { idCliente: sold.id }, seller);
  await fillCart(seller);
  return { customer, seller };
}

/** The statements `fn` sends, plain or named (prepared once, issue 38), in the order they were sent. */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const plain = vi.spyOn(api.db, 'query');
  const named = api.db.named ? vi.spyOn(api.db, 'named') : null;
  try {
    await fn();
    const sent = [
      ...plain.mock.calls.map(([sql], i) => ({ sql, order: plain.mock.invocationCallOrder[i]! })),
      ...(named?.mock.calls ?? []).map(([statement], i) => ({
        sql: statement.text,
        order: named!.mock.invocationCallOrder[i]!,
      })),
    ];
    return sent.sort((a, b) => a.order - b.order).map((s) => s.sql);
  } finally {
    plain.mockRestore();
    named?.mockRestore();
  }
}
const SESSION_LOOKUP = /FROM sessions WHERE token_hash = \$1/;
const USER_LOOKUP = /FROM users u|LEFT JOIN users u/;
const CART_LINES = /WITH cart AS \(SELECT id FROM carts WHERE session_hash = \$1\)/;

describe(`GET /checkout/user-and-cart on ${engine} (decision 035, goal 2)`, () => {
  it('B§7 T§3 without a session, or with a malformed or unknown one: the anonymous user and the empty cart, as the two calls answer', async () => {
    for (const token of [undefined, 'curto', '<script>', 'x'.repeat(43)]) {
      const answer = await userAndCart(token);
      expect(answer, String(token)).toEqual({ usuario: ANONYMOUS, carrinho: EMPTY_CART });
      expect(answer, String(token)).toEqual(await separately(token));
    }
  });

  it('T§3 an expired session answers as no session, whatever its cart holds', async () => {
    const { token, session } = await createSession(api.db, new Date(clock.now.getTime() - 31 * DAY));
    const [cart] = await api.db.query<{ id: number }>('INSERT INTO carts (session_hash) VALUES ($1) RETURNING id', [
      session.tokenHash,
    ]);
    await api.db.query(
      "INSERT INTO cart_items (cart_id, hash, tipo, product_id, quantidade) VALUES ($1, 'p1', 'produto', $2, 2)",
      [cart?.id, (await plainProduct()).id],
    );
    expect(await userAndCart(token)).toEqual({ usuario: ANONYMOUS, carrinho: EMPTY_CART });
    expect(await separately(token)).toEqual({ usuario: ANONYMOUS, carrinho: EMPTY_CART });
  });

  it('T§3 an anonymous session with a cart: the anonymous user and that cart', async () => {
    const token = await fillCart();
    const answer = await userAndCart(token);
    expect(answer.usuario).toEqual(ANONYMOUS);
    expect(answer.carrinho.quantidadeTotal).toBe(5);
    expect(answer).toEqual(await separately(token));
  });

  it('T§3 a signed-in customer whose cart came over at sign-in (decision 022): the same user and cart as the two calls', async () => {
    const token = await signIn(CUSTOMER.email, await fillCart());
    const answer = await userAndCart(token);
    expect(answer.usuario).toMatchObject({ logado: true, nomeRazao: CUSTOMER.nome, email: CUSTOMER.email });
    expect(answer.carrinho.quantidadeItens).toBe(3);
    expect(answer.carrinho.itens.map((item) => item.tipo).sort()).toEqual(['lista', 'produto', 'produto']);
    expect(answer).toEqual(await separately(token));
  });

  it('T§6 an operator with an open internal sale: the sale carries the same cart totals as the cart', async () => {
    const token = await signIn(OPERATOR.email);
    const customer = await oneRow<{ id: number }>(api.db, 'SELECT id FROM users WHERE email = $1', [CUSTOMER.email]);
    await post('/sale/start', { idCliente: customer.id }, token);
    await fillCart(token);
    const answer = await userAndCart(token);
    expect(answer.usuario.vendaInterna).toMatchObject({
      usuario: { nome: OPERATOR.nome },
      cliente: { id: customer.id, nomeRazao: CUSTOMER.nome },
      carrinho: {
        quantidadeItens: answer.carrinho.quantidadeItens,
        quantidadeTotal: answer.carrinho.quantidadeTotal,
        total: answer.carrinho.total.valor,
      },
    });
    expect(answer.carrinho.quantidadeTotal).toBe(5);
    expect(answer).toEqual(await separately(token));
  });

  it("issue 38: the function the store calls in process for a shopper's parts answers exactly what the HTTP call does, for every kind of session", async () => {
    const { customer, seller } = await customerAndSeller();
    const { token: expired } = await createSession(api.db, new Date(clock.now.getTime() - 31 * DAY));
    for (const token of [undefined, 'curto', expired, await fillCart(), customer, seller]) {
      expect(await sessionUserAndCart(api.ctx, token), String(token)).toEqual(await userAndCart(token));
    }
  });

  it('decision 022: the old token of a session handed over at sign-in stays anonymous and uses the signed-in cart', async () => {
    const old = await fillCart();
    const token = await signIn(CUSTOMER.email, old);
    const answer = await userAndCart(old);
    expect(answer.usuario).toEqual(ANONYMOUS);
    expect(answer.carrinho).toEqual((await userAndCart(token)).carrinho);
    expect(answer.carrinho.quantidadeTotal).toBeGreaterThan(0);
    expect(answer).toEqual(await separately(old));
    // A hand-over to a session that has since expired: the cart is the last session still alive on the way.
    await api.db.query(
      'UPDATE sessions SET expira_em = $1 WHERE token_hash = (SELECT substituida_por FROM sessions WHERE substituida_por IS NOT NULL ORDER BY criado_em DESC LIMIT 1)',
      [new Date(clock.now.getTime() - DAY).toISOString()],
    );
    const stranded = await userAndCart(old);
    expect(stranded).toEqual(await separately(old));
  });

  it('issue 38: reads the session with its user in one statement and the cart lines once, where the two calls read the session twice', async () => {
    const { customer, seller } = await customerAndSeller();
    for (const token of [customer, seller]) {
      const combined = await statementsOf(() => userAndCart(token));
      expect(combined.filter((sql) => SESSION_LOOKUP.test(sql))).toHaveLength(1);
      expect(combined.filter((sql) => CART_LINES.test(sql))).toHaveLength(1);
      expect(combined.filter((sql) => USER_LOOKUP.test(sql) && SESSION_LOOKUP.test(sql))).toHaveLength(1);
      expect(combined).toHaveLength(2);
      const apart = await statementsOf(() => separately(token));
      expect(apart.filter((sql) => SESSION_LOOKUP.test(sql))).toHaveLength(2);
      expect(combined.length).toBeLessThan(apart.length);
    }
  });
});
