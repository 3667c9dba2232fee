import { LISTING_LOADING_TEXT } from '../../lib/listing-constants';
import { Skeleton } from '../ui/skeleton';
import { ProductGridSkeleton } from './product-grid-skeleton';

export { HomeSkeleton } from '../home/home-skeleton';

/** The general listing skeleton (B§4): breadcrumb, title, filter column and grid placeholders. */
export function ListingSkeleton() {
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
