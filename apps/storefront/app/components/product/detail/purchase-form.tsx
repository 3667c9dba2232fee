import type { ProductDetail } from '@vitrine/contract';
import { useEffect, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { cartAlert, missingAttributeError, type Offer } from '../../../lib/commerce/attributes';
import { clock } from '../../../lib/clock';
import { ALERT_LONG_MS, ALERT_MS } from '../../../lib/constants';
import { CART_ADDED_TEXT, LINK_CART_ACTION, clampedQuantityText } from '../../../lib/cart-constants';
import { statusView } from '../../../lib/commerce/product-status';
import { PRODUCT_VALUE_FIELD, encodeProductValue } from '../../../lib/commerce/product-value';
import { maxQuantity } from '../../../lib/commerce/quantity';
import type { CartActionData } from '../../../lib/resource-types';
import { useOpenSideCartAfterAdd } from '../../cart/side-cart';
import { useFreshAnswer } from '../../../hooks/use-fresh-answer';
import { QuantitySelector } from './quantity-selector';
import { JsField } from '../../forms/js-field';

/** The buy form's id: the attribute radios post with it (AttributeSelector `buyForm`). */
export const PURCHASE_FORM_ID = 'compra';

type Props = {
  product: ProductDetail;
  offer: Offer;
  selected: number | null;
  s5: boolean;
  /** Called with the attribute error; the selector is highlighted for ALERT_MS. */
  onMissingAttribute: () => void;
};

/** B§5, T§4 purchase block: quantity and 'Comprar' posting to the cart action (a fetcher with JavaScript). */
export function PurchaseForm({ product, offer, selected, s5, onMissingAttribute }: Props) {
  const fetcher = useFetcher<CartActionData>();
  const [params] = useSearchParams();
  const max = selected === null ? maxQuantity(product.estoque, product.produtos) : Math.max(1, offer.estoque);
  const [typed, setQuantity] = useState(1);
  const quantity = Math.min(typed, max);
  const [clientError, setClientError] = useState<string | null>(null);
  const view = statusView(offer.status, s5);

  const answer = fetcher.data;
  useOpenSideCartAfterAdd(fetcher, { [product.id]: product.marca.nome });
  // B§9: a refusal shows ALERT_MS, a clamped-quantity notice ALERT_LONG_MS.
  const fresh = useFreshAnswer(answer, (a) => (!a.ok ? ALERT_MS : a.avisos.length > 0 ? ALERT_LONG_MS : null));
  const firstNotice = fresh?.ok ? fresh.avisos[0] : undefined;
  const notice = firstNotice ? clampedQuantityText(firstNotice.nome) : null;

  useEffect(() => {
    if (!clientError) return;
    return clock.after(ALERT_MS, () => setClientError(null));
  }, [clientError]);

  const noJsError = params.get('erro');
  const error =
    clientError ?? (fresh && !fresh.ok ? fresh.error : null) ?? cartAlert(noJsError, [product.atributos.simples?.nome]);
  const success =
    (answer?.ok ?? false) || (fetcher.state === 'idle' && !answer && params.get('carrinho') === 'adicionado');

  return (
    <fetcher.Form
      method="post"
      action={LINK_CART_ACTION}
      defaultShouldRevalidate={false}
      id={PURCHASE_FORM_ID}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        const missing = missingAttributeError(product.atributos, selected);
        if (missing) {
          event.preventDefault();
          setClientError(missing);
          onMissingAttribute();
        }
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <JsField />
      <input type="hidden" name="redirectTo" value={product.rota} />
      <input
        type="hidden"
        name={PRODUCT_VALUE_FIELD}
        value={encodeProductValue({ id: product.id, idAtributoValor: selected })}
      />
      {product.atributos.simples ? (
        <input type="hidden" name="atributo" value={product.atributos.simples.nome} />
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <QuantitySelector value={quantity} max={max} onChange={setQuantity} />
        <button
          type="submit"
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md bg-accent-400 px-6 text-base font-bold text-gray-950 hover:bg-accent-500 disabled:opacity-60"
          disabled={fetcher.state !== 'idle'}
        >
          {view.button}
        </button>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="rounded-md border border-amber-600 bg-amber-50 p-2 text-sm text-gray-900">
          {notice}
        </p>
      ) : null}
      <p aria-live="polite" className={success ? 'text-sm font-semibold text-green-800' : 'sr-only'}>
        {success ? CART_ADDED_TEXT : ''}
      </p>
    </fetcher.Form>
  );
}
