import type { Cart } from '@vitrine/contract';
import type { ReactNode } from 'react';
import {
  CART_COMBINATION_SAVINGS_LABEL,
  CART_FINISH_TEXT,
  CART_SUBTOTAL_LABEL,
  CART_TOTAL_LABEL,
  LINK_CART,
} from '../../lib/cart-constants';
import { formatBRL } from '../../lib/commerce/money';
import { ShopAreaLink } from '../ui/shop-area-link';

/**
 * T§2 summary: Subtotal and Total (the 'Compre junto' saving already taken off both, shown after them when there is
 * one), 'Concluir compra' to the shop area's cart, then `children` (continue shopping).
 */
export function CartSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-gray-200 pt-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="resumo-carrinho">
        <dt className="text-gray-700">{CART_SUBTOTAL_LABEL}</dt>
        <dd className="text-right font-semibold text-gray-900">{formatBRL(cart.subtotal.valor)}</dd>
        <dt className="text-base font-bold text-gray-900">{CART_TOTAL_LABEL}</dt>
        <dd className="text-right text-base font-bold text-brand-900">{formatBRL(cart.total.valor)}</dd>
        {cart.desconto.valor > 0 ? (
          <>
            <dt className="text-green-800">{CART_COMBINATION_SAVINGS_LABEL}</dt>
            <dd className="text-right font-semibold text-green-800" data-testid="economia-carrinho">
              {formatBRL(cart.desconto.valor)}
            </dd>
          </>
        ) : null}
      </dl>
      <ShopAreaLink
        path={LINK_CART}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent-400 px-6 text-base font-bold text-gray-950 hover:bg-accent-500"
      >
        {CART_FINISH_TEXT}
      </ShopAreaLink>
      {children}
    </div>
  );
}
