import { describe, expect, it } from 'vitest';
import { cashPriceText, installmentText } from './installments';

const row = (parcelas: number, valorParcela: number, taxa: number) => ({
  parcelas,
  valorParcela,
  taxa,
  exibirTaxa: false,
});

describe('instalment text (B§2.4, T§9)', () => {
  it('T§9: only the last entry is shown; interest-free when the rate is 0', () => {
    expect(installmentText([row(1, 1200, 0), row(6, 200, 0)])).toBe('6x de R$\u00a0200,00 sem juros');
  });

  it("B§3: a positive rate is interest: 'com juros'", () => {
    expect(installmentText([row(6, 200, 0), row(12, 111.27, 1.99)])).toBe('12x de R$\u00a0111,27 com juros');
  });

  it("B§3: a negative rate is a discount, still 'sem juros'", () => {
    expect(installmentText([row(1, 950, -5)])).toBe('1x de R$\u00a0950,00 sem juros');
  });

  it('no instalments, no text', () => {
    expect(installmentText([])).toBeNull();
  });

  it('B§2.4: the cash price (boleto or Pix)', () => {
    expect(cashPriceText(950)).toBe('R$\u00a0950,00 à vista no boleto ou Pix');
  });
});
