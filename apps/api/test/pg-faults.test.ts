/**
 * PostgreSQL faults (reliability): a terminated backend — what a restart, a failover or an operator's
 * pg_terminate_backend does to the pool's connections — never ends the process nor fails a read: the pool drops the
 * dead connection, a read whose connection died under it is sent again, and the store answers as before.
 * Runs on the PostgreSQL server only (PGlite has no other backends).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, isConnectionError, isReadOnly } from '../src/db/client';
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
  });
});

describe.runIf(engine === 'postgres')('PostgreSQL backends terminated under the store', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
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
