import { HOME_LIMITS } from '@vitrine/contract/constants';
import { HOME_LOADING_TEXT } from '../../lib/home-constants';
import { Skeleton } from '../ui/skeleton';

const BLOCK = 'animate-pulse rounded-md bg-gray-100';

/**
 * T§2 Home 'general skeleton until the home call answers': shown in place of the page while a client-side navigation
 * to the home loads; its banner skeletons take the hero grid's places and sizes (2 wide banners, 4 square tiles).
 */
export function HomeSkeleton() {
  return (
    <div className="container-page flex flex-col gap-8 py-4 md:py-6" aria-busy="true" data-testid="home-skeleton">
      <p role="status" className="sr-only">
        {HOME_LOADING_TEXT}
      </p>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4 md:gap-3" data-testid="banner-skeleton">
        {Array.from({ length: HOME_LIMITS.bannersRetangulares }, (_, i) => (
          <div key={`r${i}`} className={`col-span-2 aspect-[768/600] md:aspect-[1366/400] ${BLOCK}`} />
        ))}
        {Array.from({ length: HOME_LIMITS.bannersQuadrados }, (_, i) => (
          <div key={`q${i}`} className={`aspect-square ${BLOCK}`} />
        ))}
      </div>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-7 w-56 text-gray-900" />
        <Skeleton className="h-24 w-full text-gray-900" />
      </div>
    </div>
  );
}
