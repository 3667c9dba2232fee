import type { Db } from '@vitrine/api';
import { getConfig } from '@vitrine/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, findBindir, type Cluster } from '../../../scripts/pg-cluster.mjs';
import { openPostgres } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { seedDemo } from '../../api/src/seed/demo';
import { engine } from '../../api/test/harness';
import { startBuiltStore } from './built-store';
import { DRIVER_TEXT, knownValues, shopperSession, walkCases } from './route-walk';

/**
 * Issue 34 point 2 with a real PostgreSQL server (apps/api/test/pg-faults.test.ts does it for the Store API alone):
 * the whole store on a cluster of its own, anonymous visitors and a signed-in shopper reading pages (the page cache
 * keeping the anonymous ones), the server stopped under that load, and every route kind of the route table walked
 * while it is down, with a sample of Store API and admin API calls. Every answer is the store's own — a page or an
 * envelope, 503 with Retry-After when it failed — and never the driver's code, message or the server's address; the
 * store answers again by itself once the server is back.
 */

const HOST = 'loja.test';
type Answer = { label: string; status: number; body: string; retryAfter: unknown; type: string; cache: unknown };

describe.runIf(engine === 'postgres' && findBindir() !== null)(
  'the whole store with its PostgreSQL server stopped',
  () => {
    let cluster: Cluster | undefined;
    let db: Db;
    let app: FastifyInstance;
    let values: Record<string, string>;
    let shopper: string;

    beforeAll(async () => {
      cluster = await createCluster({ database: 'vitrine_outage', prefix: 'vitrine-pg-outage-' });
      db = await openPostgres(cluster.url, { onConnectionError: () => undefined });
      await migrate(db);
      await seedDemo(db);
      ({ app } = await startBuiltStore({ db, drop: async () => undefined }));
      values = await knownValues(db);
      shopper = await shopperSession(app, HOST);
    }, 300_000);
    afterAll(async () => {
      await app?.close();
      await db?.close().catch(() => undefined);
      cluster?.remove();
    });

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    async function ask(label: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
      const res = await app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
      return {
        label,
        status: res.statusCode,
        body: res.body,
        retryAfter: res.headers['retry-after'],
        type: String(res.headers['content-type'] ?? ''),
        cache: res.headers['cache-control'],
      };
    }

    it(
      'every page and call answers the store’s 503 while the server is down, and the store comes back',
      { timeout: 400_000 },
      async () => {
        const server = cluster as Cluster;
        const product = `/${values.produto}.html`;
        const hot = ['/', product, '/busca?busca=termometro', `/marcas/${values.marca}`, `/${values.param}`];
        const underLoad: Answer[] = [];
        let running = true;
        const reader = (cookie?: string) =>
          (async () => {
            for (let i = 0; running; i += 1) {
              const url = hot[i % hot.length] ?? '/';
              underLoad.push(
                await ask(`load ${cookie ? 'session' : 'anonymous'} ${url}`, url, cookie ? { cookie } : {}),
              );
              await sleep(10);
            }
          })();
        const readers = [reader(), reader(), reader(shopper)];
        await sleep(1_000);
        const beforeStop = underLoad.length;
        expect(underLoad.every((a) => a.status === 200)).toBe(true);

        await server.stop('fast');
        const { APP_TOKEN } = getConfig();
        const walked: Answer[] = [];
        for (const { url } of walkCases(values)) {
          walked.push(await ask(`anonymous ${url}`, url));
          walked.push(await ask(`session ${url}`, url, { cookie: shopper }));
        }
        for (const url of ['/v2/front/settings', `/v2/front/url/product/detail?url=${product}`, '/v2/front/url/home']) {
          walked.push(await ask(url, url, { 'app-token': APP_TOKEN }));
        }
        walked.push(await ask('/readyz', '/readyz'));
        walked.push(await ask('/busca.data', '/busca.data?busca=termometro'));
        const whileDown = underLoad.slice(beforeStop);

        await server.start();
        const restarted = performance.now();
        let recoveredMs = Number.POSITIVE_INFINITY;
        while (performance.now() - restarted < 10_000) {
          if ((await ask('recovery', product)).status === 200) {
            recoveredMs = performance.now() - restarted;
            break;
          }
          await sleep(100);
        }
        running = false;
        await Promise.all(readers);

        for (const answer of [...underLoad, ...walked]) {
          const where = `${answer.label} ${answer.status} ${answer.body.slice(0, 300)}`;
          expect(answer.body, where).not.toMatch(DRIVER_TEXT);
          expect(answer.status, where).not.toBe(500);
          if (answer.type.startsWith('text/html')) expect(answer.cache, where).toEqual(expect.any(String));
          if (answer.status >= 500) {
            expect(answer.status, where).toBe(503);
            expect(String(answer.retryAfter), where).toMatch(/^\d+$/);
          }
        }
        // The pages that read the database on each visit were the store's 503 page, signed in or not.
        for (const label of [`anonymous ${product}`, `session ${product}`, `anonymous /${values.param}`]) {
          const page = walked.find((a) => a.label === label);
          expect(page?.status, label).toBe(503);
          expect(page?.body, label).toContain('Por uma indisponibilidade do sistema');
        }
        for (const call of walked.filter((a) => a.label.startsWith('/v2/'))) {
          expect(call.status, call.label).toBe(503);
          expect(JSON.parse(call.body), call.label).toMatchObject({ success: false, error: { code: 'unavailable' } });
        }
        expect(whileDown.some((a) => a.status === 503)).toBe(true);
        expect(recoveredMs).toBeLessThan(10_000); // back by itself, nothing restarted but the database
        console.info(
          `PostgreSQL stopped under load: ${underLoad.length} page reads (${whileDown.length} while down, ` +
            `${whileDown.filter((a) => a.status === 503).length} × 503), ${walked.length} answers walked while down ` +
            `(${walked.filter((a) => a.status === 503).length} × 503); a product page answered ${Math.round(recoveredMs)} ms ` +
            'after the server was up',
        );
      },
    );
  },
);
