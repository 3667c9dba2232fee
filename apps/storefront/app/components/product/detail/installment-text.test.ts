import { describe, expect, it } from 'vitest';
import { installmentOptionText } from './installment-text';

const row = (taxa: number, exibirTaxa = true) => ({ parcelas: 3, valorParcela: 100, taxa, exibirTaxa });

describe("instalment rows of 'ver parcelas' (B§2.4, B§3)", () => {
  it('B§3: taxa 0 is sem juros', () => expect(installmentOptionText(row(0))).toBe('3x de R$\u00a0100,00 sem juros'));
  it('B§3: positive taxa is com juros with the monthly rate when shown', () => {
    expect(installmentOptionText(row(1.99))).toBe('3x de R$\u00a0100,00 com juros (1,99% a.m.)');
    expect(installmentOptionText(row(1.99, false))).toBe('3x de R$\u00a0100,00 com juros');
  });
  it('B§3: negative taxa is com desconto', () =>
    expect(installmentOptionText(row(-5))).toBe('3x de R$\u00a0100,00 com desconto'));
});
