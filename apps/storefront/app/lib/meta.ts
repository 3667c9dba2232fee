import type { MetaDescriptor } from 'react-router';
import { SITE_NAME_FALLBACK } from './constants';
import { seoMeta, type SeoInput } from './seo';

/** What the head tags read from the root loader: the settings (site name) and the store's public origin. */
type RootLike =
  { settings: { sistema: { geral: { site: { nomeDoSite: string } } } } | null; origin?: string } | undefined;

export function siteNameOf(root: RootLike): string {
  return root?.settings?.sistema.geral.site.nomeDoSite || SITE_NAME_FALLBACK;
}

/** The store's public origin from the root loader ('' before it loaded: addresses stay relative). */
export function originOf(root: RootLike): string {
  return root?.origin ?? '';
}

type PageSeo = Omit<SeoInput, 'origin' | 'siteName' | 'title' | 'description'>;

/**
 * DESIGN.md §5 / B§3: '{Page} | {nomeDoSite}' (or the page's own title when it names the site), a description, and
 * every other tag of `seoMeta` (canonical, Open Graph, Twitter, robots, JSON-LD) from `extra`.
 */
export function pageMeta(
  root: RootLike,
  title: string | null,
  description?: string,
  extra: Partial<PageSeo> = {},
): MetaDescriptor[] {
  const siteName = siteNameOf(root);
  const text =
    description ??
    `${title ?? siteName}: loja de equipamentos técnicos, data loggers, controladores, sensores e instrumentos de medição.`;
  return seoMeta({ canonical: null, ...extra, origin: originOf(root), siteName, title, description: text });
}
