import { z } from 'zod';

/**
 * The addresses search engines are given (B§3 seo, docs/architecture.md §5): one section per kind of page, each read in
 * keyset pages. The storefront writes them as a sitemap index and sitemap files of at most `SITEMAP_MAX_URLS`
 * addresses.
 */
export const sitemapSections = ['produtos', 'listas', 'categorias', 'marcas', 'landing-pages', 'paginas'] as const;
export type SitemapSection = (typeof sitemapSections)[number];

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_PAGE_MAX = 10_000;
const INT_MAX = 2_147_483_647;

export const sitemapIndexSchema = z.object({
  secoes: z.array(
    z.object({
      secao: z.enum(sitemapSections),
      total: z.number().int().nonnegative(),
      /** The latest change in the section (ISO 8601), when it is known. */
      lastmod: z.string().nullable(),
    }),
  ),
});
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

export const sitemapUrlsQuerySchema = z.object({
  secao: z.enum(sitemapSections, { error: 'secao deve ser uma das seções do mapa do site.' }),
  /** Keyset: the addresses after this id (0: from the start). */
  depois: z.coerce
    .number({ error: 'depois deve ser um número.' })
    .int('depois deve ser um número inteiro.')
    .min(0, 'depois deve ser ao menos 0.')
    .max(INT_MAX, 'depois é grande demais.')
    .default(0),
  /** Addresses to skip first (where a sitemap file starts); only with depois = 0. */
  pular: z.coerce
    .number({ error: 'pular deve ser um número.' })
    .int('pular deve ser um número inteiro.')
    .min(0, 'pular deve ser ao menos 0.')
    .max(INT_MAX, 'pular é grande demais.')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit deve ser um número.' })
    .int('limit deve ser um número inteiro.')
    .min(1, 'limit deve ser ao menos 1.')
    .max(SITEMAP_PAGE_MAX, `limit deve ser no máximo ${SITEMAP_PAGE_MAX}.`)
    .default(5_000),
});

export const sitemapUrlsSchema = z.object({
  urls: z.array(z.object({ rota: z.string(), lastmod: z.string().nullable() })),
  /** The id to pass as `depois` for the next page; null when the section has no more. */
  proximo: z.number().int().nullable(),
});
export type SitemapUrls = z.infer<typeof sitemapUrlsSchema>;
