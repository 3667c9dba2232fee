import { describe, expect, it } from 'vitest';
import { storeReviewStarPercent, storeReviewStars } from './store-review';

describe('store review stars (B§9, T§9)', () => {
  it('T§9 the stars fill (experiencia + atendimento) ÷ 2 × 10 %', () => {
    expect(storeReviewStarPercent({ experiencia: 10, atendimento: 10 })).toBe(100);
    expect(storeReviewStarPercent({ experiencia: 9, atendimento: 8 })).toBe(85);
    expect(storeReviewStarPercent({ experiencia: 7, atendimento: 10 })).toBe(85);
    expect(storeReviewStarPercent({ experiencia: 1, atendimento: 1 })).toBe(10);
    expect(storeReviewStarPercent({ experiencia: 6, atendimento: 5 })).toBe(55);
  });

  it('never goes outside 0–100 %', () => {
    expect(storeReviewStarPercent({ experiencia: 12, atendimento: 10 })).toBe(100);
    expect(storeReviewStarPercent({ experiencia: -4, atendimento: 0 })).toBe(0);
  });

  it('reads on the five-star scale of product reviews (20 % a star)', () => {
    expect(storeReviewStars({ experiencia: 10, atendimento: 10 })).toBe(5);
    expect(storeReviewStars({ experiencia: 9, atendimento: 8 })).toBe(4.25);
    expect(storeReviewStars({ experiencia: 1, atendimento: 1 })).toBe(0.5);
  });
});
