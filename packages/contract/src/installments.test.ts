import { describe, expect, it } from 'vitest';
import { formatBRL, installmentLine, installmentRow, installmentSummary, rateLabel } from './installments';

const option = (parcelas: number, valorParcela: number, taxa: number, exibirTaxa = true) => ({
  parcelas,
  valorParcela,
  taxa,
  exibirTaxa,
});

describe('instalment rate label (B§3 Installment option, T§9: negative = discount, positive = interest)', () => {
  it('B§3: rate 0 is sem juros, shown or not', () => {
    expect(rateLabel(0, true)).toBe('sem juros');
    expect(rateLabel(0, false)).toBe('sem juros');
  });

  it('B§3: a positive rate is com juros, with the monthly rate only when exibirTaxa', () => {
    expect(rateLabel(1.99, true)).toBe('com juros (1,99% a.m.)');
    expect(rateLabel(1.99, false)).toBe('com juros');
  });

  it('B§3: a negative rate is com desconto, with the discount only when exibirTaxa', () => {
    expect(rateLabel(-5, true)).toBe('com desconto (5%)');
    expect(rateLabel(-5, false)).toBe('com desconto');
  });

  it('B§3: the rate is rounded to at most 2 decimals, Brazilian style', () => {
    expect(rateLabel(1.23456, true)).toBe('com juros (1,23% a.m.)');
    expect(rateLabel(-2.5, true)).toBe('com desconto (2,5%)');
    expect(rateLabel(-0.125, true)).toBe('com desconto (0,13%)');
  });
});

describe("instalment rows of 'ver parcelas' and the quote (B§2.4, T§3 Quote)", () => {
  it('B§2.4: a row is the count, the value and the rate label', () => {
    expect(installmentRow(option(3, 100, 0))).toBe('3x de R$\u00a0100,00 sem juros');
    expect(installmentRow(option(12, 111.27, 1.99))).toBe('12x de R$\u00a0111,27 com juros (1,99% a.m.)');
    expect(installmentRow(option(12, 111.27, 1.99, false))).toBe('12x de R$\u00a0111,27 com juros');
    expect(installmentRow(option(3, 100, -5))).toBe('3x de R$\u00a0100,00 com desconto (5%)');
  });

  it("T§3 Quote: the printed quote's line reads the same as the product page's row", () => {
    const o = option(12, 111.27, 1.99);
    expect(installmentLine(o.parcelas, o.valorParcela, rateLabel(o.taxa, o.exibirTaxa))).toBe(installmentRow(o));
    expect(installmentLine(2, 50, '')).toBe('2x de R$\u00a050,00');
  });
});

describe('instalment summary of cards and shelves (B§2.7, T§9: the last entry)', () => {
  it('T§9: only the last entry is shown; interest-free when the rate is 0', () => {
    expect(installmentSummary([option(1, 1200, 0), option(6, 200, 0)])).toBe('6x de R$\u00a0200,00 sem juros');
  });

  it('T§9: a positive rate is com juros, never with the rate itself', () => {
    expect(installmentSummary([option(6, 200, 0), option(12, 111.27, 1.99)])).toBe('12x de R$\u00a0111,27 com juros');
  });

  it('T§9: a negative rate is a discount: com desconto, as in the rows', () => {
    expect(installmentSummary([option(1, 950, -5)])).toBe('1x de R$\u00a0950,00 com desconto');
  });

  it('no instalments, no text', () => {
    expect(installmentSummary([])).toBeNull();
  });

  it('money is Brazilian currency with a non-breaking space', () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
  });
});
