import { describe, expect, it } from 'vitest';
import { buildPrices, cashPriceCents, installments, type InstallmentRule } from './pricing';

const sixInterestFree: InstallmentRule[] = [1, 2, 3, 4, 5, 6].map((parcelas) => ({
  parcelas,
  taxa: 0,
  exibirTaxa: true,
  valorMinimoParcelaCents: 5000,
}));

describe('instalments (B§2.4, B§3 installment option, T§9)', () => {
  it('splits an interest-free price evenly up to 6x', () => {
    const options = installments(120000, sixInterestFree);
    expect(options).toHaveLength(6);
    expect(options.at(-1)).toEqual({ parcelas: 6, valorParcela: 200, taxa: 0, exibirTaxa: true });
  });

  it('drops options whose instalment is below the minimum, keeping 1x', () => {
    const options = installments(12000, sixInterestFree); // R$ 120,00: 2x = 60, 3x = 40 < 50
    expect(options.map((o) => o.parcelas)).toEqual([1, 2]);
    expect(installments(1000, sixInterestFree).map((o) => o.parcelas)).toEqual([1]);
  });

  it('applies monthly interest with the Price table when taxa > 0', () => {
    const [option] = installments(100000, [{ parcelas: 10, taxa: 1.99, exibirTaxa: true, valorMinimoParcelaCents: 0 }]);
    // PMT(1.99%, 10, 1000) = 111.268… → 111.27
    expect(option?.valorParcela).toBe(111.27);
  });

  it('applies a discount when taxa < 0', () => {
    const [option] = installments(100000, [{ parcelas: 1, taxa: -5, exibirTaxa: true, valorMinimoParcelaCents: 0 }]);
    expect(option?.valorParcela).toBe(950);
  });
});

describe('prices (B§3 precos)', () => {
  it('gives the cash price with the 5% boleto/Pix discount (B§1, T§9)', () => {
    expect(cashPriceCents(100000, 5)).toBe(95000);
    expect(buildPrices({ deCents: 120000, porCents: 100000 }, sixInterestFree, 5)).toMatchObject({
      de: 1200,
      por: 1000,
      vista: 950,
    });
  });

  it('hides a list price that is not above the selling price', () => {
    expect(buildPrices({ deCents: 100000, porCents: 100000 }, [], 5).de).toBeNull();
    expect(buildPrices({ deCents: null, porCents: 100000 }, [], 5).de).toBeNull();
  });
});
