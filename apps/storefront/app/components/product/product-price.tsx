import type { Prices } from '@vitrine/contract';
import { installmentSummary } from '@vitrine/contract/installments';
import { cashPriceText } from '../../lib/commerce/installments';
import { formatBRL } from '../../lib/commerce/money';

/**
 * Price block of a card (B§2.7): 'de' struck through, 'por', the last instalment entry and the cash price.
 * `fixedLines` (shelf cards) reserves every line, two for the texts that may wrap, so the block's height is fixed.
 */
export function ProductPrice({ precos, fixedLines = false }: { precos: Prices; fixedLines?: boolean }) {
  const installments = installmentSummary(precos.parcelamento);
  return (
    <div className={fixedLines ? 'price-block is-fixed' : 'price-block'}>
      {precos.de !== null && precos.de > precos.por ? (
        <span className="text-sm text-gray-700">
          de <del>{formatBRL(precos.de)}</del>
        </span>
      ) : fixedLines ? (
        <span className="h-[1lh] text-sm" />
      ) : null}
      <span className={fixedLines ? 'price-por' : 'price-por text-base'}>
        <span>por </span>
        {formatBRL(precos.por)}
      </span>
      {installments ? (
        <span className="price-line">{installments}</span>
      ) : fixedLines ? (
        <span className="price-line" />
      ) : null}
      <span className="price-line price-vista">{cashPriceText(precos.vista)}</span>
    </div>
  );
}
