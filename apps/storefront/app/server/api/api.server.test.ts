import { endpoints, settingsSchema, userSchema, type Endpoint } from '@vitrine/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api.server';
import { createSharedCache } from './cache.server';

const itemSchema = z.object({ nome: z.string() });
/** Table entries answering `{ nome }`, so the fakes below stay short. */
const user = { ...endpoints.user, data: itemSchema };
const settings = { ...endpoints.settings, data: itemSchema };
const withQuery = {
  id: 'withQuery',
  method: 'GET',
  path: '/checkout/user',
  query: z.object({ a: z.coerce.number(), b: z.string().optional() }),
  data: itemSchema,
} as const satisfies Endpoint;
const request = new Request('http://loja.test/');

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}

function client(fetchImpl: typeof fetch, now = () => 1_000, baseUrl = 'http://api.test') {
  return createApiClient({
    baseUrl,
    appToken: 'token-1',
    shopperKey: 'chave-1',
    readSession: () => Promise.resolve('sess-1'),
    fetch: fetchImpl,
    cache: createSharedCache<unknown>(60_000, now),
  });
}

describe('Store API client', () => {
  it('B§7 every call sends the app token and the session', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 'x' } })));
    const result = await client(fetchMock).call(request, withQuery, { query: { a: 1, b: undefined } });
    expect(result).toMatchObject({ ok: true, data: { nome: 'x' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/v2/front/checkout/user?a=1');
    const headers = new Headers(init?.headers);
    expect(headers.get('app-token')).toBe('token-1');
    expect(headers.get('session')).toBe('sess-1');
  });

  it('asks the in-process Store API for uncompressed answers, and a remote one as fetch likes', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 'x' } })));
    await client(fetchMock, () => 1_000, 'http://127.0.0.1:3000').call(request, user);
    await client(fetchMock).call(request, user);
    const encodings = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('accept-encoding'));
    expect(encodings).toEqual(['identity', null]);
  });

  it("T§7 passes on the shopper's address the server put in X-Forwarded-For, with the storefront's key (issue 28)", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 'x' } })));
    const fromShopper = new Request('http://loja.test/', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    await client(fetchMock).call(fromShopper, user);
    await client(fetchMock).call(request, user);
    const sent = fetchMock.mock.calls.map(([, init]) => {
      const headers = new Headers(init?.headers);
      return [headers.get('x-vitrine-cliente'), headers.get('x-vitrine-cliente-chave'), headers.get('x-forwarded-for')];
    });
    expect(sent).toEqual([
      ['203.0.113.7', 'chave-1', null],
      [null, null, null],
    ]);
  });

  it('B§7 a new session created by the API is handed back', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ success: true, data: { nome: 'x' } }, { headers: { session: 'novo' } })),
    );
    const result = await client(fetchMock).call(request, { ...endpoints.cart, data: itemSchema });
    expect(result.session).toBe('novo');
  });

  it('B§8 a failure answer is a result, not an exception', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        json({ success: false, error: { code: 'not_found', message: 'Não encontrado' } }, { status: 404 }),
      ),
    );
    const result = await client(fetchMock).call(
      request,
      { ...endpoints.urlVerify, data: itemSchema },
      { query: { url: '/x' } },
    );
    expect(result).toMatchObject({ ok: false, status: 404, error: { code: 'not_found' } });
  });

  it('B§8 the API being down is status 503', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    const result = await client(fetchMock).call(request, settings);
    expect(result).toMatchObject({ ok: false, status: 503, error: { code: 'unavailable' } });
  });

  it('B§8 a silent Store API, or one that stalls in the middle of its body, is a 503 once the deadline passes', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const servers: Server[] = [
      // Accepts the connection and never answers.
      createServer(() => undefined),
      // Sends its headers and half a body, then nothing.
      createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"success":true,"da');
      }),
    ];
    try {
      for (const server of servers) {
        server.on('connection', (socket) => sockets.add(socket));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const { port } = server.address() as AddressInfo;
        const api = createApiClient({
          baseUrl: `http://127.0.0.1:${port}`,
          appToken: 't',
          shopperKey: 'k',
          readSession: () => Promise.resolve(null),
          timeoutMs: 300,
          cache: createSharedCache<unknown>(60_000, () => 0),
        });
        const started = Date.now();
        const result = await api.call(request, user);
        expect(result).toMatchObject({ ok: false, status: 503 });
        expect(Date.now() - started).toBeLessThan(2_000);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it('B§8 an answer that does not match the contract is status 502', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 1 } })));
    const result = await client(fetchMock).call(request, settings);
    expect(result).toMatchObject({ ok: false, status: 502 });
    const html = vi.fn<typeof fetch>(() => Promise.resolve(new Response('<html>', { status: 500 })));
    expect(await client(html).call(request, settings)).toMatchObject({ ok: false, status: 500 });
  });

  /** A Store API whose catalogue version is `version.now`; every other call answers `answer()`. */
  function versioned(answer: () => Response, version = { now: '7' }) {
    return vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        String(url).endsWith('/v2/front/struct/version')
          ? json({ success: true, data: { versao: version.now } })
          : answer(),
      ),
    );
  }
  const reads = (fetchMock: ReturnType<typeof versioned>) =>
    fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/struct/version')).length;
  /** A new incoming request (the version is asked once per request). */
  const next = () => new Request('http://loja.test/');

  it('architecture §3: settings and menus are cached 60 s; failures are not cached', async () => {
    let t = 1_000;
    let failing = true;
    const fetchMock = versioned(() => {
      if (!failing) return json({ success: true, data: { nome: 'a' } });
      failing = false;
      return new Response('', { status: 500 });
    });
    const api = client(fetchMock, () => t);
    expect((await api.shared(next(), settings)).ok).toBe(false);
    expect((await api.shared(next(), settings)).ok).toBe(true);
    expect((await api.shared(next(), settings)).ok).toBe(true);
    expect(reads(fetchMock)).toBe(2);
    t += 60_001;
    await api.shared(next(), settings);
    expect(reads(fetchMock)).toBe(3);
  });

  it('issue 27: a shared answer kept under an older catalogue version is asked again on the next request', async () => {
    const version = { now: '7' };
    let name = 'antes';
    const fetchMock = versioned(() => json({ success: true, data: { nome: name } }), version);
    const api = client(fetchMock);
    expect(await api.shared(next(), settings)).toMatchObject({ data: { nome: 'antes' } });
    name = 'depois';
    // Same version: the kept answer, however the Store API's data moved (the 60 s bound for what bumps nothing).
    expect(await api.shared(next(), settings)).toMatchObject({ data: { nome: 'antes' } });
    // Another process moderated a review: the version moved, so the very next request asks again — no 60 s wait.
    version.now = '8';
    expect(await api.shared(next(), settings)).toMatchObject({ data: { nome: 'depois' } });
    expect(reads(fetchMock)).toBe(2);
  });

  it('issue 27: the version is asked once per request, and a version call that fails keeps the last one seen', async () => {
    let down = false;
    const fetchMock = vi.fn<typeof fetch>((url) => {
      if (String(url).endsWith('/struct/version')) {
        return down
          ? Promise.reject(new Error('down'))
          : Promise.resolve(json({ success: true, data: { versao: '3' } }));
      }
      return Promise.resolve(json({ success: true, data: { nome: 'x' } }));
    });
    const api = client(fetchMock);
    const page = next();
    await Promise.all([api.shared(page, settings), api.shared(page, { ...endpoints.home, data: itemSchema })]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/struct/version'))).toHaveLength(1);
    down = true;
    expect(await api.shared(next(), settings)).toMatchObject({ ok: true, data: { nome: 'x' } });
    expect(reads(fetchMock)).toBe(2);
  });

  it('decision 035: concurrent pages share one version read, each read issued after the page arrived', async () => {
    const version = { now: '7' };
    const fetchMock = versioned(() => json({ success: true, data: { nome: 'x' } }), version);
    const api = client(fetchMock);
    const versionReads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/struct/version')).length;
    await api.shared(next(), settings);
    expect(versionReads()).toBe(1);
    // Sixteen pages at once: one read for the first, one shared by the fifteen that came while it was under way.
    await Promise.all(Array.from({ length: 16 }, () => api.shared(next(), settings)));
    expect(versionReads()).toBeLessThanOrEqual(3);
    expect(reads(fetchMock)).toBe(1); // every page took the kept answer
    // A page arriving after a version change never takes an answer read before it arrived.
    version.now = '8';
    const before = versionReads();
    await api.shared(next(), settings);
    expect(versionReads()).toBe(before + 1);
    expect(reads(fetchMock)).toBe(2);
  });

  it('B§7 a call is built from its table entry: path parameters, repeated query keys, method and JSON body', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 'x' } })));
    const api = client(fetchMock);
    await api.call(request, { ...endpoints.banners, data: itemSchema }, { params: { slot: 'meio-home' } });
    await api.call(
      request,
      { ...endpoints.categoryListing, data: itemSchema },
      { query: { url: '/data-loggers', limit: 12, filtro: ['marca:testo', 'preco:-500'], order: undefined } },
    );
    await api.call(
      request,
      { ...endpoints.cartRemove, data: itemSchema },
      { body: { hash: 'p1-v0', tipo: 'produto' } },
    );
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body]);
    expect(calls).toEqual([
      ['http://api.test/v2/front/showcase/banners/meio-home', 'GET', undefined],
      [
        'http://api.test/v2/front/url/product/listing/category?url=%2Fdata-loggers&limit=12&filtro=marca%3Atesto&filtro=preco%3A-500',
        'GET',
        undefined,
      ],
      ['http://api.test/v2/front/checkout/cart', 'DELETE', '{"hash":"p1-v0","tipo":"produto"}'],
    ]);
  });

  it('T§5 a body its schema refuses never leaves the storefront: 400 with the schema message', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    const result = await client(fetchMock).call(request, endpoints.cartUpdate, {
      body: { hash: 'p1-v0', tipo: 'produto', quantidade: 0 },
    });
    expect(result).toMatchObject({ ok: false, status: 400, error: { message: 'A quantidade deve ser ao menos 1.' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('B§3 contract schemas validate settings and user', () => {
    expect(settingsSchema.safeParse({}).success).toBe(false);
    expect(
      userSchema.safeParse({ id: null, logado: false, nomeRazao: null, email: null, vendaInterna: null }).success,
    ).toBe(true);
  });
});
