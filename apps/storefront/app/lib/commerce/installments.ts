import type { Installment } from '@vitrine/contract';
import { formatBRL } from './money';

/**
 * B§2.4, T§9: shelves and cards summarise only the LAST entry of the instalment list: 'N x de valor', interest-free
 * ('sem juros') when the rate is 0 or a discount, 'com juros' when it is positive. Null when there is no entry.
 */
export function installmentText(parcelamento: readonly Installment[]): string | null {
  const last = parcelamento.at(-1);
  if (!last) return null;
  return `${last.parcelas}x de ${formatBRL(last.valorParcela)} ${last.taxa > 0 ? 'com juros' : 'sem juros'}`;
}

/** The cash price line (boleto or Pix). */
export function cashPriceText(vista: number): string {
  return `${formatBRL(vista)} à vista no boleto ou Pix`;
}
