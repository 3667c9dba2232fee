import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyMedia } from './media-proxy';

/** docs/architecture.md §2 (API_URL): the storefront in front of another Store API still serves its /media paths. */
describe('media behind API_URL', () => {
  let upstream: FastifyInstance;
  let store: FastifyInstance;
  const seen: { url: string; cookie: string | undefined }[] = [];

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/loja/media/produtos/:file', async (request, reply) => {
      seen.push({ url: request.url, cookie: request.headers.cookie });
      const { file } = request.params as { file: string };
      if (file !== 'sensor-1-small.svg') return reply.code(404).send({ success: false });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    store = Fastify();
    await proxyMedia(store, `${address}/loja`);
    await store.ready();
  });
  afterAll(async () => {
    await store?.close();
    await upstream?.close();
  });

  it("answers a /media path with the Store API's file, type and caching", async () => {
    const res = await store.inject({ url: '/media/produtos/sensor-1-small.svg', headers: { cookie: 'session=abc' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The Store API's path prefix is kept, and the shopper's cookies stay on this site.
    expect(seen.at(-1)).toEqual({ url: '/loja/media/produtos/sensor-1-small.svg', cookie: undefined });
  });

  it("passes the Store API's 404 on", async () => {
    const res = await store.inject({ url: '/media/produtos/desconhecido.svg' });
    expect(res.statusCode).toBe(404);
  });
});
