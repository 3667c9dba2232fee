import { describe, expect, it } from 'vitest';
import { clampQuantity, decrement, increment, maxQuantity } from './quantity';

describe('quantity (B§5)', () => {
  it('B§5: the maximum is the stock', () => expect(maxQuantity(7)).toBe(7));
  it('B§5: product groups use ⌊produtos[0].estoque ÷ produtos[0].quantidade⌋', () =>
    expect(maxQuantity(99, [{ estoque: 23, quantidade: 5 }])).toBe(4));
  it('B§5: the maximum is never below the minimum 1', () => expect(maxQuantity(0)).toBe(1));
  it('B§5: letters reset to 1', () => expect(clampQuantity('abc', 5)).toBe(1));
  it('B§5: mixed digits and letters reset to 1', () => expect(clampQuantity('3a', 5)).toBe(1));
  it('B§5: zero resets to 1', () => expect(clampQuantity('0', 5)).toBe(1));
  it('B§5: a negative number resets to 1', () => expect(clampQuantity('-4', 5)).toBe(1));
  it('B§5: empty resets to 1', () => expect(clampQuantity('', 5)).toBe(1));
  it('B§5: a number within range is kept', () => expect(clampQuantity('3', 5)).toBe(3));
  it('B§5: a number above the maximum becomes the maximum', () => expect(clampQuantity('12', 5)).toBe(5));
  it('B§5: numbers are accepted too', () => expect(clampQuantity(2, 5)).toBe(2));
  it('B§5: minus does nothing at 1', () => expect(decrement(1)).toBe(1));
  it('B§5: minus lowers by one above 1', () => expect(decrement(3)).toBe(2));
  it('B§5: plus does nothing at the maximum', () => expect(increment(5, 5)).toBe(5));
  it('B§5: plus raises by one below the maximum', () => expect(increment(4, 5)).toBe(5));
});
