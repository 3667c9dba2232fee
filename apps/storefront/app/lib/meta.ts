import type { MetaDescriptor } from 'react-router';
import { SITE_NAME_FALLBACK } from './constants';

type RootLike = { settings: { sistema: { geral: { site: { nomeDoSite: string } } } } | null } | undefined;

export function siteNameOf(root: RootLike): string {
  return root?.settings?.sistema.geral.site.nomeDoSite || SITE_NAME_FALLBACK;
}

/** DESIGN.md §5: '{Page} | {nomeDoSite}' and a description. */
export function pageMeta(root: RootLike, title: string | null, description?: string): MetaDescriptor[] {
  const siteName = siteNameOf(root);
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const text =
    description ??
    `${title ?? siteName}: loja de equipamentos técnicos, data loggers, controladores, sensores e instrumentos de medição.`;
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { property: 'og:title', content: fullTitle },
    { property: 'og:site_name', content: siteName },
  ];
}
