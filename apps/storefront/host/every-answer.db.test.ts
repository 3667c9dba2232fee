import type { Db } from '@vitrine/api';
import { getConfig } from '@vitrine/config';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_PAGE } from '../app/lib/cache-policy';
import { startBuiltStore } from './built-store';
import { DRIVER_TEXT, knownValues, shopperSession, walkCases, type WalkCase } from './route-walk';

/**
 * Issue 34 on the whole store (Store API, storefront build, page cache), on PGlite or PostgreSQL, walking the route
 * table (route-walk.ts) as an anonymous visitor and with a session:
 * - point 3: every HTML answer carries Cache-Control, whatever its status (found, not found, an outage); a page
 *   rendered with a session is never `public`; only an anonymous 200 page is shared;
 * - point 2: with the database out of reach (every statement refused as a stopped server refuses it), every page —
 *   kept by the page cache or not, signed in or not, the back office too — and every call of the Store API, the
 *   admin API and the pages' scripts answer the store's 503 in Portuguese (page or envelope) with Retry-After, never
 *   the driver's code, message or address. pg-outage.db.test.ts stops a real PostgreSQL server under load.
 */

const HOST = 'loja.test';
const ADMIN_TOKEN = 'chave-de-teste-do-admin-com-mais-de-32-caracteres';
const GESTOR = 'email=gestor%40vitrineinstrumentos.com.br&senha=demo1234';
const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
/** A walk of the whole route table, twice (≈ 150 renders). */
const WALK = { timeout: 240_000 };

type Identity = 'anonymous' | 'session';
type Seen = { case: WalkCase; who: Identity; answer: LightMyRequestResponse };

describe('every answer of the store says who may keep it; an outage is the store’s 503 (issue 34)', () => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let values: Record<string, string>;
  let shopper: string;
  let gestor: string;

  beforeAll(async () => {
    // A published store's origin: anonymous pages may then be shared, so a `public` where it must not be shows.
    // (a published store refuses the local defaults of the token and the secret).
    Object.assign(process.env, {
      PUBLIC_URL: `http://${HOST}`,
      ADMIN_TOKEN,
      APP_TOKEN: 'token-de-teste-da-loja',
      SESSION_SECRET: 'segredo-de-teste-da-loja-com-32-caracteres',
    });
    ({ app, db, drop } = await startBuiltStore());
    expect(getConfig().PUBLIC_URL).toBe(`http://${HOST}`);
    values = await knownValues(db);
    shopper = await shopperSession(app, HOST);
    const signIn = await app.inject({
      method: 'POST',
      url: '/admin/entrar',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: GESTOR,
    });
    gestor =
      [signIn.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0] ?? '')
        .find((c) => c.startsWith('vitrine_admin=') && c !== 'vitrine_admin=') ?? '';
    expect(gestor, signIn.body.slice(0, 200)).not.toBe('');
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  /** The session of a walk: the shopper's, and the back office's too under /admin. */
  const cookieOf = (who: Identity, url: string) =>
    who === 'anonymous' ? undefined : url.startsWith('/admin') ? `${shopper}; ${gestor}` : shopper;
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

  async function walk(cases: WalkCase[]): Promise<Seen[]> {
    const seen: Seen[] = [];
    for (const walkCase of cases) {
      for (const who of ['anonymous', 'session'] as const) {
        seen.push({ case: walkCase, who, answer: await get(walkCase.url, cookieOf(who, walkCase.url)) });
      }
    }
    return seen;
  }

  /** The rule of issue 34 point 3 on one answer. */
  function checkCacheControl({ case: { url }, who, answer }: Seen) {
    const type = String(answer.headers['content-type'] ?? '');
    const rule = answer.headers['cache-control'];
    const label = `${who} ${url} ${answer.statusCode} ${String(rule)}`;
    if (!type.startsWith('text/html')) return;
    expect(rule, label).toEqual(expect.any(String));
    if (who === 'session') expect(rule, label).not.toMatch(/public|s-maxage/);
    if (answer.statusCode !== 200) expect(rule, label).toMatch(/no-store/);
  }

  it(
    'point 3: every HTML answer of every route, found or not, anonymous or signed in, carries Cache-Control',
    WALK,
    async () => {
      const cases = walkCases(values);
      expect(cases.length).toBeGreaterThan(60);
      const seen = await walk(cases);
      for (const one of seen) checkCacheControl(one);

      const html = seen.filter((s) => String(s.answer.headers['content-type']).startsWith('text/html'));
      const found = html.filter((s) => s.answer.statusCode === 200);
      const notFound = html.filter((s) => s.answer.statusCode === 404);
      // The walk reaches every kind of answer, with and without a session.
      for (const who of ['anonymous', 'session'] as const) {
        expect(found.filter((s) => s.who === who).length, who).toBeGreaterThanOrEqual(15);
        expect(notFound.filter((s) => s.who === who).length, who).toBeGreaterThanOrEqual(10);
      }
      // An anonymous page of the shop (not one person's, not the back office) is the one shared answer.
      const shared = found.filter((s) => s.answer.headers['cache-control'] === SHARED_PAGE);
      expect(shared.every((s) => s.who === 'anonymous')).toBe(true);
      expect(shared.map((s) => s.case.route)).toEqual(
        expect.arrayContaining(['home', 'product/detail', 'product/listing/brand', 'marcas']),
      );
    },
  );

  it('point 3: the not-found pages of the report show the shopper’s name and are kept by nobody', async () => {
    for (const url of ['/qualquer.jpg', '/x.html', '/marcas/nada-x']) {
      const answer = await get(url, shopper);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain('Mariana');
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
      const anonymous = await get(url);
      expect(anonymous.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  describe('with the database out of reach', () => {
    type Methods = Pick<Db, 'query' | 'transaction' | 'exec'>;
    let saved: Methods;
    /** A stopped PostgreSQL server's refusal, as node-postgres reports it. */
    const refused = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));

    beforeAll(async () => {
      // Every anonymous page of the walk kept by the page cache first: its path is the one that leaked the driver.
      for (const { url } of walkCases(values)) await get(url);
      saved = { query: db.query, transaction: db.transaction, exec: db.exec };
      Object.assign(db, { query: refused, transaction: refused, exec: refused });
    }, 120_000);
    afterAll(() => {
      Object.assign(db, saved);
    });

    /** The rule of issue 34 point 2 on one answer. */
    function checkOutage(label: string, answer: LightMyRequestResponse) {
      const where = `${label} ${answer.statusCode} ${answer.body.slice(0, 300)}`;
      expect(answer.body, where).not.toMatch(DRIVER_TEXT);
      expect(answer.statusCode, where).not.toBe(500);
      if (answer.statusCode < 500) return;
      expect(answer.statusCode, where).toBe(503);
      expect(String(answer.headers['retry-after']), where).toMatch(/^\d+$/);
    }

    it(
      'point 2: every route, anonymous or signed in, kept by the page cache or not, is the store’s 503',
      WALK,
      async () => {
        const seen = await walk(walkCases(values));
        for (const one of seen) {
          checkOutage(`${one.who} ${one.case.url}`, one.answer);
          checkCacheControl(one);
        }
        const outages = seen.filter((s) => s.answer.statusCode === 503);
        const kept = seen.filter((s) => s.answer.statusCode < 400).length;
        console.info(`database out of reach: ${seen.length} answers, ${outages.length} × 503, ${kept} from caches`);
        // The shop's pages that read the database on each visit (a product's stock, a listing's version) are the
        // store's 503 page, with and without a session; others may still come from the storefront's 60 s caches.
        const pages = ['product/detail', 'product/listing/brand', 'product/listing/category', 'resolver', 'page'];
        for (const route of pages) {
          for (const who of ['anonymous', 'session'] as const) {
            const page = outages.find((s) => s.case.route === route && s.case.known && s.who === who);
            expect(page, `${route} ${who}`).toBeDefined();
            expect(String(page?.answer.headers['content-type']), route).toMatch(/^text\/html/);
            expect(page?.answer.body, route).toContain('Por uma indisponibilidade do sistema');
          }
        }
        // The back office signed in is its 503 too.
        expect(outages.filter((s) => s.case.url.startsWith('/admin') && s.who === 'session').length).toBeGreaterThan(3);
      },
    );

    it('point 2: the Store API, the admin API, the pages’ data and scripts answer the 503 envelope', async () => {
      const { APP_TOKEN } = getConfig();
      const product = `/${values.produto}.html`;
      const calls: { url: string; headers: Record<string, string>; payload?: object }[] = [
        { url: '/v2/front/settings', headers: { 'app-token': APP_TOKEN } },
        { url: `/v2/front/url/product/detail?url=${product}`, headers: { 'app-token': APP_TOKEN } },
        { url: '/v2/front/url/product/listing/search?busca=termometro', headers: { 'app-token': APP_TOKEN } },

        { url: '/v2/admin/inbox', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
        { url: `/v2/admin/products/${values.produto}`, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
        { url: '/readyz', headers: {} },
        { url: '/busca.data?busca=termometro', headers: {} },
        { url: `${product.replace(/\.html$/, '')}.html.data`, headers: { cookie: shopper } },
        { url: '/resources/search-suggestions?busca=termometro', headers: {} },
        { url: '/resources/cart', headers: { cookie: shopper } },
      ];
      const cartAdd = { tipo: 'produto', itens: [{ idProduto: 1, idAtributoValor: null, quantidade: 1 }] };
      const envelopes = [];
      for (const { url, headers, payload } of [
        ...calls,
        { url: '/v2/front/checkout/cart', headers: { 'app-token': APP_TOKEN }, payload: cartAdd },
      ]) {
        const method = payload ? 'POST' : 'GET';
        const answer = await app.inject({ method, url, headers: { host: HOST, ...headers }, payload });
        checkOutage(url, answer);
        if (url.startsWith('/v2/')) {
          expect(answer.statusCode, `${url} ${answer.body.slice(0, 200)}`).toBe(503);
          envelopes.push(JSON.parse(answer.body) as unknown);
        }
      }
      expect(envelopes).toEqual(
        Array(envelopes.length).fill({ success: false, error: { code: 'unavailable', message: UNAVAILABLE } }),
      );
    });
  });

  it('the store answers again once the database is back', async () => {
    const answer = await get('/');
    expect(answer.statusCode).toBe(200);
  });
});
