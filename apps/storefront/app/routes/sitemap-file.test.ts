import { SITEMAP_MAX_URLS } from '@vitrine/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../server/api/api.server';
import { loader } from './sitemap-file';

vi.mock('../server/api/api.server', () => ({ api: vi.fn() }));

type Query = { secao: string; depois?: number; pular?: number; limit: number };

/** A section of `total` addresses served in keyset pages, as the Store API's GET /sitemap/urls does. */
function section(total: number) {
  vi.mocked(api).mockImplementation((async (_request: Request, _endpoint: unknown, options: { query: Query }) => {
    const { depois = 0, pular = 0, limit } = options.query;
    const from = depois === 0 ? pular : depois;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => from + i + 1);
    const last = ids.at(-1);
    return {
      ok: true,
      status: 200,
      session: null,
      data: {
        urls: ids.map((id) => ({ rota: `/produto-${id}.html`, lastmod: '2026-11-01' })),
        proximo: last !== undefined && last < total ? last : null,
      },
    };
  }) as unknown as typeof api);
}

const get = (arquivo: string) =>
  loader({ request: new Request(`http://loja.test/sitemap/${arquivo}`), params: { arquivo } });

const readAll = async (response: Response) => new TextDecoder().decode(await response.arrayBuffer());
const count = (xml: string) => (xml.match(/<url>/g) ?? []).length;

beforeEach(() => {
  vi.mocked(api).mockReset();
});

describe('B§3 sitemap files', () => {
  it('a file holds 50,000 addresses in keyset pages; the second starts where the first ended', async () => {
    section(SITEMAP_MAX_URLS + 1_234);
    const first = await readAll(await get('produtos-1.xml'));
    expect(count(first)).toBe(SITEMAP_MAX_URLS);
    expect(first).toMatch(/^<\?xml[^>]*>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(first.endsWith('</urlset>\n')).toBe(true);
    expect(first).toContain('<url><loc>http://loja.test/produto-1.html</loc><lastmod>2026-11-01</lastmod></url>');
    const second = await readAll(await get('produtos-2.xml'));
    expect(count(second)).toBe(1_234);
    expect(second).toContain(`/produto-${SITEMAP_MAX_URLS + 1}.html`);
    expect((await get('produtos-3.xml')).status).toBe(404);
  });

  it('pages are read as the client takes them: an unread file asks for no more, a client that leaves stops it', async () => {
    section(SITEMAP_MAX_URLS);
    const response = await get('produtos-1.xml');
    const reader = response.body!.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const asked = vi.mocked(api).mock.calls.length;
    expect(asked).toBeLessThanOrEqual(2);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(vi.mocked(api).mock.calls.length).toBe(asked);
  });

  it('a Store API failure before the first page is a 503; a file name outside the pattern a 404', async () => {
    vi.mocked(api).mockResolvedValue({ ok: false, status: 500, session: null, error: {} } as never);
    const down = await get('produtos-1.xml');
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('60');
    expect((await get('produtos-0.xml')).status).toBe(404);
    expect((await get('../etc.xml')).status).toBe(404);
  });
});
