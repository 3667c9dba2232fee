import type { SitemapIndex, SitemapSection, SitemapUrls } from '@vitrine/contract';
import { STORE_RATING_PAGE_PATH } from '@vitrine/contract/constants';
import type { AppContext } from '../../context';

/**
 * The sitemap's sections (B§3 seo): each an SQL source of (id, rota, lastmod) for the active pages of one kind,
 * read in keyset pages by id so a 100k catalogue streams without an offset scan past the first page of a file.
 */
const SOURCES: Record<SitemapSection, { from: string; rota: string; lastmod: string }> = {
  produtos: { from: 'products WHERE ativo', rota: "'/' || slug || '.html'", lastmod: 'atualizado_em' },
  listas: { from: 'shopping_lists WHERE ativo', rota: "'/lista/' || slug || '.html'", lastmod: 'atualizado_em' },
  categorias: { from: 'categories WHERE ativo', rota: 'rota', lastmod: 'NULL::timestamptz' },
  marcas: { from: 'brands WHERE ativo', rota: "'/marcas/' || slug", lastmod: 'NULL::timestamptz' },
  'landing-pages': { from: 'landing_pages WHERE ativo', rota: "'/c/' || slug", lastmod: 'NULL::timestamptz' },
  // The store-rating page needs a key (T§2: without one it goes home): no address of it to index.
  paginas: {
    from: `pages WHERE ativo AND rota <> '${STORE_RATING_PAGE_PATH}'`,
    rota: 'rota',
    lastmod: 'NULL::timestamptz',
  },
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /sitemap: how many addresses each section has and when it last changed. */
export async function sitemapIndex(ctx: AppContext): Promise<SitemapIndex> {
  const entries = Object.entries(SOURCES) as [SitemapSection, (typeof SOURCES)[SitemapSection]][];
  const secoes = await Promise.all(
    entries.map(async ([secao, source]) => {
      const [row] = await ctx.db.query<{ total: number; lastmod: Date | string | null }>(
        `SELECT count(*)::int AS total, max(${source.lastmod}) AS lastmod FROM ${source.from}`,
      );
      return { secao, total: row?.total ?? 0, lastmod: iso(row?.lastmod ?? null) };
    }),
  );
  return { secoes };
}

/** GET /sitemap/urls: one keyset page of a section's addresses, by id. */
export async function sitemapUrls(
  ctx: AppContext,
  query: { secao: SitemapSection; depois: number; pular: number; limit: number },
): Promise<SitemapUrls> {
  const source = SOURCES[query.secao];
  const rows = await ctx.db.query<{ id: number; rota: string; lastmod: Date | string | null }>(
    `SELECT id, ${source.rota} AS rota, ${source.lastmod} AS lastmod
       FROM ${source.from} AND id > $1
      ORDER BY id
      OFFSET $2 LIMIT $3`,
    [query.depois, query.depois > 0 ? 0 : query.pular, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  return {
    urls: page.map((row) => ({ rota: row.rota, lastmod: iso(row.lastmod) })),
    proximo: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
