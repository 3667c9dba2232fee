/**
 * PostgreSQL faults (reliability): a terminated backend — what a restart, a failover or an operator's
 * pg_terminate_backend does to the pool's connections — never ends the process nor fails a read: the pool drops the
 * dead connection, a read whose connection died under it is sent again, and the store answers as before. The server
 * stopped and started again under load: 503s in Portuguese while it is down, no request past its deadline, the API
 * back by itself once the server is, no write that answered 2xx lost.
 * Runs on the PostgreSQL server only (PGlite has no other backends); the restart uses a cluster of its own, made with
 * the run's server binaries (scripts/with-postgres.mjs passes PG_BINDIR), so the other files keep their server.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, findBindir, type Cluster } from '../../../scripts/pg-cluster.mjs';
import { buildApp } from '../src/app';
import { createContext } from '../src/context';
import { openPostgres, isConnectionError, isDatabaseUnavailable, isReadOnly, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo';
import { LOOSE_CART_ADD_LIMITS } from './cart-helpers';
import { engine, startTestApi, type TestApi } from './harness';

describe('connection errors and read-only statements', () => {
  it('tells a dead connection from a failed query, and a read from a write', () => {
    expect(isConnectionError({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(
      true,
    );
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError({ code: 'ECONNRESET' })).toBe(true);
    expect(isConnectionError({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isReadOnly('SELECT 1')).toBe(true);
    expect(isReadOnly('  WITH x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(isReadOnly('WITH x AS (UPDATE carts SET total = 0 RETURNING id) SELECT * FROM x')).toBe(false);
    expect(isReadOnly('INSERT INTO x VALUES (1)')).toBe(false);
    expect(isReadOnly('SELECT * FROM carts FOR UPDATE')).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
  });
});

describe.runIf(engine === 'postgres')('PostgreSQL backends terminated under the store', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ cartAddLimits: LOOSE_CART_ADD_LIMITS }); // many adds from one address
  });
  afterAll(() => api?.close());

  /** The address of this file's own database (a copy of the seeded one) on the test server. */
  async function ownDatabaseUrl(): Promise<URL> {
    const [row] = await api.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    return url;
  }

  const terminateOthers = (url: string) =>
    openPostgres(url).then(async (admin) => {
      try {
        const [row] = await admin.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        return row?.n ?? 0;
      } finally {
        await admin.close();
      }
    });

  it('idle pooled connections killed: no crash, the next requests answer 200', async () => {
    const target = await ownDatabaseUrl();
    // Fill the pool with several idle connections, then kill them all.
    await Promise.all(
      Array.from({ length: 6 }, () => api.call('/v2/front/url/product/listing/search?busca=termometro')),
    );
    expect(await terminateOthers(target.href)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 5; i += 1) {
      const res = await api.call('/v2/front/url/product/detail?url=/alicate-amperimetro-digital-aa-400-true-rms.html');
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    expect((await api.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('connections killed while requests run: reads answer, nothing is a 5xx but a write caught mid-way', async () => {
    const target = await ownDatabaseUrl();
    const reads = Array.from({ length: 30 }, (_, i) =>
      api.call(`/v2/front/url/product/listing/search?busca=${i % 2 ? 'termometro' : 'sensor'}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await terminateOthers(target.href);
    const answers = await Promise.all(reads);
    for (const res of answers) expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    const after = await api.call('/v2/front/settings');
    expect(after.statusCode).toBe(200);
  });
});

describe.runIf(engine === 'postgres' && findBindir() !== null)(
  'PostgreSQL server stopped and started under load',
  () => {
    const TOKEN = 'restart-test-token';
    const PRODUCT_PAGE = '/v2/front/url/product/detail?url=/alicate-amperimetro-digital-aa-400-true-rms.html';
    /** The pool's connect deadline (client.ts) plus a margin: no request may take longer, server down or not. */
    const DEADLINE_MS = 6_000;
    let cluster: Cluster | undefined;
    let db: Db;
    let app: FastifyInstance;
    let idleErrors = 0;

    beforeAll(async () => {
      cluster = await createCluster({ database: 'vitrine_restart', prefix: 'vitrine-pg-restart-' });
      db = await openPostgres(cluster.url, { onConnectionError: () => (idleErrors += 1) });
      await migrate(db);
      await seedDemo(db);
      // Many cart adds from one address: the load, not the limit, is what this test is about.
      app = await buildApp({ ...createContext(db, { appToken: TOKEN }), cartAddLimits: LOOSE_CART_ADD_LIMITS });
    });
    afterAll(async () => {
      await app?.close();
      await db?.close().catch(() => undefined);
      cluster?.remove();
    });

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    type Answer = { status: number; ms: number; body: string; session: string | undefined };
    const call = async (method: 'GET' | 'POST', url: string, session?: string, payload?: object): Promise<Answer> => {
      const started = performance.now();
      const res = await app.inject({
        method,
        url,
        headers: { 'app-token': TOKEN, ...(session ? { session } : {}) },
        ...(payload ? { payload } : {}),
      });
      const header = res.headers.session;
      return {
        status: res.statusCode,
        ms: performance.now() - started,
        body: res.body,
        session: typeof header === 'string' ? header : session,
      };
    };
    const CART = '/v2/front/checkout/cart';
    const add = (idProduto: number, quantidade: number, session?: string) =>
      call('POST', CART, session, { tipo: 'produto', itens: [{ idProduto, idAtributoValor: null, quantidade }] });
    const cartLines = async (session: string) => {
      const res = await call('GET', CART, session);
      expect(res.status, res.body.slice(0, 200)).toBe(200);
      const { data } = JSON.parse(res.body) as { data: { itens: { id: number; quantidade: number }[] } };
      return new Map(data.itens.map((item) => [item.id, item.quantidade]));
    };

    it('503 in Portuguese while down, no request past its deadline, back by itself, no confirmed write lost', async () => {
      const server = cluster as Cluster;
      // The product every write adds: of those a plain add accepts, the one with the most stock (no add is clamped).
      const candidates = await db.query<{ id: number; estoque: number }>(
        `SELECT id, estoque FROM products WHERE ativo AND status = 'disponivel' ORDER BY estoque DESC, id LIMIT 10`,
      );
      let product: { id: number; estoque: number } | undefined;
      let first: Answer | undefined;
      for (const candidate of candidates) {
        first = await add(candidate.id, 1);
        if (first.status === 200) {
          product = candidate;
          break;
        }
      }
      if (!product || !first) throw new Error('no product a plain add accepts');
      const hotSession = first.session as string;
      const productId = product.id;
      const stock = product.estoque;

      const answers: Answer[] = [];
      let hotConfirmed = 0;
      let hotUnknown = 0;
      const newSessions: { session: string; quantity: number }[] = [];
      let running = true;
      const loop = async (step: () => Promise<void>) => {
        while (running) {
          await step();
          await sleep(15);
        }
      };
      const reader = () =>
        loop(async () => {
          answers.push(await call('GET', PRODUCT_PAGE));
        });
      // Adds of 1 to one cart, from two writers at once (capped below the product's stock).
      const hotWriter = () =>
        loop(async () => {
          if (1 + hotConfirmed + hotUnknown >= stock) return;
          const res = await add(productId, 1, hotSession);
          answers.push(res);
          if (res.status >= 200 && res.status < 300) hotConfirmed += 1;
          else if (res.status >= 500) hotUnknown += 1;
        });
      // A new cart per call, with a known quantity.
      const sessionWriter = () =>
        loop(async () => {
          const quantity = 1 + (answers.length % 3);
          const res = await add(productId, quantity);
          answers.push(res);
          if (res.status >= 200 && res.status < 300 && res.session)
            newSessions.push({ session: res.session, quantity });
        });
      const workers = [reader(), reader(), reader(), hotWriter(), hotWriter(), sessionWriter()];

      await sleep(500);
      const beforeStop = answers.length;
      await server.stop('fast');
      await sleep(1_500);
      const whileDown = answers.slice(beforeStop);
      await server.start();
      const restarted = performance.now();
      // A read must succeed within a few seconds, with nothing restarted but the database.
      let recoveredMs = Number.POSITIVE_INFINITY;
      while (performance.now() - restarted < 10_000) {
        const res = await call('GET', PRODUCT_PAGE);
        if (res.status === 200) {
          recoveredMs = performance.now() - restarted;
          break;
        }
        await sleep(50);
      }
      const afterRecovery = answers.length;
      await sleep(500);
      running = false;
      await Promise.all(workers);

      // While down: every call failed fast with the 503 envelope, told in Portuguese.
      expect(whileDown.length).toBeGreaterThan(0);
      const failures = answers.filter((a) => a.status >= 400);
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure.status, failure.body.slice(0, 200)).toBe(503);
        expect(JSON.parse(failure.body)).toEqual({
          success: false,
          error: {
            code: 'unavailable',
            message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
          },
        });
      }
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(DEADLINE_MS);
      expect(recoveredMs).toBeLessThan(5_000);
      // Back to normal: reads and writes answer 2xx again.
      expect((await call('GET', PRODUCT_PAGE)).status).toBe(200);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      const lastAnswers = answers.slice(afterRecovery);
      expect(lastAnswers.length).toBeGreaterThan(0);
      expect(lastAnswers.filter((a) => a.status !== 200)).toEqual([]);

      // No confirmed write lost: the hot cart holds 1 + every confirmed add (and at most the unconfirmed ones too)…
      const hot = (await cartLines(hotSession)).get(productId) ?? 0;
      expect(hot).toBeGreaterThanOrEqual(1 + hotConfirmed);
      expect(hot).toBeLessThanOrEqual(1 + hotConfirmed + hotUnknown);
      // …and every cart a confirmed call made holds what it was given.
      for (const { session, quantity } of newSessions) {
        expect((await cartLines(session)).get(productId)).toBe(quantity);
      }
      console.info(
        `restart under load: ${answers.length} calls, ${whileDown.length} while down, ${failures.length} × 503, ` +
          `slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms, read answered ${Math.round(recoveredMs)} ms ` +
          `after the server was up; hot cart ${hot} (1 + ${hotConfirmed} confirmed, ${hotUnknown} unknown), ` +
          `${newSessions.length} new carts checked; ${idleErrors} idle connections dropped`,
      );
    });
  },
);
