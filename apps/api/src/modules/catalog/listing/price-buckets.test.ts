import { describe, expect, it } from 'vitest';
import { PRICE_LADDER, priceLabel, priceRanges, reais } from './price-buckets';

/** A histogram (width_bucket numbering) from prices in reais. */
function histogram(prices: number[]): number[] {
  const h = Array.from({ length: PRICE_LADDER.length + 1 }, () => 0);
  for (const p of prices) {
    const i = PRICE_LADDER.filter((step) => p >= step).length;
    h[i] = (h[i] ?? 0) + 1;
  }
  return h;
}

describe('price ranges (B§2.3 price ranges, B§3 filtrosPreco)', () => {
  it('splits a spread of prices into at most five ranges on round values, open at both ends', () => {
    const prices = [15, 40, 80, 90, 150, 250, 280, 450, 800, 900, 1200, 1800, 2500, 4000, 6000, 9000, 12000];
    const ranges = priceRanges(histogram(prices));
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    expect(ranges.length).toBeLessThanOrEqual(5);
    expect(ranges[0]?.de).toBeNull();
    expect(ranges.at(-1)?.ate).toBeNull();
    for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]?.de).toBe(ranges[i - 1]?.ate);
    for (const r of ranges) {
      for (const limit of [r.de, r.ate]) if (limit !== null) expect(PRICE_LADDER).toContain(limit);
      const inRange = prices.filter((p) => (r.de === null || p >= r.de) && (r.ate === null || p < r.ate));
      expect(r.quantidade).toBe(inRange.length);
      expect(r.quantidade).toBeGreaterThan(0);
    }
    expect(ranges.reduce((n, r) => n + r.quantidade, 0)).toBe(prices.length);
  });

  it('gives no ranges when there is nothing to choose', () => {
    expect(priceRanges(histogram([]))).toEqual([]);
    expect(priceRanges(histogram([120, 130, 140]))).toEqual([]);
  });

  it('labels ranges as the chips do: Até X, A partir de X, X à Y', () => {
    expect(priceLabel(null, 100)).toBe('Até R$ 100');
    expect(priceLabel(5000, null)).toBe('A partir de R$ 5.000');
    expect(priceLabel(100, 500)).toBe('R$ 100 à R$ 500');
    expect(reais(1234567)).toBe('1.234.567');
  });
});
