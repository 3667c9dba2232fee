import { describe, expect, it } from 'vitest';
import { quantityEdit, stepDown, stepUp } from './cart-quantity';

describe('cart quantity (T§5)', () => {
  it('T§5: a digit key sends the typed number', () =>
    expect(quantityEdit('12', '2')).toEqual({ text: '12', send: 12 }));
  it('T§5: letters are dropped from the field and a letter key sends nothing', () =>
    expect(quantityEdit('1a', 'a')).toEqual({ text: '1', send: null }));
  it('T§5: non-digits inside pasted text are dropped', () =>
    expect(quantityEdit('3-4', '-')).toEqual({ text: '34', send: null }));
  it('T§5: a deletion (no digit key) is shown but not sent', () =>
    expect(quantityEdit('1', null)).toEqual({ text: '1', send: null }));
  it('T§5: an empty field is not sent', () => expect(quantityEdit('', null)).toEqual({ text: '', send: null }));
  it('T§5: zero is not a quantity and is not sent', () =>
    expect(quantityEdit('0', '0')).toEqual({ text: '0', send: null }));
  it('T§5: pasted digits count as digit keys', () =>
    expect(quantityEdit('25', '25')).toEqual({ text: '25', send: 25 }));
  it('T§5: the field keeps at most four digits', () =>
    expect(quantityEdit('123456', '6')).toEqual({ text: '1234', send: 1234 }));
  it('T§5: minus never goes below 1', () => {
    expect(stepDown(1)).toBe(1);
    expect(stepDown(3)).toBe(2);
  });
  it('T§5: plus adds one (the server clamps to stock)', () => expect(stepUp(4)).toBe(5));
  it('T§5: plus stops at the field limit 9999', () => expect(stepUp(9999)).toBe(9999));
});
