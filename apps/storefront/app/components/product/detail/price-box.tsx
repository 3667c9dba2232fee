import type { ProductDetail } from '@vitrine/contract';
import { installmentRow, installmentSummary } from '@vitrine/contract/installments';
import { cashPriceText } from '../../../lib/commerce/installments';
import { IN_STOCK_TEXT, SEE_INSTALLMENTS_TEXT } from '../../../lib/detail-constants';
import { formatBRL } from '../../../lib/commerce/money';
import { statusView } from '../../../lib/commerce/product-status';
import type { Offer } from '../../../lib/commerce/attributes';
import { PriceTimer } from './price-timer';

/** B§2.4, B§4 price: from (struck) and to, cash price, the last instalment and every option behind 'ver parcelas'. */
export function PriceBox({ offer, schedule }: { offer: Offer; schedule: ProductDetail['agendamentoPreco'] }) {
  const view = statusView(offer.status);
  if (!view.showPrice) {
    return <p className="text-2xl font-bold text-gray-800">{view.note}</p>;
  }
  const { precos } = offer;
  const summary = installmentSummary(precos.parcelamento);
  return (
    <div className="flex flex-col gap-1">
      <PriceTimer window={schedule.aplicado} />
      {precos.de !== null && precos.de > precos.por ? (
        <span className="text-sm text-gray-700">
          de <del>{formatBRL(precos.de)}</del>
        </span>
      ) : null}
      <span className="text-3xl font-bold text-brand-900" data-testid="preco-por">
        <span className="text-base font-normal text-gray-700">por </span>
        {formatBRL(precos.por)}
      </span>
      <span className="text-base font-semibold text-green-800">{cashPriceText(precos.vista)}</span>
      {summary ? <span className="text-sm text-gray-800">ou {summary}</span> : null}
      {precos.parcelamento.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800 underline">{SEE_INSTALLMENTS_TEXT}</summary>
          <ul className="mt-2 flex flex-col gap-1 rounded-md border border-gray-200 p-2">
            {precos.parcelamento.map((option) => (
              <li key={option.parcelas}>{installmentRow(option)}</li>
            ))}
            <li className="font-semibold text-green-800">{cashPriceText(precos.vista)}</li>
          </ul>
        </details>
      ) : null}
      {offer.status === 'disponivel' && offer.estoque > 0 ? (
        <p className="text-sm font-semibold text-green-800">{IN_STOCK_TEXT}</p>
      ) : null}
    </div>
  );
}
