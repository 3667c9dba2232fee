import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setStoreApiTransport, storeApiFetch } from '../app/server/api/store-api-transport.server';
import { inProcessFetch } from './in-process-api';

/** Decision 023: the storefront reaches the Store API of its own process without a socket, with the same answers. */
describe('the in-process Store API transport', () => {
  let app: FastifyInstance;
  const seen: { ip: string; token: string | undefined; body: unknown }[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.post('/v2/front/echo', async (request, reply) => {
      seen.push({ ip: request.ip, token: request.headers['app-token'] as string | undefined, body: request.body });
      return reply
        .code(201)
        .header('session', 'abc')
        .send({ success: true, data: { ok: 1 } });
    });
    app.get('/v2/front/slow', () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 500)));
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => setStoreApiTransport(undefined));

  it('answers with the route’s status, headers and body, and passes headers, body and the shopper’s address', async () => {
    const response = await inProcessFetch(app)('http://127.0.0.1:3000/v2/front/echo', {
      method: 'POST',
      headers: { 'app-token': 'segredo-local', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ quantidade: 2 }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('session')).toBe('abc');
    expect(await response.json()).toEqual({ success: true, data: { ok: 1 } });
    expect(seen.at(-1)).toEqual({ ip: '203.0.113.9', token: 'segredo-local', body: { quantidade: 2 } });
  });

  it('gives up when the caller’s deadline fires, as fetch does', async () => {
    const started = performance.now();
    const call = inProcessFetch(app)('http://127.0.0.1:3000/v2/front/slow', { signal: AbortSignal.timeout(50) });
    await expect(call).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(400);
  });

  it('is used for its own base URL only; any other address still goes over HTTP', async () => {
    const calls: string[] = [];
    setStoreApiTransport({
      baseUrl: 'http://127.0.0.1:3000',
      transport: async (input) => {
        calls.push(String(input));
        return new Response('{}', { status: 200 });
      },
    });
    await storeApiFetch('http://127.0.0.1:3000/v2/front/settings');
    await expect(storeApiFetch('http://127.0.0.1:9/v2/front/settings')).rejects.toThrow();
    expect(calls).toEqual(['http://127.0.0.1:3000/v2/front/settings']);
  });
});
