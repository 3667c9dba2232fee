import { STAR_PERCENT } from '../listing-constants';
import { STORE_REVIEW_STAR_PERCENT } from '../constants';

/** The two notes of a store review, 1 to 10 each (T§3 Store rating). */
export type StoreReviewNotes = { experiencia: number; atendimento: number };

/** B§9, T§9: the filled width of a store review's stars: (experiencia + atendimento) ÷ 2 × 10 %, within 0–100. */
export function storeReviewStarPercent({ experiencia, atendimento }: StoreReviewNotes): number {
  const percent = ((experiencia + atendimento) / 2) * STORE_REVIEW_STAR_PERCENT;
  return Math.min(100, Math.max(0, percent));
}

/** The same rating on the five-star scale of product reviews (each star 20 %), e.g. 9 and 8 → 4,25. */
export function storeReviewStars(notes: StoreReviewNotes): number {
  return storeReviewStarPercent(notes) / STAR_PERCENT;
}
