/**
 * Sessions (decisions 003 and 022): reads never store anything; a cart add creates the session and its cart; the
 * purge removes expired sessions and carts left empty or behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMutationResponseSchema, envelope } from '@vitrine/contract';
import { createSessionPurge, purgeSessions, PURGE_DEFAULTS } from '../src/modules/session/purge';
import { createSession } from '../src/modules/session/sessions';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CART = '/v2/front/checkout/cart';

async function counts() {
  const [row] = await api.db.query<{ sessions: number; carts: number }>(
    'SELECT (SELECT count(*)::int FROM sessions) AS sessions, (SELECT count(*)::int FROM carts) AS carts',
  );
  return row!;
}

async function plainProduct(): Promise<number> {
  const [p] = await api.db.query<{ id: number }>(
    `SELECT id FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 10
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
      ORDER BY id LIMIT 1`,
  );
  return p!.id;
}

const addOne = async (idProduto: number, token?: string) =>
  api.call({
    method: 'POST',
    url: CART,
    payload: { tipo: 'produto', itens: [{ idProduto, idAtributoValor: null, quantidade: 1 }] },
    headers: token ? { session: token } : {},
  });

describe(`sessions are stored only when something must be on ${engine} (decision 003)`, () => {
  it('anonymous reads (cart, user, with no, a bogus or an unknown token) and refused changes create no rows', async () => {
    const before = await counts();
    for (const session of [undefined, 'curto', 'x'.repeat(43)]) {
      const headers = session ? { session } : {};
      for (const url of [CART, '/v2/front/checkout/user']) {
        const res = await api.call({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.session).toBeUndefined();
      }
      const put = await api.call({
        method: 'PUT',
        url: CART,
        headers,
        payload: { hash: 'p1-v0', tipo: 'produto', quantidade: 2 },
      });
      expect(put.statusCode).toBe(404);
      const del = await api.call({ method: 'DELETE', url: CART, headers, payload: { hash: 'p1-v0', tipo: 'produto' } });
      expect(del.statusCode).toBe(404);
      expect((await api.call({ method: 'POST', url: '/v2/front/checkout/logout', headers })).statusCode).toBe(200);
    }
    expect(await counts()).toEqual(before);
  });

  it('reads with a live session that has no cart create no cart', async () => {
    const { token } = await createSession(api.db, new Date());
    const before = await counts();
    await api.call({ method: 'GET', url: CART, headers: { session: token } });
    await api.call({ method: 'GET', url: '/v2/front/checkout/user', headers: { session: token } });
    expect(await counts()).toEqual(before);
  });

  it('a cart add creates the session and its cart, once', async () => {
    const before = await counts();
    const res = await addOne(await plainProduct());
    expect(res.statusCode, res.body).toBe(200);
    const token = String(res.headers.session);
    expect(await counts()).toEqual({ sessions: before.sessions + 1, carts: before.carts + 1 });
    const again = await addOne(await plainProduct(), token);
    expect(again.headers.session).toBeUndefined();
    expect(await counts()).toEqual({ sessions: before.sessions + 1, carts: before.carts + 1 });
  });
});

describe(`the session purge on ${engine} (decision 022)`, () => {
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);

  /** A session created at `created` (it lives 30 days), with a cart touched at `touched` holding `items` lines. */
  async function seedSession(created: Date, cart?: { touched: Date; items: number }) {
    const { token, session } = await createSession(api.db, created);
    if (cart) {
      const [row] = await api.db.query<{ id: number }>(
        'INSERT INTO carts (session_hash, atualizado_em) VALUES ($1, $2) RETURNING id',
        [session.tokenHash, cart.touched.toISOString()],
      );
      const products = await api.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT $1', [cart.items]);
      for (const p of products) {
        await api.db.query(
          `INSERT INTO cart_items (cart_id, hash, tipo, product_id, quantidade) VALUES ($1, $2, 'produto', $3, 1)`,
          [row!.id, `p${p.id}-v0`, p.id],
        );
      }
    }
    return { token, hash: session.tokenHash };
  }

  const exists = async (hash: string) => ({
    session: (await api.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [hash])).length === 1,
    cart: (await api.db.query('SELECT 1 FROM carts WHERE session_hash = $1', [hash])).length === 1,
  });

  it('deletes expired sessions with their carts and carts empty for a day; keeps the rest and sales', async () => {
    const expired = await seedSession(ago(31 * DAY), { touched: ago(20 * DAY), items: 2 });
    const expiredBare = await seedSession(ago(40 * DAY));
    const emptyOld = await seedSession(ago(3 * DAY), { touched: ago(2 * DAY), items: 0 });
    const emptyNew = await seedSession(ago(3 * DAY), { touched: ago(DAY / 24), items: 0 });
    const fullOld = await seedSession(ago(6 * DAY), { touched: ago(5 * DAY), items: 1 });
    const bareNew = await seedSession(ago(HOUR / 2));
    // An expired operator session an internal sale names: the sale's record stays, the cart goes.
    const withSale = await seedSession(ago(31 * DAY), { touched: ago(31 * DAY), items: 1 });
    const [op] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE tipo = 'operador' LIMIT 1`);
    const [customer] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE tipo = 'cliente' LIMIT 1`);
    await api.db.query(
      `INSERT INTO internal_sales (operator_id, customer_id, session_hash, status) VALUES ($1, $2, $3, 'finalizada')`,
      [op!.id, customer!.id, withSale.hash],
    );

    const purged = await purgeSessions(api.db, now, { ...PURGE_DEFAULTS, batchSize: 2, pauseMs: 0 });
    expect(purged.carts).toBeGreaterThanOrEqual(3);
    expect(purged.sessions).toBeGreaterThanOrEqual(3);
    expect(await exists(expired.hash)).toEqual({ session: false, cart: false });
    expect(await exists(expiredBare.hash)).toEqual({ session: false, cart: false });
    // Its empty cart goes after a day, and then the session holds nothing (issue 28).
    expect(await exists(emptyOld.hash)).toEqual({ session: false, cart: false });
    expect(await exists(emptyNew.hash)).toEqual({ session: true, cart: true });
    expect(await exists(fullOld.hash)).toEqual({ session: true, cart: true });
    expect(await exists(bareNew.hash)).toEqual({ session: true, cart: false });
    expect(await exists(withSale.hash)).toEqual({ session: true, cart: false });
    expect(await api.db.query('SELECT 1 FROM internal_sales WHERE session_hash = $1', [withSale.hash])).toHaveLength(1);
    expect(
      await api.db.query(
        'SELECT 1 FROM cart_items ci WHERE NOT EXISTS (SELECT 1 FROM carts c WHERE c.id = ci.cart_id)',
      ),
    ).toHaveLength(0);

    // A second round finds nothing more.
    expect(await purgeSessions(api.db, now)).toEqual({ sessions: 0, carts: 0 });
  });

  it('issue 28: carts untouched for 30 days and anonymous sessions holding nothing go; signed-in sessions stay', async () => {
    const [customer] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE tipo = 'cliente' LIMIT 1`);
    const staleCart = await seedSession(ago(29 * DAY), { touched: ago(30 * DAY + HOUR), items: 2 });
    const recentCart = await seedSession(ago(29 * DAY), { touched: ago(29 * DAY), items: 1 });
    const orphan = await seedSession(ago(2 * HOUR));
    const orphanNew = await seedSession(ago(HOUR / 2));
    const signedIn = await createSession(api.db, ago(10 * DAY), customer!.id);
    const signedInCartless = { hash: signedIn.session.tokenHash };

    // The 30 days of a cart alone (anonymous carts go after 7 days: store-ceilings.test.ts).
    const purged = await purgeSessions(api.db, now, { ...PURGE_DEFAULTS, anonymousCartMs: 60 * DAY, pauseMs: 0 });
    expect(purged).toEqual({ carts: 1, sessions: 2 });
    expect(await exists(staleCart.hash)).toEqual({ session: false, cart: false });
    expect(await exists(recentCart.hash)).toEqual({ session: true, cart: true });
    expect(await exists(orphan.hash)).toEqual({ session: false, cart: false });
    expect(await exists(orphanNew.hash)).toEqual({ session: true, cart: false });
    expect(await exists(signedInCartless.hash)).toEqual({ session: true, cart: false });
  });

  it('deletes in batches of `batchSize` rows per statement, pausing between them', async () => {
    const seeded = [];
    for (let i = 0; i < 7; i++)
      seeded.push(await seedSession(ago(31 * DAY + i * HOUR), { touched: ago(31 * DAY), items: 1 }));
    const deletes: number[] = [];
    const counting = {
      async query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
        const rows = await api.db.query<T>(sql, params);
        if (sql.includes('DELETE')) {
          expect(params?.at(-1)).toBe(3);
          deletes.push(rows.length);
        }
        return rows;
      },
    };
    const started = Date.now();
    // The anonymous-cart rule left aside: the 30-day cart of the test above stays.
    const purged = await purgeSessions(counting, now, {
      ...PURGE_DEFAULTS,
      anonymousCartMs: 60 * DAY,
      batchSize: 3,
      pauseMs: 20,
    });
    expect(purged).toEqual({ carts: 7, sessions: 7 });
    // Carts 3 + 3 + 1, expired sessions 3 + 3 + 1, orphan sessions, idle anonymous carts and old minutes 0: every
    // statement at most 3 rows.
    expect(deletes).toEqual([3, 3, 1, 3, 3, 1, 0, 0, 0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 20 - 5);
    for (const { hash } of seeded) expect(await exists(hash)).toEqual({ session: false, cart: false });
  });

  it('a session whose empty cart was purged adds to a new cart with the same token', async () => {
    const now2 = new Date();
    const { token, hash } = await seedSession(new Date(now2.getTime() - 3 * DAY), {
      touched: new Date(now2.getTime() - 2 * DAY),
      items: 0,
    });
    // Sessions holding nothing are kept here, so the cart goes and the session stays.
    await purgeSessions(api.db, now2, { ...PURGE_DEFAULTS, orphanSessionMs: 7 * DAY, pauseMs: 0 });
    expect(await exists(hash)).toEqual({ session: true, cart: false });
    const res = await addOne(await plainProduct(), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.session).toBeUndefined();
    expect(envelope(cartMutationResponseSchema).parse(res.json()).data.quantidadeTotal).toBe(1);
  });

  it('issue 28: a shopper whose empty cart and then session were purged adds again under a new session', async () => {
    const now2 = new Date();
    const { token, hash } = await seedSession(new Date(now2.getTime() - 3 * DAY), {
      touched: new Date(now2.getTime() - 2 * DAY),
      items: 0,
    });
    await purgeSessions(api.db, now2);
    expect(await exists(hash)).toEqual({ session: false, cart: false });
    const res = await addOne(await plainProduct(), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers.session)).not.toBe(token);
    expect(envelope(cartMutationResponseSchema).parse(res.json()).data.quantidadeTotal).toBe(1);
  });

  it('runs on an interval that does not hold the process, logs what it removed, and stops on close', async () => {
    const expired = await seedSession(ago(31 * DAY), { touched: ago(31 * DAY), items: 1 });
    const logged: object[] = [];
    const purge = createSessionPurge({
      db: api.db,
      log: { info: (obj) => logged.push(obj), warn: (obj) => logged.push(obj) },
      intervalMs: 60_000,
      now: () => now,
    });
    purge.start();
    await purge.stop();
    expect(await exists(expired.hash)).toEqual({ session: false, cart: false });
    expect(logged).toEqual([{ sessions: 1, carts: 1 }]);
    expect(await purge.run()).toEqual({ sessions: 0, carts: 0 });
  });
});
