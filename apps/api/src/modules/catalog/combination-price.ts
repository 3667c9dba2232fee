/**
 * The 'Compre junto' price rule (T§3 Combination; docs/decisions/024-combination-in-cart.md), the one place it is
 * written: the pair costs the sum of both products' prices now less `descontoPercent` of it, the discount rounded
 * to the cent. The product page's offer and the cart line both use it, so the cart charges what the page promised.
 */
export interface CombinationCents {
  /** Both products' prices added up (the price "de"). */
  de: number;
  /** The discount amount. */
  desconto: number;
  /** What the pair costs: de − desconto. */
  por: number;
}

export function combinationCents(mainCents: number, indicatedCents: number, descontoPercent: number): CombinationCents {
  const de = mainCents + indicatedCents;
  const desconto = Math.min(de, Math.max(0, Math.round((de * descontoPercent) / 100)));
  return { de, desconto, por: de - desconto };
}
