import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  sitemapIndexSchema,
  sitemapUrlsSchema,
  type SitemapIndex,
  type SitemapUrls,
} from '@vitrine/contract';
import { startTestApi, type TestApi } from './harness';

/** B§3 seo: the sitemap's sections and their addresses, in keyset pages (the storefront writes the XML). */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function index(): Promise<SitemapIndex> {
  const res = await api.call('/v2/front/sitemap');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return envelope(sitemapIndexSchema).parse(res.json()).data;
}
async function urls(query: string): Promise<SitemapUrls> {
  const res = await api.call(`/v2/front/sitemap/urls?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return envelope(sitemapUrlsSchema).parse(res.json()).data;
}

describe('sitemap (B§3 seo)', () => {
  it('counts the active pages of every section, with the latest change of products and kits', async () => {
    const { secoes } = await index();
    const bySection = Object.fromEntries(secoes.map((s) => [s.secao, s]));
    const [products] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE ativo');
    expect(bySection.produtos?.total).toBe(products?.n);
    expect(bySection.produtos?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const secao of ['listas', 'categorias', 'marcas', 'paginas'] as const) {
      expect(bySection[secao]?.total, secao).toBeGreaterThan(0);
    }
  });

  it('walks a section in keyset pages: every product once, as /{slug}.html, none inactive', async () => {
    const seen: string[] = [];
    let depois = 0;
    for (;;) {
      const page = await urls(`secao=produtos&limit=7&depois=${depois}`);
      seen.push(...page.urls.map((u) => u.rota));
      if (page.proximo === null) break;
      expect(page.urls).toHaveLength(7);
      depois = page.proximo;
    }
    const rows = await api.db.query<{ slug: string }>('SELECT slug FROM products WHERE ativo ORDER BY id');
    expect(seen).toEqual(rows.map((r) => `/${r.slug}.html`));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('skips to where a sitemap file starts; a product update moves its lastmod', async () => {
    const all = await urls('secao=produtos&limit=10000');
    const skipped = await urls('secao=produtos&pular=3&limit=2');
    expect(skipped.urls.map((u) => u.rota)).toEqual(all.urls.slice(3, 5).map((u) => u.rota));
    const [row] = await api.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM products WHERE ativo ORDER BY id LIMIT 1',
    );
    await api.db.query("UPDATE products SET atualizado_em = '2020-01-01T00:00:00Z' WHERE id = $1", [row!.id]);
    await api.db.query('UPDATE products SET nome = nome WHERE id = $1', [row!.id]);
    const first = (await urls('secao=produtos&limit=1')).urls[0]!;
    expect(first.rota).toBe(`/${row!.slug}.html`);
    expect(Date.parse(first.lastmod!)).toBeGreaterThan(Date.parse('2024-01-01'));
  });

  it('kits, brands, landing pages and institutional pages have their store addresses', async () => {
    expect((await urls('secao=listas&limit=1')).urls[0]?.rota).toMatch(/^\/lista\/[a-z0-9-]+\.html$/);
    expect((await urls('secao=marcas&limit=1')).urls[0]?.rota).toMatch(/^\/marcas\/[a-z0-9-]+$/);
    expect((await urls('secao=paginas&limit=50')).urls.map((u) => u.rota)).toContain('/pagina/quem-somos');
    expect((await urls('secao=categorias&limit=1')).urls[0]?.rota).toMatch(/^\//);
  });

  it('T§2 (storefront-transactions.md Store-rating page): the store-rating page, which needs a key, is not listed', async () => {
    const paginas = (await urls('secao=paginas&limit=50')).urls.map((u) => u.rota);
    expect(paginas).not.toContain('/pagina/avaliacao-loja');
    const [row] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pages WHERE ativo AND rota <> '/pagina/avaliacao-loja'",
    );
    expect(paginas.length).toBe(row?.n);
  });

  it('bad input is a 400 in Portuguese', async () => {
    for (const query of [
      'secao=tudo',
      'secao=produtos&limit=0',
      'secao=produtos&depois=99999999999',
      'secao=produtos&limit=x',
    ]) {
      const res = await api.call(`/v2/front/sitemap/urls?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toMatch(/secao|depois|limit|número|seção/);
    }
  });
});
