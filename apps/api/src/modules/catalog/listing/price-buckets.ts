/**
 * Price ranges of a listing (B§2.3 "price ranges"): up to five ranges on round values, chosen from the listing's
 * own price distribution. SQL counts the products between consecutive steps of a fixed ladder (width_bucket);
 * here the ladder steps that split the products most evenly become the range limits. A range is
 * de ≤ price < ate (reais); either end may be open.
 */

/** Round values in reais; a range limit is always one of these. */
export const PRICE_LADDER = [
  10, 20, 50, 100, 200, 300, 500, 1000, 1500, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000, 50000, 100000,
] as const;
const MAX_PRICE_RANGES = 5;

export interface PriceRange {
  de: number | null;
  ate: number | null;
  quantidade: number;
}

/**
 * `histogram[i]` is the number of products in ladder bucket i: bucket 0 below PRICE_LADDER[0], bucket i in
 * [PRICE_LADDER[i-1], PRICE_LADDER[i]), the last one at or above the top step (width_bucket's numbering).
 * Fewer than two non-empty ranges give no ranges at all (nothing to choose).
 */
export function priceRanges(
  histogram: readonly number[],
  ladder: readonly number[] = PRICE_LADDER,
  maxRanges = MAX_PRICE_RANGES,
): PriceRange[] {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  const ranges: PriceRange[] = [];
  let start: number | null = null;
  let inRange = 0;
  let before = 0;
  for (let i = 0; i < ladder.length; i += 1) {
    inRange += histogram[i] ?? 0;
    const after = total - before - inRange;
    const step = ladder[i] ?? 0;
    const left = maxRanges - ranges.length - 1;
    const target = (total - before) / (left + 1);
    // Close the range at this step once it holds its share, keeping products for the ranges still to come.
    if (left > 0 && inRange > 0 && after > 0 && inRange >= target * 0.75) {
      ranges.push({ de: start, ate: step, quantidade: inRange });
      before += inRange;
      start = step;
      inRange = 0;
    }
  }
  inRange = total - before;
  if (inRange > 0) ranges.push({ de: start, ate: null, quantidade: inRange });
  return ranges.length >= 2 ? ranges : [];
}

/** 5000 → '5.000' (pt-BR thousands, whole reais). */
export function reais(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 'Até R$ 100', 'A partir de R$ 5.000' or 'R$ 100 à R$ 500' (B§2.3 chip texts). */
export function priceLabel(de: number | null, ate: number | null): string {
  if (de === null && ate !== null) return `Até R$ ${reais(ate)}`;
  if (ate === null && de !== null) return `A partir de R$ ${reais(de)}`;
  return `R$ ${reais(de ?? 0)} à R$ ${reais(ate ?? 0)}`;
}

export const DISCOUNT_STEPS = [10, 20, 30, 50] as const;
export const discountLabel = (percent: number): string => `${percent}% de desconto ou mais`;
