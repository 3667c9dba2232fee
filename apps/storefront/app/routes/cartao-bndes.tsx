import { InstitutionalPage } from '../components/page/institutional-page';
import { institutionalMeta } from '../lib/seo/meta';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadPage } from '../server/pages/page.server';
import type { Route } from './+types/cartao-bndes';

export const handle: PageHandle = { pageKind: 'page' };

/** B§2.1 /cartao-bndes: the institutional page on paying with the bank card. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPage(request, '/cartao-bndes');
}

/** B§3 seo: an institutional page's tags, canonical at its own address, and its BreadcrumbList. */
/** B§3 seo: an institutional page's tags and BreadcrumbList. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return institutionalMeta(matches[0].loaderData, loaderData);
}

export default function CartaoBndes({ loaderData }: Route.ComponentProps) {
  return <InstitutionalPage page={loaderData} />;
}
