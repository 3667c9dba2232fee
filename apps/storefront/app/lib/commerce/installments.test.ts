import { describe, expect, it } from 'vitest';
import { cashPriceText } from './installments';

describe('cash price text (B§2.4)', () => {
  it('B§2.4: the cash price (boleto or Pix)', () => {
    expect(cashPriceText(950)).toBe('R$\u00a0950,00 à vista no boleto ou Pix');
  });
});
