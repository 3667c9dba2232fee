import type { Prices } from '@vitrine/contract';
import { cashPriceText, installmentText } from '../../lib/installments';
import { formatBRL } from '../../lib/money';

/** Price block of a card (B§2.7): 'de' struck through, 'por', the last instalment entry and the cash price. */
export function ProductPrice({ precos }: { precos: Prices }) {
  const installments = installmentText(precos.parcelamento);
  return (
    <div className="flex flex-col gap-0.5">
      {precos.de !== null && precos.de > precos.por ? (
        <span className="text-sm text-gray-700">
          de <del>{formatBRL(precos.de)}</del>
        </span>
      ) : null}
      <span className="text-base font-bold text-brand-900 sm:text-lg">
        <span className="text-sm font-normal text-gray-700">por </span>
        {formatBRL(precos.por)}
      </span>
      {installments ? <span className="text-xs text-gray-800 sm:text-sm">{installments}</span> : null}
      <span className="text-xs font-semibold text-green-800 sm:text-sm">{cashPriceText(precos.vista)}</span>
    </div>
  );
}
