import { useFetcher, useLocation } from 'react-router';
import { ALERT_MS } from '../../lib/constants';
import { BUY_TEXT } from '../../lib/detail-constants';
import { LINK_CART_ACTION } from '../../lib/cart-constants';
import { PRODUCT_VALUE_FIELD, encodeProductValue } from '../../lib/commerce/product-value';
import type { CartActionData } from '../../lib/resource-types';
import { useOpenSideCartAfterAdd } from '../cart/side-cart';
import { useFreshAnswer } from '../../hooks/use-fresh-answer';
import { JsField } from '../forms/js-field';

type Props = { idProduto: number; productName: string; brand: string };

/**
 * B§4, T§4 'Comprar' on a card of a product without a simple attribute: adds one unit to the cart (a fetcher with
 * JavaScript, then the side cart opens; a plain form post without it, landing on the cart page).
 */
export function CardBuyForm({ idProduto, productName, brand }: Props) {
  const fetcher = useFetcher<CartActionData>();
  const location = useLocation();
  useOpenSideCartAfterAdd(fetcher, { [idProduto]: brand });
  // B§9: a refusal shows ALERT_MS.
  const fresh = useFreshAnswer(fetcher.data, (a) => (a.ok ? null : ALERT_MS));
  const refusal = fetcher.state === 'idle' && fresh && !fresh.ok ? fresh.error : null;
  return (
    <fetcher.Form
      method="post"
      action={LINK_CART_ACTION}
      defaultShouldRevalidate={false}
      className="flex flex-col gap-1"
    >
      {/* No `intent` (add is the cart action's default) and no `quantidade` (one unit is its default): fewer bytes a card. */}
      <JsField />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <input
        type="hidden"
        name={PRODUCT_VALUE_FIELD}
        value={encodeProductValue({ id: idProduto, idAtributoValor: null })}
      />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={`${BUY_TEXT}: ${productName}`}
        className="card-button card-buy"
      >
        {BUY_TEXT}
      </button>
      {refusal ? (
        <p role="alert" className="text-xs font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
