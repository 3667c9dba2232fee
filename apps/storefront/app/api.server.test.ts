import { settingsSchema, userSchema } from '@vitrine/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api.server';
import { createTtlCache } from './lib/ttl-cache';

const itemSchema = z.object({ nome: z.string() });
const request = new Request('http://loja.test/');

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}

function client(fetchImpl: typeof fetch, now = () => 0, baseUrl = 'http://api.test') {
  return createApiClient({
    baseUrl,
    appToken: 'token-1',
    readSession: () => Promise.resolve('sess-1'),
    fetch: fetchImpl,
    cache: createTtlCache<unknown>(60_000, now),
  });
}

describe('Store API client', () => {
  it('B§7 every call sends the app token and the session', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 'x' } })));
    const result = await client(fetchMock).get(request, '/checkout/user', itemSchema, { a: 1, b: undefined });
    expect(result).toMatchObject({ ok: true, data: { nome: 'x' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/v2/front/checkout/user?a=1');
    const headers = new Headers(init?.headers);
    expect(headers.get('app-token')).toBe('token-1');
    expect(headers.get('session')).toBe('sess-1');
  });

  it("passes the shopper's address on (X-Forwarded-For), for the Store API's per-IP form limits", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { sucesso: true } })));
    const shopper = new Request('http://loja.test/', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    await client(fetchMock).get(shopper, '/checkout/user', z.object({ sucesso: z.boolean() }));
    await client(fetchMock).get(request, '/checkout/user', z.object({ sucesso: z.boolean() }));
    const forwarded = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('x-forwarded-for'));
    expect(forwarded).toEqual(['203.0.113.7', null]);
  });

  it('asks the in-process Store API for uncompressed answers, and a remote one as fetch likes', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 'x' } })));
    await client(fetchMock, () => 0, 'http://127.0.0.1:3000').get(request, '/checkout/user', itemSchema);
    await client(fetchMock).get(request, '/checkout/user', itemSchema);
    const encodings = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('accept-encoding'));
    expect(encodings).toEqual(['identity', null]);
  });

  it('B§7 a new session created by the API is handed back', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ success: true, data: { nome: 'x' } }, { headers: { session: 'novo' } })),
    );
    const result = await client(fetchMock).get(request, '/checkout/cart', itemSchema);
    expect(result.session).toBe('novo');
  });

  it('B§8 a failure answer is a result, not an exception', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        json({ success: false, error: { code: 'not_found', message: 'Não encontrado' } }, { status: 404 }),
      ),
    );
    const result = await client(fetchMock).get(request, '/url/verify', itemSchema);
    expect(result).toMatchObject({ ok: false, status: 404, error: { code: 'not_found' } });
  });

  it('B§8 the API being down is status 503', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    const result = await client(fetchMock).get(request, '/settings', itemSchema);
    expect(result).toMatchObject({ ok: false, status: 503, error: { code: 'unavailable' } });
  });

  it('B§8 an answer that does not match the contract is status 502', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json({ success: true, data: { nome: 1 } })));
    const result = await client(fetchMock).get(request, '/settings', itemSchema);
    expect(result).toMatchObject({ ok: false, status: 502 });
    const html = vi.fn<typeof fetch>(() => Promise.resolve(new Response('<html>', { status: 500 })));
    expect(await client(html).get(request, '/settings', itemSchema)).toMatchObject({ ok: false, status: 500 });
  });

  it('DESIGN§3 settings and menus are cached 60 s; failures are not cached', async () => {
    let t = 0;
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockImplementation(() => Promise.resolve(json({ success: true, data: { nome: 'a' } })));
    const api = client(fetchMock, () => t);
    expect((await api.getShared(request, '/settings', itemSchema)).ok).toBe(false);
    expect((await api.getShared(request, '/settings', itemSchema)).ok).toBe(true);
    expect((await api.getShared(request, '/settings', itemSchema)).ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    t = 60_000;
    await api.getShared(request, '/settings', itemSchema);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('B§3 contract schemas validate settings and user', () => {
    expect(settingsSchema.safeParse({}).success).toBe(false);
    expect(
      userSchema.safeParse({ id: null, logado: false, nomeRazao: null, email: null, vendaInterna: null }).success,
    ).toBe(true);
  });
});
