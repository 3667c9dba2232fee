import type { CardView } from '../product/product-card';

/**
 * The grid's layout, and its skeleton (B§4). Apart from the grid itself, because every page carries the skeleton
 * (a client-side navigation to a listing shows it) and only listing pages the grid.
 */
export const gridClass = (view: CardView) =>
  view === 'list' ? 'grid grid-cols-1 gap-3' : 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4';

/** The skeleton grid while the first load of a listing is pending (B§4). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={gridClass('grid')} aria-hidden="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex flex-col gap-2 rounded-md border border-gray-200 p-3">
          <span className="block aspect-square w-full animate-pulse rounded bg-gray-200" />
          <span className="block h-4 w-4/5 animate-pulse rounded bg-gray-200" />
          <span className="block h-4 w-2/5 animate-pulse rounded bg-gray-200" />
          <span className="block h-11 w-full animate-pulse rounded bg-gray-200" />
        </li>
      ))}
    </ul>
  );
}
