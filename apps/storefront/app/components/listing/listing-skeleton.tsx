import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { unstable_useRouterState as useRouterState } from 'react-router';
import { isListingRoute } from '../../lib/analytics/page-kind';
import { loadOnce } from '../../lib/load-once';

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

type Skeletons = Record<'listing' | 'home', ComponentType>;
let loaded: Skeletons | null = null;
/** A failed download (offline, a new deployment) is tried again at the next such navigation. */
const loadSkeletons = loadOnce(() =>
  import('./navigation-skeletons').then(
    ({ ListingSkeleton, HomeSkeleton }) => (loaded = { listing: ListingSkeleton, home: HomeSkeleton }),
  ),
);

/**
 * The page, or a skeleton in its place while a navigation into a listing or the home loads. The skeletons' code is
 * fetched when the first such navigation starts, beside the next page's data and code (no first paint needs it):
 * until it is there the current page stays, as on any other navigation.
 */
export function ListingNavigationSkeleton({ children }: { children: ReactNode }) {
  const skeleton = useLoadingSkeleton();
  const [skeletons, setSkeletons] = useState(loaded);
  useEffect(() => {
    if (skeleton && !skeletons) loadSkeletons().then(setSkeletons, () => {});
  }, [skeleton, skeletons]);
  if (!skeleton || !skeletons) return children;
  const Shown = skeletons[skeleton];
  return <Shown />;
}
