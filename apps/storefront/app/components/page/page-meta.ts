import type { Page } from '@vitrine/contract';
import type { MetaDescriptor } from 'react-router';
import { originOf, pageMeta } from '../../lib/meta';
import { breadcrumbJsonLd, pageDescription } from '../../lib/seo';

/**
 * B§3 seo for an institutional page (at /pagina/… and at a resolved address): its SEO title or its own title, with
 * the site name once; its SEO description or the start of its text; the canonical and BreadcrumbList from its
 * breadcrumb.
 */
export function institutionalMeta(root: Parameters<typeof pageMeta>[0], page: Page | undefined): MetaDescriptor[] {
  if (!page) return pageMeta(root, null);
  const { seo, breadcrumb } = page.estrutura;
  const title = seo.title || page.conteudo.titulo;
  return pageMeta(root, title, pageDescription(seo.description, page.conteudo.conteudo, title), {
    canonical: breadcrumb.at(-1)?.rota ?? null,
    jsonLd: breadcrumb.length > 0 ? [breadcrumbJsonLd(originOf(root), breadcrumb)] : [],
  });
}
