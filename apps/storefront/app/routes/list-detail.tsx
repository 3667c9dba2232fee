import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { titleFromSlug } from '../lib/text';
import type { Route } from './+types/list-detail';

export const handle: PageHandle = { pageKind: 'list/detail' };

export function loader({ params }: Route.LoaderArgs) {
  return { title: titleFromSlug(params.lista) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, loaderData?.title ?? null);
}

export default function ListDetail({ loaderData }: Route.ComponentProps) {
  return <SimplePage title={loaderData.title} />;
}
