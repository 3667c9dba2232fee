import type { ReactNode } from 'react';
import { unstable_useRouterState as useRouterState } from 'react-router';
import { LISTING_LOADING_TEXT } from '../../lib/constants';
import { isListingRoute } from '../../lib/analytics/page-kind';
import { Skeleton } from '../ui/skeleton';
import { ProductGridSkeleton } from './product-grid';

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

/**
 * True while a client navigation from a page that is no listing into a listing route loads (B§4 'Listing: general
 * skeleton, then found or not found'). From one listing to another, ListingPage keeps its filters and shows the grid
 * skeleton itself.
 */
function useLoadingIntoListing(): boolean {
  const { active, pending } = useRouterState();
  if (pending?.state !== 'loading') return false;
  return isListingRoute(pending.matches.at(-1)?.id) && !isListingRoute(active.matches.at(-1)?.id);
}

/** The page, or the general listing skeleton in its place while a navigation into a listing loads. */
export function ListingNavigationSkeleton({ children }: { children: ReactNode }) {
  return useLoadingIntoListing() ? <ListingSkeleton /> : children;
}
