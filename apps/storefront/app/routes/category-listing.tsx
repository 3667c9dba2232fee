import { data } from 'react-router';
import { SimplePage } from '../components/ui/simple-page';
import { categorySegments } from '../lib/category-path';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { titleFromSlug } from '../lib/text';
import { resolveAddress } from '../resolve.server';
import type { Route } from './+types/category-listing';

export const handle: PageHandle = { pageKind: 'product/listing/category' };

/** B§2.1: up to four category levels; more, or an address the Store API does not know, is the not-found page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const levels = categorySegments(params['*']);
  const last = levels?.at(-1);
  if (!levels || !last) throw data(null, { status: 404 });
  const verified = await resolveAddress(request);
  return { nivel: verified.nivel, title: titleFromSlug(last) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, loaderData?.title ?? null);
}

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  return <SimplePage title={loaderData.title} />;
}
