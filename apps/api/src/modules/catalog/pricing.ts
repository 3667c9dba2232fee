import type { Installment, Prices } from '@vitrine/contract';
import { toReais } from '../../lib/money';

/** One row of the store's instalment table (installment_rules). */
export interface InstallmentRule {
  parcelas: number;
  taxa: number;
  exibirTaxa: boolean;
  valorMinimoParcelaCents: number;
}

/**
 * The instalment options for a price. taxa ≤ 0 spreads the total (less any discount) evenly; taxa > 0 is a monthly
 * interest rate applied with the Price table (fixed instalments). Options whose instalment falls below the
 * rule's minimum are left out, except the single payment.
 */
export function installments(priceCents: number, rules: readonly InstallmentRule[]): Installment[] {
  const options: Installment[] = [];
  for (const rule of [...rules].sort((a, b) => a.parcelas - b.parcelas)) {
    const n = rule.parcelas;
    let parcelCents: number;
    if (rule.taxa > 0) {
      const i = rule.taxa / 100;
      parcelCents = Math.round((priceCents * i) / (1 - Math.pow(1 + i, -n)));
    } else {
      parcelCents = Math.round((priceCents * (1 + rule.taxa / 100)) / n);
    }
    if (n > 1 && parcelCents < rule.valorMinimoParcelaCents) continue;
    options.push({ parcelas: n, valorParcela: toReais(parcelCents), taxa: rule.taxa, exibirTaxa: rule.exibirTaxa });
  }
  return options;
}

/** The cash price (boleto or Pix): the price less the store's cash discount. */
export const cashPriceCents = (priceCents: number, discountPercent: number): number =>
  Math.round(priceCents * (1 - discountPercent / 100));

export interface PriceInput {
  deCents: number | null;
  porCents: number;
}

export function buildPrices(price: PriceInput, rules: readonly InstallmentRule[], cashDiscountPercent: number): Prices {
  const de = price.deCents !== null && price.deCents > price.porCents ? toReais(price.deCents) : null;
  return {
    de,
    por: toReais(price.porCents),
    vista: toReais(cashPriceCents(price.porCents, cashDiscountPercent)),
    parcelamento: installments(price.porCents, rules),
  };
}
