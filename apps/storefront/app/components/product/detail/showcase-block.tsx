import type { StoreReview } from '@vitrine/contract';
import { SHOWCASE_LIMIT, TESTIMONIALS_WIDGET_LIMIT } from '../../../lib/detail-constants';
import type { ShowcaseData } from '../../../server/product/product.server';
import { ProductShelf, ProductShelfSkeleton } from '../../home/product-shelf';
import { StoreTestimonials, StoreTestimonialsSkeleton } from '../../home/store-testimonials';
import { PartAwait } from '../../ui/part-await';

/**
 * B§2.4, B§2.7 deferred showcase on product and kit pages: a shelf (4 with arrows from 768 px, 2 with dots below,
 * autoplay 3.5 s on desktop), its placeholder of the same size while it loads; hidden when empty or failed.
 */
export function ShowcaseBlock({ data, fallbackTitle }: { data: Promise<ShowcaseData>; fallbackTitle: string }) {
  return (
    <PartAwait resolve={data} fallback={<ProductShelfSkeleton label={fallbackTitle} count={SHOWCASE_LIMIT} />}>
      {(showcase) =>
        showcase ? (
          <ProductShelf titulo={showcase.titulo || fallbackTitle} produtos={showcase.produtos} headingLevel="h2" />
        ) : null
      }
    </PartAwait>
  );
}

/** B§9 testimonial widget on product and kit pages: the store's latest 7 reviews in the reviews carousel. */
export function TestimonialsBlock({ data }: { data: Promise<readonly StoreReview[]> }) {
  return (
    <PartAwait resolve={data} fallback={<StoreTestimonialsSkeleton count={TESTIMONIALS_WIDGET_LIMIT} />}>
      {(reviews) => (reviews.length > 0 ? <StoreTestimonials reviews={reviews} /> : null)}
    </PartAwait>
  );
}
