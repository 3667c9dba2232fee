import { SimplePage } from '../components/ui/simple-page';
import { SEARCH_PARAM } from '../lib/constants';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import type { Route } from './+types/search';

export const handle: PageHandle = { pageKind: 'product/listing/search' };

export function loader({ request }: Route.LoaderArgs) {
  const text = new URL(request.url).searchParams.get(SEARCH_PARAM)?.trim() ?? '';
  return { text, title: text ? `Resultados para "${text}"` : 'Busca' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches[0].loaderData, loaderData?.title ?? 'Busca'),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SimplePage title={loaderData.title} />;
}
