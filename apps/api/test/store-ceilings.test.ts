/**
 * Issue 34: store-wide ceilings per minute on new anonymous sessions and on form posts (counted in the database, so
 * every process shares them; 429 with Retry-After and a Portuguese message beyond), and anonymous carts that expire
 * within 7 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/session/sessions';
import { purgeSessions, PURGE_DEFAULTS } from '../src/modules/session/purge';
import { STORE_CEILING_MESSAGES, takeStoreSlot } from '../src/lib/store-ceilings';
import { engine, fromShopper, startTestApi, type FixedClock, type TestApi } from './harness';

const clock: FixedClock = { now: new Date() };
let api: TestApi;
let ipCount = 0;
const nextIp = () => `10.70.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestApi({ clock });
  api.ctx.storeCeilings = { sessionsPerMinute: 2, formsPerMinute: 3 };
});
afterAll(() => api?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.call({ method: 'POST', url: `/v2/front${url}`, headers: { ...fromShopper(nextIp()), ...headers }, payload });

async function plainProduct(): Promise<number> {
  const [p] = await api.db.query<{ id: number }>(
    `SELECT id FROM products p WHERE ativo AND status = 'disponivel' AND estoque >= 10
        AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM product_group_items g WHERE g.product_id = p.id)
      ORDER BY id LIMIT 1`,
  );
  return p!.id;
}

function expectCeiling(res: { statusCode: number; headers: Record<string, unknown>; body: string }, message: string) {
  expect(res.statusCode, res.body).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(JSON.parse(res.body)).toMatchObject({ success: false, error: { code: 'rate_limited', message } });
}

describe(`store-wide ceilings on ${engine} (issue 34)`, () => {
  it('form posts beyond the minute’s ceiling, from any address, are a 429 with Retry-After and store nothing', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post('/newsletter', { nome: 'Teto', email: `teto${i}@exemplo.com.br` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await post('/newsletter', { nome: 'Teto', email: 'teto-demais@exemplo.com.br' });
    expectCeiling(refused, STORE_CEILING_MESSAGES.formularios);
    expect(await api.db.query(`SELECT 1 FROM newsletter_signups WHERE email = 'teto-demais@exemplo.com.br'`)).toEqual(
      [],
    );
    // The next minute counts again.
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect((await post('/newsletter', { nome: 'Teto', email: 'teto-depois@exemplo.com.br' })).statusCode).toBe(200);
  });

  it('new anonymous sessions beyond the ceiling are a 429; a shopper with a session still adds', async () => {
    clock.now = new Date(clock.now.getTime() + 60_000);
    const idProduto = await plainProduct();
    const add = { tipo: 'produto', itens: [{ idProduto, idAtributoValor: null, quantidade: 1 }] };
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await post('/checkout/cart', add);
      expect(res.statusCode, res.body).toBe(200);
      tokens.push(String(res.headers.session));
    }
    const before = await api.db.query('SELECT 1 FROM sessions');
    expectCeiling(await post('/checkout/cart', add), STORE_CEILING_MESSAGES.sessoes);
    expect(await api.db.query('SELECT 1 FROM sessions')).toHaveLength(before.length);
    const again = await post('/checkout/cart', add, { session: tokens[0]! });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('the count is the database’s: one minute row per counter, shared by every caller', async () => {
    const at = new Date('2030-01-01T10:00:30Z');
    expect(await takeStoreSlot(api.db, 'sessoes', at, 2)).toBe(0);
    expect(await takeStoreSlot(api.db, 'sessoes', new Date('2030-01-01T10:00:50Z'), 2)).toBe(0);
    expect(await takeStoreSlot(api.db, 'sessoes', new Date('2030-01-01T10:00:59.500Z'), 2)).toBe(1);
    expect(await takeStoreSlot(api.db, 'sessoes', at, 2)).toBe(30);
    const [row] = await api.db.query<{ n: number }>(
      `SELECT n FROM store_minute_counts WHERE contador = 'sessoes' AND minuto = '2030-01-01T10:00:00Z'`,
    );
    expect(row?.n).toBe(2);
    // 1,000 takes stay cheap (one single-row upsert each).
    const started = performance.now();
    for (let i = 0; i < 1000; i++) await takeStoreSlot(api.db, 'formularios', at, 1_000_000);
    const ms = performance.now() - started;
    console.info(`${engine}: 1,000 takes of a store-wide slot in ${ms.toFixed(0)} ms`);
    expect(ms / 1000).toBeLessThan(20);
  });
});

describe(`anonymous carts expire within days on ${engine} (issue 34, decision 022)`, () => {
  it('an anonymous session whose cart was untouched for 7 days goes with its cart; signed-in ones keep 30 days', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [customer] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE tipo = 'cliente' LIMIT 1`);
    const [product] = await api.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    async function withCart(userId: number | null, touched: Date) {
      const { session } = await createSession(api.db, ago(10 * DAY), userId);
      const [cart] = await api.db.query<{ id: number }>(
        'INSERT INTO carts (session_hash, atualizado_em) VALUES ($1, $2) RETURNING id',
        [session.tokenHash, touched.toISOString()],
      );
      await api.db.query(
        `INSERT INTO cart_items (cart_id, hash, tipo, product_id, quantidade) VALUES ($1, $2, 'produto', $3, 1)`,
        [cart!.id, `p${product!.id}-v0`, product!.id],
      );
      return session.tokenHash;
    }
    const idle = await withCart(null, ago(7 * DAY + 60_000));
    const recent = await withCart(null, ago(6 * DAY));
    const signedIn = await withCart(customer!.id, ago(8 * DAY));
    await api.db.query(`INSERT INTO store_minute_counts (contador, minuto, n) VALUES ('sessoes', $1, 5)`, [
      ago(2 * 60 * 60_000).toISOString(),
    ]);

    await purgeSessions(api.db, now, { ...PURGE_DEFAULTS, pauseMs: 0 });
    const left = async (hash: string) =>
      (
        await api.db.query(
          'SELECT 1 FROM sessions s JOIN carts c ON c.session_hash = s.token_hash WHERE s.token_hash = $1',
          [hash],
        )
      ).length;
    expect(await left(idle)).toBe(0);
    expect(await api.db.query('SELECT 1 FROM carts WHERE session_hash = $1', [idle])).toEqual([]);
    expect(await left(recent)).toBe(1);
    expect(await left(signedIn)).toBe(1);
    expect(
      await api.db.query(`SELECT 1 FROM store_minute_counts WHERE minuto < $1`, [ago(60 * 60_000).toISOString()]),
    ).toEqual([]);
  });
});
