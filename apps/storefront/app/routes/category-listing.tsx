import { data } from 'react-router';
import { listingMeta } from '../components/listing/listing-meta';
import { ListingPage } from '../components/listing/listing-page';
import { categorySegments } from '../lib/navigation/category-path';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadProductListing } from '../server/listing/listing.server';
import type { Route } from './+types/category-listing';

export const handle: PageHandle = { pageKind: 'product/listing/category' };

/** B§2.1: up to four category levels; more, or an address the Store API does not know, is the not-found page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const levels = categorySegments(params['*']);
  if (!levels || levels.length === 0) throw data(null, { status: 404 });
  return loadProductListing(request, 'category');
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(matches[0].loaderData, loaderData);
}

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
