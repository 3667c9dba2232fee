import { data, redirect } from 'react-router';
import { listingMeta } from '../components/listing/listing-meta';
import { ListingPage } from '../components/listing/listing-page';
import { InstitutionalPage } from '../components/page/institutional-page';
import { institutionalMeta } from '../lib/seo/meta';
import { listingPageKind, type PageHandle } from '../lib/analytics/page-kind';
import { loadListingForLevel } from '../server/listing/listing.server';
import { loadPage } from '../server/pages/page.server';
import { resolveAddress } from '../server/api/resolve.server';
import type { Route } from './+types/resolver';

/** Tracking (T§3): the kind of what the address turned out to be, a listing's level or an institutional page. */
export const handle: PageHandle = {
  pageKind: (loaderData) => {
    const listing = (loaderData as Route.ComponentProps['loaderData'] | undefined)?.listing;
    return listing ? listingPageKind(listing.listing.estrutura.nivel) : 'page';
  },
};

const NOT_FOUND = 404;
const FOUND = 302;

/**
 * B§2.2: the address kind comes from url/verify (404 → not-found page, other failures → 5xx page), and the address
 * renders as what it is: a listing level its listing, `page` the institutional page it names, `product/detail` and
 * `list/detail` the product or kit at its own address (`/{slug}.html`, `/lista/{slug}.html`, where its page lives).
 * A level that no one-segment address can show is the not-found page, never a page made up from the address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const verified = await resolveAddress(request);
  const listing = loadListingForLevel(request, verified.nivel, url.pathname);
  if (listing) return { listing: await listing, page: null };
  switch (verified.nivel) {
    case 'page':
      return { listing: null, page: await loadPage(request, url.pathname) };
    case 'product/detail':
      throw redirect(`${url.pathname}.html${url.search}`, FOUND);
    case 'list/detail':
      throw redirect(`/lista${url.pathname}.html${url.search}`, FOUND);
    default:
      throw data(null, { status: NOT_FOUND });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  if (loaderData?.listing) return listingMeta(root, loaderData.listing);
  return institutionalMeta(root, loaderData?.page);
}

export default function Resolver({ loaderData }: Route.ComponentProps) {
  if (loaderData.listing) return <ListingPage data={loaderData.listing} />;
  if (loaderData.page) return <InstitutionalPage page={loaderData.page} />;
  return null;
}
