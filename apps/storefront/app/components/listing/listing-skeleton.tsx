import type { ReactNode } from 'react';
import { unstable_useRouterState as useRouterState } from 'react-router';
import { LISTING_LOADING_TEXT } from '../../lib/constants';
import { HomeSkeleton } from '../home/home-skeleton';
import { isListingRoute } from '../../lib/analytics/page-kind';
import { Skeleton } from '../ui/skeleton';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** The general listing skeleton (B§4): breadcrumb, title, filter column and grid placeholders. */
function ListingSkeleton() {
  return (
    <div className="container-page py-4" aria-busy="true" data-testid="listing-skeleton">
      <p role="status" className="sr-only">
        {LISTING_LOADING_TEXT}
      </p>
      <Skeleton className="h-4 w-40 text-gray-900" />
      <div className="mt-3">
        <Skeleton className="h-7 w-64 text-gray-900" />
      </div>
      <div className="mt-4 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-6">
        <div className="hidden flex-col gap-3 lg:flex">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-5 w-full text-gray-900" />
          ))}
        </div>
        <ProductGridSkeleton />
      </div>
    </div>
  );
}

const HOME_ROUTE_ID = 'home';

/**
 * The skeleton to show while a client navigation loads: into a listing from a page that is no listing, the general
 * listing skeleton (B§4 'Listing: general skeleton, then found or not found'; from one listing to another,
 * ListingPage keeps its filters and shows the grid skeleton itself); into the home from another page, the home's
 * (T§2 'general skeleton until the home call answers'). Null otherwise: the page stays until the next one arrives.
 */
function useLoadingSkeleton(): 'listing' | 'home' | null {
  const { active, pending } = useRouterState();
  if (pending?.state !== 'loading') return null;
  const to = pending.matches.at(-1)?.id;
  const from = active.matches.at(-1)?.id;
  if (isListingRoute(to) && !isListingRoute(from)) return 'listing';
  if (to === HOME_ROUTE_ID && from !== HOME_ROUTE_ID) return 'home';
  return null;
}

/** The page, or a skeleton in its place while a navigation into a listing or the home loads. */
export function ListingNavigationSkeleton({ children }: { children: ReactNode }) {
  const skeleton = useLoadingSkeleton();
  if (skeleton === 'listing') return <ListingSkeleton />;
  if (skeleton === 'home') return <HomeSkeleton />;
  return children;
}
