import { describe, expect, it } from 'vitest';
import { parsePriceInput, priceField } from './price-input';

describe('back-office price input (issue 27)', () => {
  it('reads Brazilian and plain notation; empty is no price; anything else is refused', () => {
    expect(parsePriceInput('1.234,56')).toBe(1234.56);
    expect(parsePriceInput('R$ 99,9')).toBe(99.9);
    expect(parsePriceInput('1234.56')).toBe(1234.56);
    expect(parsePriceInput(' ')).toBeNull();
    for (const bad of ['abc', '1,2,3', '-5', '1.5.5', '=1+1', '12,345'])
      expect(parsePriceInput(bad), bad).toBeUndefined();
    expect(priceField(1234.5)).toBe('1234,50');
    expect(priceField(null)).toBe('');
  });
});
