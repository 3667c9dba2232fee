/** B§5 product-detail quantity: minimum 1, maximum the stock (product groups: ⌊stock ÷ units per item⌋). */

export const MIN_QUANTITY = 1;

type GroupItem = { estoque: number; quantidade: number };

/** The most a shopper may buy: the stock, or for product groups ⌊produtos[0].estoque ÷ produtos[0].quantidade⌋. */
export function maxQuantity(estoque: number, produtos: readonly GroupItem[] = []): number {
  const first = produtos[0];
  const max = first ? Math.floor(first.estoque / first.quantidade) : estoque;
  return Math.max(MIN_QUANTITY, max);
}

/** Letters, zero, negative or empty reset to 1; a number above the maximum becomes the maximum. */
export function clampQuantity(raw: string | number, max: number): number {
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return MIN_QUANTITY;
  const value = Number(text);
  if (value < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(value, Math.max(MIN_QUANTITY, max));
}

/** Minus does nothing at 1. */
export function decrement(quantity: number): number {
  return quantity <= MIN_QUANTITY ? MIN_QUANTITY : quantity - 1;
}

/** Plus does nothing at the maximum. */
export function increment(quantity: number, max: number): number {
  return quantity >= max ? quantity : quantity + 1;
}
