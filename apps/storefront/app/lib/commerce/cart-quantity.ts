import { CART_QUANTITY_MAX } from '../cart-constants';
import { CART_QUANTITY_MAX_DIGITS } from '../cart-constants';
import { MIN_QUANTITY } from './quantity';

/**
 * T§5 cart quantity: digits only; the minus button never goes below 1; a typed change is sent only after digit
 * keys (the server clamps to stock and answers with what it kept).
 */

export type QuantityEdit = {
  /** What the field shows: the typed text without its non-digits, at most CART_QUANTITY_MAX_DIGITS long. */
  text: string;
  /** The quantity to send, or null when this edit is not sent (a non-digit key, an empty field, zero). */
  send: number | null;
};

/**
 * One edit of the quantity field. `inserted` is what the edit typed or pasted (InputEvent.data), null for
 * deletions and other edits that are not digit keys.
 */
export function quantityEdit(raw: string, inserted: string | null): QuantityEdit {
  const text = raw.replace(/\D/g, '').slice(0, CART_QUANTITY_MAX_DIGITS);
  const digitKey = inserted !== null && /^\d+$/.test(inserted);
  const value = Number(text);
  const send = digitKey && text !== '' && value >= MIN_QUANTITY ? Math.min(value, CART_QUANTITY_MAX) : null;
  return { text, send };
}

/** Minus: never below 1. */
export function stepDown(quantity: number): number {
  return Math.max(MIN_QUANTITY, quantity - 1);
}

/** Plus: the server clamps to stock, so only the field's own limit applies here. */
export function stepUp(quantity: number): number {
  return Math.min(CART_QUANTITY_MAX, quantity + 1);
}
