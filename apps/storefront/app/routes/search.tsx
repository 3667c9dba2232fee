import { ListingBreadcrumb } from '../components/listing/listing-breadcrumb';
import { listingMeta } from '../components/listing/listing-meta';
import { ListingPage } from '../components/listing/listing-page';
import { NO_PRODUCTS_TEXT } from '../lib/listing-constants';
import { SEARCH_TITLE } from '../lib/search-constants';
import { pageMeta } from '../lib/seo/meta';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadSearchListing } from '../server/listing/listing.server';
import type { Route } from './+types/search';

export const handle: PageHandle = { pageKind: 'product/listing/search' };

/** B§2.3, B§7: search results; no result is an empty listing (total 0), an empty text a page without results. */
export async function loader({ request }: Route.LoaderArgs) {
  return { result: await loadSearchListing(request) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.result) return listingMeta(matches[0].loaderData, loaderData.result);
  return pageMeta(matches[0].loaderData, SEARCH_TITLE, undefined, { robots: 'noindex, follow' });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  if (loaderData.result) return <ListingPage data={loaderData.result} />;
  return (
    <div className="container-page py-4">
      <ListingBreadcrumb
        items={[
          { label: 'Home', rota: '/', url: '/' },
          { label: SEARCH_TITLE, rota: '/busca', url: '/busca' },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold text-brand-900">{SEARCH_TITLE}</h1>
      <p className="mt-6 rounded-md bg-gray-50 p-6 text-center text-gray-800">{NO_PRODUCTS_TEXT}</p>
    </div>
  );
}
