import type { CartItem } from '@vitrine/contract';
import { useEffect, useRef } from 'react';
import { data, useNavigation } from 'react-router';
import { Form, Link } from '../components/ui/router-link';
import { getCart } from '../server/api/api.server';
import { throwFailure } from '../lib/api-failure';
import { CartLineInfo } from '../components/cart/cart-line-info';
import { CartSummary } from '../components/cart/cart-summary';
import { SimplePage } from '../components/ui/simple-page';
import { FormAlert } from '../components/forms/submit-button';
import {
  CART_ADDED_TEXT,
  CART_CHANGE_ERROR,
  LINK_CART_ACTION,
  LINK_CART_PAGE,
  clampedQuantityText,
} from '../lib/cart-constants';
import { CART_CONTINUE_TEXT, CART_EMPTY_TEXT, CART_TITLE, cartRemoveLabel } from '../lib/cart-constants';
import { CART_QUANTITY_MAX_DIGITS } from '../lib/cart-constants';
import { track } from '../lib/analytics/analytics';
import { pageMeta } from '../lib/seo/meta';
import { commitSession } from '../server/session/session.server';
import type { Route } from './+types/cart-page';

/**
 * The cart as a page (T§2 side cart without JavaScript): the same lines, with plain forms that post to the cart
 * action (update the quantity, remove) and come back here. The header counter links here; a no-script add lands here.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const result = await getCart(request);
  // A cart that could not be read is never shown as an empty one: the 5xx page instead.
  if (!result.ok) throwFailure(result);
  const query = new URL(request.url).searchParams;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (result.session) headers.append('Set-Cookie', await commitSession(result.session));
  const cart = result.data;
  // T§8: the lines the server clamped to stock, named by the redirect of the cart action.
  const clamped = new Set(query.getAll('aviso'));
  const notices = cart.itens.filter((item) => clamped.has(item.hash)).map((item) => item.nome);
  return data(
    {
      cart,
      added: query.get('carrinho') === 'adicionado',
      failed: query.get('erro') === 'carrinho',
      notices,
    },
    { headers },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, CART_TITLE, undefined, { robots: 'noindex, nofollow' });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store' };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, added, failed, notices } = loaderData;
  const items = cart.itens;
  useRemovalTracking(items);
  return (
    <SimplePage title={CART_TITLE}>
      <div className="mt-4 flex max-w-3xl flex-col gap-3">
        <FormAlert kind="error">{failed ? CART_CHANGE_ERROR : null}</FormAlert>
        {added ? <p className="text-sm font-semibold text-green-800">{CART_ADDED_TEXT}</p> : null}
        {notices.map((nome) => (
          <p key={nome} className="rounded-md border border-amber-600 bg-amber-50 p-2 text-sm text-gray-900">
            {clampedQuantityText(nome)}
          </p>
        ))}
        {items.length === 0 ? (
          <p className="text-gray-700">{CART_EMPTY_TEXT}</p>
        ) : (
          <ul aria-label="Produtos no carrinho" className="flex flex-col">
            {items.map((item) => (
              <CartPageLine key={item.hash} item={item} />
            ))}
          </ul>
        )}
        {items.length > 0 ? (
          <CartSummary cart={cart}>
            <ContinueLink />
          </CartSummary>
        ) : (
          <ContinueLink />
        )}
      </div>
    </SimplePage>
  );
}

function CartPageLine({ item }: { item: CartItem }) {
  const fieldId = `quantidade-${item.hash}`;
  return (
    <li className="border-b border-gray-200 py-3">
      <CartLineInfo item={item}>
        <div className="mt-1 flex flex-wrap items-end gap-3">
          <Form method="post" action={LINK_CART_ACTION} className="flex items-end gap-2">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="hash" value={item.hash} />
            <input type="hidden" name="tipo" value={item.tipo} />
            <input type="hidden" name="redirectTo" value={LINK_CART_PAGE} />
            <div className="flex flex-col gap-1">
              <label htmlFor={fieldId} className="text-xs font-semibold text-gray-800">
                Quantidade de {item.nome}
              </label>
              <input
                id={fieldId}
                name="quantidade"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                required
                maxLength={CART_QUANTITY_MAX_DIGITS}
                autoComplete="off"
                defaultValue={item.quantidade}
                key={item.quantidade}
                className="field h-10 w-20 text-center"
              />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-10 items-center rounded-md border border-brand-700 bg-white px-3 text-sm font-bold text-brand-800 hover:bg-brand-50"
            >
              Atualizar
            </button>
          </Form>
          <Form method="post" action={LINK_CART_ACTION}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="hash" value={item.hash} />
            <input type="hidden" name="tipo" value={item.tipo} />
            <input type="hidden" name="redirectTo" value={LINK_CART_PAGE} />
            <button
              type="submit"
              aria-label={cartRemoveLabel(item.nome)}
              className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-red-800 underline underline-offset-2 hover:bg-red-50"
            >
              Remover
            </button>
          </Form>
        </div>
      </CartLineInfo>
    </li>
  );
}

/**
 * T§4 with JavaScript: a 'Remover' form navigates (cart action, then back here); remove_from_cart once the page
 * comes back without the line.
 */
function useRemovalTracking(items: CartItem[]) {
  const { formData } = useNavigation();
  const removing = useRef<CartItem | null>(null);
  useEffect(() => {
    if (formData?.get('intent') !== 'remove') return;
    removing.current = items.find((item) => item.hash === formData.get('hash')) ?? null;
  }, [formData, items]);
  useEffect(() => {
    const item = removing.current;
    if (!item) return;
    removing.current = null;
    track((events) => {
      const removed = events.removedItems([item], items);
      return removed.length > 0 ? events.removeFromCartEvent(removed) : null;
    });
  }, [items]);
}

function ContinueLink() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-6 text-sm font-bold text-brand-800 hover:bg-brand-50"
    >
      {CART_CONTINUE_TEXT}
    </Link>
  );
}
