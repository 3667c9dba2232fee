import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache, pageKey, servedEncoding, type PageCache } from './page-cache';
import { keepWhenSent, servePage } from './page-cache-route';

/**
 * The page cache (decision 035, issue 29) on a route shaped like the storefront's (request-handler.ts): a render
 * that counts itself and says what it rendered under, so a test sees which answers were kept and served again.
 */
describe('the page cache', () => {
  let app: FastifyInstance;
  let cache: PageCache;
  let renders: number;
  let version: number;
  let clock: number;
  let answer: { status: number; headers: Record<string, string>; fail: boolean; bytes: number };

  async function start(maxBytes = 1024 * 1024) {
    cache = createPageCache({ maxBytes, ttlMs: 5_000, version: async () => String(version), now: () => clock });
    app = Fastify();
    app.all('/*', async (request, reply) => {
      const cached = await servePage(cache, request, reply);
      if (cached.served) return reply;
      renders += 1;
      const report = { renderFailed: answer.fail };
      reply.status(answer.status).header('content-type', 'text/html').headers(answer.headers);
      reply.header('content-security-policy', `script-src 'nonce-n${renders}'`);
      const html = `<p>render ${renders} of ${request.url} at version ${version}</p>${'x'.repeat(answer.bytes)}`;
      const body = Readable.from([Buffer.from(html.slice(0, 10)), Buffer.from(html.slice(10))]);
      return reply.send(cached.miss ? keepWhenSent(cache, cached.miss, reply, body, report) : body);
    });
    await app.ready();
  }

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  /** Lets the kept page's compression finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeEach(async () => {
    renders = 0;
    version = 1;
    clock = 0;
    answer = { status: 200, headers: {}, fail: false, bytes: 2_000 };
    await start();
  });
  afterEach(() => app.close());

  it('serves a page again without rendering it, with the same bytes and CSP header, in each encoding', async () => {
    const first = await get('/data-loggers', { 'accept-encoding': 'br' });
    expect(first.headers['x-page-cache']).toBe('miss');
    await settle();
    const br = await get('/data-loggers', { 'accept-encoding': 'br, gzip' });
    const gz = await get('/data-loggers', { 'accept-encoding': 'gzip' });
    const plain = await get('/data-loggers');
    expect(renders).toBe(1);
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = first.body;
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    expect(plain.body).toBe(html);
    // The nonce the kept page's scripts carry is the one its CSP header names.
    expect(br.headers['content-security-policy']).toBe("script-src 'nonce-n1'");
    expect(br.headers.vary).toMatch(/accept-encoding/);
  });

  it('keys by address and query, host and the cookies pages read; other cookies share the page', async () => {
    await get('/busca?busca=a');
    await settle();
    await get('/busca?busca=b');
    await get('/busca?busca=a', { host: 'outra.example' });
    await get('/busca?busca=a', { cookie: 'home=1' });
    await get('/busca?busca=a', { cookie: 'cep=01310-100' });
    expect(renders).toBe(5);
    await settle();
    await get('/busca?busca=a', { cookie: '_ga=GA1.2.3; home=1' });
    await get('/busca?busca=a', { cookie: '_ga=GA1.2.4' });
    expect(renders).toBe(5);
  });

  it('never serves or keeps a page for a session, a form answer, an Authorization header or a POST (issue 29)', async () => {
    await get('/p.html');
    await settle();
    const personal: Record<string, string>[] = [
      { cookie: 'vitrine_sessao=abc' },
      { cookie: 'cep=01310-100; vitrine_sessao=abc' },
      { cookie: 'vitrine_formulario=abc' },
      { authorization: 'Basic eDp5' },
    ];
    for (const headers of personal) {
      const response = await get('/p.html', headers);
      expect(response.headers['x-page-cache'], JSON.stringify(headers)).toBeUndefined();
      expect(response.body).not.toContain('render 1 ');
    }
    const post = await app.inject({ method: 'POST', url: '/p.html', payload: { a: 1 } });
    expect(post.headers['x-page-cache']).toBeUndefined();
    expect(post.body).not.toContain('render 1 ');
    expect(renders).toBe(6);
    expect(pageKey({ method: 'HEAD', headers: {}, protocol: 'http', host: 'h', url: '/' })).toBeNull();
  });

  it('keeps no answer that sets a cookie, says no-store, is not a 200 or whose render failed', async () => {
    const cases: Partial<typeof answer>[] = [
      { headers: { 'set-cookie': 'home=1; Path=/' } },
      { headers: { 'cache-control': 'private, no-store' } },
      { status: 404 },
      { fail: true },
    ];
    for (const [i, change] of cases.entries()) {
      answer = { status: 200, headers: {}, fail: false, bytes: 2_000, ...change };
      await get(`/case-${i}`);
      await settle();
      await get(`/case-${i}`);
    }
    expect(renders).toBe(8);
    expect(cache.stats().pages).toBe(0);
  });

  it('drops every page when the catalogue version moves, and serves none older than 5 s', async () => {
    await get('/a');
    await get('/b');
    await settle();
    version = 2;
    expect((await get('/a')).body).toContain('at version 2');
    expect(renders).toBe(3);
    expect(cache.stats().pages).toBeLessThanOrEqual(1);
    await settle();
    clock = 4_999;
    expect((await get('/a')).headers['x-page-cache']).toBe('hit');
    clock = 5_000;
    expect((await get('/a')).headers['x-page-cache']).toBe('miss');
    expect(renders).toBe(4);
  });

  it('renders once for concurrent visitors of a page that is not kept yet', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/popular')));
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('a visitor waiting for a render of an older catalogue version gets a page of the new one, kept', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const compress = cache.keep;
    cache.keep = async (...args) => {
      await slow; // the first render's page is still being compressed when the version moves
      return compress(...args);
    };
    const first = get('/a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    version = 2;
    const second = get('/a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await first).body).toContain('at version 1');
    expect((await second).body).toContain('at version 2');
    await settle();
    expect((await get('/a')).headers['x-page-cache']).toBe('hit');
    expect(renders).toBe(2);
  });

  it('stays within its memory bound, dropping the least recently used pages', async () => {
    await app.close();
    const bound = 64 * 1024;
    await start(bound);
    // Pages that do not compress: ≈ 2 × 10 KB kept each.
    answer.bytes = 0;
    for (let i = 0; i < 40; i += 1) {
      answer.headers = { 'x-filler': Math.random().toString(36).repeat(300).slice(0, 10_000) };
      await get(`/page-${i}`);
      await settle();
      expect(cache.stats().bytes).toBeLessThanOrEqual(bound);
    }
    expect(cache.stats().pages).toBeGreaterThan(1);
    expect(cache.stats().pages).toBeLessThan(40);
    expect((await get('/page-39')).headers['x-page-cache']).toBe('hit');
    expect((await get('/page-0')).headers['x-page-cache']).toBe('miss');
  });

  it('serves brotli, else gzip, else the page as it is', () => {
    expect(servedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(servedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(servedEncoding('*')).toBe('br');
    expect(servedEncoding('identity')).toBeNull();
    expect(servedEncoding(undefined)).toBeNull();
  });
});
