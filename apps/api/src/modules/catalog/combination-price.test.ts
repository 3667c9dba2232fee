import { describe, expect, it } from 'vitest';
import { combinationCents } from './combination-price';

describe('combinationCents (Compre junto price)', () => {
  it('adds both prices and takes the percentage off the sum', () => {
    expect(combinationCents(10_000, 5_000, 10)).toEqual({ de: 15_000, desconto: 1_500, por: 13_500 });
  });

  it('rounds the discount to the cent, half up, and the price is the sum less that discount', () => {
    // 333 × 1,5 % = 4,995 → 5 cents.
    expect(combinationCents(200, 133, 1.5)).toEqual({ de: 333, desconto: 5, por: 328 });
    // 101 × 12,5 % = 12,625 → 13 cents.
    expect(combinationCents(100, 1, 12.5)).toEqual({ de: 101, desconto: 13, por: 88 });
  });

  it('without a discount the pair costs the sum', () => {
    expect(combinationCents(4_990, 1_010, 0)).toEqual({ de: 6_000, desconto: 0, por: 6_000 });
  });
});
