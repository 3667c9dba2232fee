import { listingMeta } from '../components/listing/listing-meta';
import { ListingPage } from '../components/listing/listing-page';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadListListing } from '../server/listing/listing.server';
import type { Route } from './+types/list-listing';

export const handle: PageHandle = { pageKind: 'list/listing' };

/** B§2.1: shopping-list (kit) listings; tipo categoria by default, or landingPage, marca or busca by address. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadListListing(request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(matches[0].loaderData, loaderData);
}

export default function ListListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
