import { InstitutionalPage } from '../components/page/institutional-page';
import { originOf, pageMeta } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/seo';
import type { PageHandle } from '../lib/page-kind';
import { loadPage } from '../page.server';
import type { Route } from './+types/cartao-bndes';

export const handle: PageHandle = { pageKind: 'page' };

/** B§2.1 /cartao-bndes: the institutional page on paying with the bank card. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPage(request, '/cartao-bndes');
}

/** B§3 seo: an institutional page's tags, canonical at its own address, and its BreadcrumbList. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  const page = loaderData;
  if (!page) return pageMeta(root, null);
  const { seo, breadcrumb } = page.estrutura;
  return pageMeta(root, seo.title || page.conteudo.titulo, seo.description || undefined, {
    canonical: breadcrumb.at(-1)?.rota ?? null,
    jsonLd: breadcrumb.length > 0 ? [breadcrumbJsonLd(originOf(root), breadcrumb)] : [],
  });
}

export default function CartaoBndes({ loaderData }: Route.ComponentProps) {
  return <InstitutionalPage page={loaderData} />;
}
