import { data } from 'react-router';
import { SimplePage } from '../components/ui/simple-page';
import { categorySegments } from '../lib/category-path';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { titleFromSlug } from '../lib/text';
import type { Route } from './+types/brand-listing';

export const handle: PageHandle = { pageKind: 'product/listing/brand' };

export function loader({ params }: Route.LoaderArgs) {
  const levels = categorySegments(params['*']);
  if (levels === null) throw data(null, { status: 404 });
  return { title: titleFromSlug(levels.at(-1) ?? params.marca) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, loaderData?.title ?? null);
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <SimplePage title={loaderData.title} />;
}
