import { SHOWCASE_LIMIT, TESTIMONIALS_WIDGET_LIMIT } from '../../../lib/detail-constants';
import { ProductShelf, ProductShelfSkeleton } from '../../home/product-shelf';
import { preloadStoreTestimonials, StoreTestimonials, StoreTestimonialsSkeleton } from '../../home/store-testimonials';
import { DetailPart } from './detail-part';

/**
 * B§2.4, B§2.7 deferred showcase on product and kit pages: a shelf (4 with arrows from 768 px, 2 with dots below,
 * autoplay 3.5 s on desktop), its placeholder of the same size while it loads; hidden when empty or failed. Its
 * products are not in the page's loader data (issue 38: components/product/detail/detail-part.tsx).
 */
export function ShowcaseBlock({
  name,
  source,
  fallbackTitle,
}: {
  name: 'relacionados' | 'indicados' | 'maisProcurados';
  /** detailPartsUrl(…) of the page. */
  source: string;
  fallbackTitle: string;
}) {
  return (
    <DetailPart
      name={name}
      source={source}
      fallback={<ProductShelfSkeleton label={fallbackTitle} count={SHOWCASE_LIMIT} />}
    >
      {(showcase) =>
        showcase ? (
          <ProductShelf titulo={showcase.titulo || fallbackTitle} produtos={showcase.produtos} headingLevel="h2" />
        ) : null
      }
    </DetailPart>
  );
}

/** B§9 testimonial widget on product and kit pages: the store's latest 7 reviews in the reviews carousel. */
export function TestimonialsBlock({ source }: { source: string }) {
  return (
    <DetailPart
      name="depoimentos"
      source={source}
      prepare={preloadStoreTestimonials}
      fallback={<StoreTestimonialsSkeleton count={TESTIMONIALS_WIDGET_LIMIT} />}
    >
      {(reviews) => (reviews.length > 0 ? <StoreTestimonials reviews={reviews} /> : null)}
    </DetailPart>
  );
}
