import { listingMeta } from '../components/listing/listing-meta';
import { ListingPage } from '../components/listing/listing-page';
import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { titleFromSlug } from '../lib/text';
import { loadListingForLevel } from '../listing.server';
import { resolveAddress } from '../resolve.server';
import type { Route } from './+types/resolver';

export const handle: PageHandle = { pageKind: 'resolver' };

/**
 * B§2.2: the address kind comes from url/verify (404 → not-found page, other failures → 5xx page); listing levels
 * render the listing, the other levels their page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const verified = await resolveAddress(request);
  const listing = await loadListingForLevel(request, verified.nivel, new URL(request.url).pathname);
  return { nivel: verified.nivel, title: titleFromSlug(params.param), listing };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.listing) return listingMeta(matches[0].loaderData, loaderData.listing);
  return pageMeta(matches[0].loaderData, loaderData?.title ?? null);
}

export default function Resolver({ loaderData }: Route.ComponentProps) {
  if (loaderData.listing) return <ListingPage data={loaderData.listing} />;
  return <SimplePage title={loaderData.title} />;
}
