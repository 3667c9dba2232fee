import { REVIEWS_PER_VIEW } from '../../lib/ui/carousel';
import { REVIEWS_GUTTER_MOBILE_PX, REVIEWS_GUTTER_PX, TESTIMONIALS_TITLE } from '../../lib/constants';
import { Carousel } from '../ui/carousel';
import { onDemand } from '../ui/on-demand';
import { Skeleton } from '../ui/skeleton';

/** Height of the row of testimonials: each card clamps its message, so cards and placeholder share it. */
export const TESTIMONIALS_ROW_CLASS = 'h-56';
export const TITLE_CLASS = 'truncate text-lg leading-7 font-bold text-brand-900 md:text-xl';

/**
 * Store testimonials (T§2 Home, T§7 evaluations/store) below the fold: the server renders them; their code loads as
 * they near the screen or are reached (decision 026).
 */
export const { Component: StoreTestimonials, preload: preloadStoreTestimonials } = onDemand(
  () => import('./testimonial-carousel').then((m) => m.StoreTestimonials),
  { near: true },
);

export function StoreTestimonialsSkeleton({ count }: { count: number }) {
  return (
    <Carousel
      label={TESTIMONIALS_TITLE}
      title={<Skeleton className="h-7 w-64 text-brand-900" />}
      perView={REVIEWS_PER_VIEW}
      gap={{ base: REVIEWS_GUTTER_MOBILE_PX, md: REVIEWS_GUTTER_PX }}
      arrows="md"
      dots="below-md"
      viewportClassName={TESTIMONIALS_ROW_CLASS}
      loading
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-full w-full animate-pulse rounded-md bg-gray-100" />
      ))}
    </Carousel>
  );
}
