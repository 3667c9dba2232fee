import type { StoreReview } from '@vitrine/contract';
import { REVIEWS_PER_VIEW } from '../../lib/ui/carousel';
import { REVIEWS_GUTTER_MOBILE_PX, REVIEWS_GUTTER_PX, TESTIMONIALS_TITLE } from '../../lib/constants';
import { storeReviewStars } from '../../lib/commerce/store-review';
import { RatingStars } from '../product/rating-stars';
import { Carousel } from '../ui/carousel';
import { TESTIMONIALS_ROW_CLASS, TITLE_CLASS } from './store-testimonials';
import { storeDate } from '../../lib/store-date';

/** One store review as a testimonial: stars ((experiencia + atendimento) ÷ 2 × 10 %), message, name, city, date. */
function TestimonialCard({ review }: { review: StoreReview }) {
  return (
    <figure className="testimonial">
      <RatingStars media={storeReviewStars(review)} />
      <blockquote>{review.mensagem}</blockquote>
      <figcaption>
        <span>{review.nome}</span>
        <span>
          {review.cidade ? `${review.cidade} · ` : ''}
          <time dateTime={review.data}>{storeDate(review.data)}</time>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Store testimonials (T§2 Home, T§7 evaluations/store): the published store reviews in a carousel of 4 from 1366 px,
 * 3 from 768 px and 1 below (B§9), gutters 30 px and 8 px.
 */
export function StoreTestimonials({ reviews }: { reviews: readonly StoreReview[] }) {
  return (
    <Carousel
      label={TESTIMONIALS_TITLE}
      title={<h2 className={TITLE_CLASS}>{TESTIMONIALS_TITLE}</h2>}
      perView={REVIEWS_PER_VIEW}
      gap={{ base: REVIEWS_GUTTER_MOBILE_PX, md: REVIEWS_GUTTER_PX }}
      arrows="md"
      dots="below-md"
      viewportClassName={TESTIMONIALS_ROW_CLASS}
    >
      {reviews.map((review) => (
        <TestimonialCard key={review.id} review={review} />
      ))}
    </Carousel>
  );
}
