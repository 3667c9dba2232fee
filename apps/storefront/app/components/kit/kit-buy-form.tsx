import { useFetcher, useSearchParams } from 'react-router';
import { ALERT_MS } from '../../lib/constants';
import { CART_ADD_ERROR, LINK_CART_ACTION } from '../../lib/cart-constants';
import { KIT_ADDED_TEXT, KIT_BUY_TEXT } from '../../lib/detail-constants';
import { kitProductEntries, type KitProduct, type KitSelection } from '../../lib/commerce/kit';
import { PRODUCT_VALUE_FIELD } from '../../lib/commerce/product-value';
import type { CartActionData } from '../../lib/resource-types';
import { useOpenSideCartAfterAdd } from '../cart/side-cart';
import { useFreshAnswer } from '../../hooks/use-fresh-answer';
import { JsField } from '../forms/js-field';

type Props = { idListaCompra: number; rota: string; produtos: readonly KitProduct[]; selection: KitSelection };

/** T§4 'Comprar kit': posts `tipo: 'lista'` with the chosen values to the cart action (a fetcher with JavaScript). */
export function KitBuyForm({ idListaCompra, rota, produtos, selection }: Props) {
  const fetcher = useFetcher<CartActionData>();
  const [params] = useSearchParams();
  const answer = fetcher.data;
  useOpenSideCartAfterAdd(fetcher);
  // B§9: a refusal shows ALERT_MS.
  const fresh = useFreshAnswer(answer, (a) => (a.ok ? null : ALERT_MS));
  const error = (fresh && !fresh.ok ? fresh.error : null) ?? (params.get('erro') ? CART_ADD_ERROR : null);
  const success =
    (answer?.ok ?? false) || (fetcher.state === 'idle' && !answer && params.get('carrinho') === 'adicionado');
  const back = new URLSearchParams(params);
  back.delete('carrinho');
  back.delete('erro');
  const query = back.toString();
  return (
    <fetcher.Form
      method="post"
      action={LINK_CART_ACTION}
      defaultShouldRevalidate={false}
      id="compra"
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="tipo" value="lista" />
      <input type="hidden" name="idListaCompra" value={idListaCompra} />
      <input type="hidden" name="redirectTo" value={query ? `${rota}?${query}` : rota} />
      <JsField />
      {kitProductEntries(produtos, selection).map((entry) => (
        <input key={entry} type="hidden" name={PRODUCT_VALUE_FIELD} value={entry} />
      ))}
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent-400 px-6 text-base font-bold text-gray-950 hover:bg-accent-500 disabled:opacity-60"
      >
        {KIT_BUY_TEXT}
      </button>
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className={success ? 'text-sm font-semibold text-green-800' : 'sr-only'}>
        {success ? KIT_ADDED_TEXT : ''}
      </p>
    </fetcher.Form>
  );
}
