import { SITEMAP_MAX_URLS, sitemapSections, type SitemapIndex, type SitemapSection } from '@vitrine/contract';

/**
 * Sitemap files (B§3 seo, sitemaps.org): the index names `/sitemap/{section}-{n}.xml` files of at most 50,000
 * addresses each; the storefront's own pages (home, brands, kits) go in the `paginas` file.
 */
const SITEMAP_FILE = /^(produtos|listas|categorias|marcas|landing-pages|paginas)-([1-9]\d{0,4})\.xml$/;

/** The storefront's own pages, listed with the institutional ones. */
export const STATIC_PAGES = ['/', '/marcas', '/lista'] as const;

export function parseSitemapFile(name: string): { secao: SitemapSection; n: number } | null {
  const match = SITEMAP_FILE.exec(name);
  const secao = sitemapSections.find((s) => s === match?.[1]);
  return secao && match ? { secao, n: Number(match[2]) } : null;
}

/** How many files a section takes (at least one for the pages file, which holds the storefront's own pages). */
export function filesOf(secao: SitemapSection, total: number): number {
  const files = Math.ceil(total / SITEMAP_MAX_URLS);
  return secao === 'paginas' ? Math.max(files, 1) : files;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(origin: string, index: SitemapIndex): string {
  const entries = index.secoes.flatMap(({ secao, total, lastmod }) =>
    Array.from({ length: filesOf(secao, total) }, (_, i) => {
      const loc = `<loc>${escapeXml(`${origin}/sitemap/${secao}-${i + 1}.xml`)}</loc>`;
      return `<sitemap>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    }),
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export const urlsetOpen = `${XML_HEAD}<urlset xmlns="${NS}">\n`;
export const urlsetClose = '</urlset>\n';

export function urlXml(origin: string, rota: string, lastmod: string | null): string {
  return `<url><loc>${escapeXml(origin + rota)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}
