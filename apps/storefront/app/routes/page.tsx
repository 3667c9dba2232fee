import { InstitutionalPage } from '../components/page/institutional-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { loadPage } from '../page.server';
import type { Route } from './+types/page';

export const handle: PageHandle = { pageKind: 'page' };

export function loader({ request }: Route.LoaderArgs) {
  return loadPage(request, new URL(request.url).pathname);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const seo = loaderData?.estrutura.seo;
  return pageMeta(matches[0].loaderData, seo?.title ?? null, seo?.description || undefined);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InstitutionalPage page={loaderData} />;
}
