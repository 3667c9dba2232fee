import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartMutationResponseSchema,
  envelope,
  failureSchema,
  saleCancelSchema,
  saleCustomersSchema,
  userSchema,
  type User,
} from '@vitrine/contract';
import { DEMO_PASSWORD, USERS } from '../src/seed/data/people';
import { LOGIN_FAILED } from '../src/modules/session/account';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const CUSTOMER = USERS.find((u) => u.tipo === 'cliente')!;
const OPERATOR = USERS.find((u) => u.tipo === 'operador')!;

const post = (url: string, payload?: object, token?: string) =>
  api.call({
    method: 'POST',
    url: `/v2/front${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? { session: token } : {},
  });
const getUser = async (token?: string): Promise<User> => {
  const res = await api.call({
    method: 'GET',
    url: '/v2/front/checkout/user',
    headers: token ? { session: token } : {},
  });
  return envelope(userSchema).parse(res.json()).data;
};

/** Signs in and returns the new session token and the User answered. */
async function login(email: string, token?: string): Promise<{ token: string; user: User }> {
  const res = await post('/checkout/login', { email, senha: DEMO_PASSWORD }, token);
  expect(res.statusCode, res.body).toBe(200);
  const session = res.headers.session;
  expect(typeof session).toBe('string');
  return { token: String(session), user: envelope(userSchema).parse(res.json()).data };
}

async function customerId(email: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function addPlainProduct(token: string, quantidade: number) {
  const [p] = await api.db.query<{ id: number }>(
    `SELECT id FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 10
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
      ORDER BY id LIMIT 1`,
  );
  const res = await post('/checkout/cart', { tipo: 'produto', itens: [{ idProduto: p!.id, quantidade }] }, token);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(cartMutationResponseSchema).parse(res.json()).data;
}

describe(`demo sign-in on ${engine} (T§2 Header pieces, T§3 User, T§6)`, () => {
  it('signs a customer in: new session token, User logado with name and e-mail, no internal sale', async () => {
    const { token, user } = await login(CUSTOMER.email);
    expect(user).toEqual({
      id: await customerId(CUSTOMER.email),
      logado: true,
      nomeRazao: CUSTOMER.nome,
      email: CUSTOMER.email,
      vendaInterna: null,
    });
    expect(await getUser(token)).toEqual(user);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { user } = await login(`  ${CUSTOMER.email.toUpperCase()} `);
    expect(user.nomeRazao).toBe(CUSTOMER.nome);
  });

  it('replaces an anonymous session with a signed-in one and keeps its cart; the old token is anonymous', async () => {
    // A cart line creates the anonymous session.
    const [p] = await api.db.query<{ id: number }>(
      `SELECT id FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 2
          AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id) ORDER BY id LIMIT 1`,
    );
    const added = await post('/checkout/cart', { tipo: 'produto', itens: [{ idProduto: p!.id, quantidade: 2 }] });
    const oldToken = String(added.headers.session);
    const { token } = await login(CUSTOMER.email, oldToken);
    expect(token).not.toBe(oldToken);
    const cart = await api.call({ method: 'GET', url: '/v2/front/checkout/cart', headers: { session: token } });
    expect(cart.json()).toMatchObject({ data: { quantidadeTotal: 2 } });
    expect((await getUser(oldToken)).logado).toBe(false);
  });

  it("answers 401 'E-mail ou senha inválidos.' for a wrong password and for an unknown e-mail", async () => {
    for (const body of [
      { email: CUSTOMER.email, senha: 'errada123' },
      { email: 'ninguem@exemplo.com.br', senha: DEMO_PASSWORD },
    ]) {
      const res = await post('/checkout/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.headers.session).toBeUndefined();
      expect(failureSchema.parse(res.json()).error).toMatchObject({ code: 'unauthorized', message: LOGIN_FAILED });
    }
  });

  it('answers 400 naming the field for malformed input', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'sem-arroba', senha: DEMO_PASSWORD }, 'email'],
      [{ email: CUSTOMER.email, senha: '' }, 'senha'],
      [{ email: CUSTOMER.email }, 'senha'],
      [{}, 'email'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.call({ method: 'POST', url: '/v2/front/checkout/login', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(failureSchema.parse(res.json()).error.fields ?? {})).toContain(field);
    }
    const notJson = await api.call({
      method: 'POST',
      url: '/v2/front/checkout/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('signs out: the session is anonymous afterwards and its cart is gone; without a session it is harmless', async () => {
    const { token } = await login(CUSTOMER.email);
    await addPlainProduct(token, 1);
    const out = await post('/checkout/logout', undefined, token);
    expect(out.statusCode).toBe(200);
    expect(envelope(userSchema).parse(out.json()).data.logado).toBe(false);
    expect((await getUser(token)).logado).toBe(false);
    const cart = await api.call({ method: 'GET', url: '/v2/front/checkout/cart', headers: { session: token } });
    expect(cart.json()).toMatchObject({ data: { quantidadeTotal: 0 } });
    expect((await post('/checkout/logout')).statusCode).toBe(200);
  });
});

describe(`internal sales on ${engine} (T§2 Internal-sale banner, T§3, T§6, T§7 sale/cancel)`, () => {
  it('an operator starts a sale for a customer: vendaInterna has operator, customer and the cart totals', async () => {
    const { token } = await login(OPERATOR.email);
    const customers = await api.call({ method: 'GET', url: '/v2/front/sale/customers', headers: { session: token } });
    const clientes = envelope(saleCustomersSchema).parse(customers.json()).data.clientes;
    expect(clientes.map((c) => c.email).sort()).toEqual(
      USERS.filter((u) => u.tipo === 'cliente')
        .map((u) => u.email)
        .sort(),
    );
    const idCliente = await customerId(CUSTOMER.email);
    const started = await post('/sale/start', { idCliente }, token);
    expect(started.statusCode, started.body).toBe(200);
    const sale = envelope(userSchema).parse(started.json()).data.vendaInterna;
    expect(sale).toMatchObject({
      usuario: { nome: OPERATOR.nome },
      cliente: { id: idCliente, nomeRazao: CUSTOMER.nome },
      carrinho: { quantidadeItens: 0, quantidadeTotal: 0, total: 0 },
    });
    const cart = await addPlainProduct(token, 3);
    const user = await getUser(token);
    expect(user.vendaInterna).toEqual({
      ...sale,
      carrinho: { quantidadeItens: 1, quantidadeTotal: 3, total: cart.total.valor },
    });
    expect(cart.total.valor).toBeGreaterThan(0);
    // One open sale per session.
    const again = await post('/sale/start', { idCliente }, token);
    expect(again.statusCode).toBe(409);

    // T§7 sale/cancel: the sale closes, the cart empties and the answer says where to go.
    const cancel = await post('/sale/cancel', undefined, token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(envelope(saleCancelSchema).parse(cancel.json()).data).toEqual({ redirect: '/' });
    const after = await getUser(token);
    expect(after.logado).toBe(true);
    expect(after.vendaInterna).toBeNull();
    const emptied = await api.call({ method: 'GET', url: '/v2/front/checkout/cart', headers: { session: token } });
    expect(emptied.json()).toMatchObject({ data: { quantidadeTotal: 0 } });
    const [row] = await api.db.query<{ status: string; encerrado: boolean }>(
      'SELECT status, encerrado_em IS NOT NULL AS encerrado FROM internal_sales WHERE id = $1',
      [sale!.id],
    );
    expect(row).toEqual({ status: 'cancelada', encerrado: true });
  });

  it('cancelling without an open sale is a 409 with a message (with or without a session)', async () => {
    const { token } = await login(OPERATOR.email);
    for (const res of [await post('/sale/cancel', undefined, token), await post('/sale/cancel')]) {
      expect(res.statusCode).toBe(409);
      expect(failureSchema.parse(res.json()).error.message).toBe('Não há venda interna aberta nesta sessão.');
    }
  });

  it('only operators start sales: 403 for a customer, 401 signed out; bad or unknown customers are 400', async () => {
    const idCliente = await customerId(CUSTOMER.email);
    const { token: customer } = await login(CUSTOMER.email);
    const forbidden = await post('/sale/start', { idCliente }, customer);
    expect(forbidden.statusCode).toBe(403);
    expect(failureSchema.parse(forbidden.json()).error.code).toBe('forbidden');
    expect(
      (await api.call({ method: 'GET', url: '/v2/front/sale/customers', headers: { session: customer } })).statusCode,
    ).toBe(403);
    expect((await post('/sale/start', { idCliente })).statusCode).toBe(401);

    const { token: operator } = await login(OPERATOR.email);
    const operatorId = await customerId(OPERATOR.email);
    for (const payload of [{ idCliente: 'x' }, {}, { idCliente: 999_999 }, { idCliente: operatorId }]) {
      const res = await post('/sale/start', payload, operator);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failureSchema.parse(res.json()).error.fields).toHaveProperty('idCliente');
    }
    expect((await getUser(operator)).vendaInterna).toBeNull();
  });

  it('signing out cancels an open sale', async () => {
    const { token } = await login(OPERATOR.email);
    const started = await post('/sale/start', { idCliente: await customerId(CUSTOMER.email) }, token);
    const id = envelope(userSchema).parse(started.json()).data.vendaInterna?.id;
    await post('/checkout/logout', undefined, token);
    const [row] = await api.db.query<{ status: string }>('SELECT status FROM internal_sales WHERE id = $1', [id]);
    expect(row?.status).toBe('cancelada');
  });
});
