import { describe, expect, it } from 'vitest';
import { prazoText, shippingPriceText } from './shipping';

describe('shipping result texts (T§3)', () => {
  it('words the delivery time in business days', () => {
    expect(prazoText(1)).toBe('Até 1 dia útil');
    expect(prazoText(12)).toBe('Até 12 dias úteis');
  });

  it("shows 'Grátis' for a zero value and BRL otherwise", () => {
    expect(shippingPriceText(0)).toBe('Grátis');
    expect(shippingPriceText(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
});
