import { InstitutionalPage } from '../components/page/institutional-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { loadPage } from '../page.server';
import type { Route } from './+types/cartao-bndes';

export const handle: PageHandle = { pageKind: 'page' };

/** B§2.1 /cartao-bndes: the institutional page on paying with the bank card. */
export function loader({ request }: Route.LoaderArgs) {
  return loadPage(request, '/cartao-bndes');
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const seo = loaderData?.estrutura.seo;
  return pageMeta(matches[0].loaderData, seo?.title ?? null, seo?.description || undefined);
}

export default function CartaoBndes({ loaderData }: Route.ComponentProps) {
  return <InstitutionalPage page={loaderData} />;
}
