import { formatBRL } from './money';

/**
 * The cash price line (boleto or Pix). The instalment words (summary, 'ver parcelas' rows, the quote's rate label)
 * live in `@vitrine/contract/installments`, shared with the Store API.
 */
export function cashPriceText(vista: number): string {
  return `${formatBRL(vista)} à vista no boleto ou Pix`;
}
