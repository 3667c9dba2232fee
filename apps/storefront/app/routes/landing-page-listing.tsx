import { data } from 'react-router';
import { listingMeta } from '../components/listing/listing-meta';
import { ListingPage } from '../components/listing/listing-page';
import { categorySegments } from '../lib/navigation/category-path';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadProductListing } from '../server/listing/listing.server';
import type { Route } from './+types/landing-page-listing';

export const handle: PageHandle = { pageKind: 'product/listing/landing-page' };

/** B§2.1, B§2.3: up to four category levels below it; the Store API answers 404 for an unknown address. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (categorySegments(params['*']) === null) throw data(null, { status: 404 });
  return loadProductListing(request, 'landing-page');
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(matches[0].loaderData, loaderData);
}

export default function LandingPageListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
