import type { ShippingOption } from '@vitrine/contract';
import { FREE_SHIPPING_TEXT } from '../shipping-constants';
import { formatBRL } from './money';
import { countText } from '../plural';

/**
 * T§4 states of the shipping calculator as the server sends them (product loader and /resources/shipping):
 * idle, empty (submitted without a code: field error, no call), result (T§3 shape) or error (T§8).
 */
export type ShippingView =
  | { status: 'idle'; cep: string }
  | { status: 'empty'; cep: '' }
  | { status: 'result'; cep: string; mensagem: string; fretes: ShippingOption[] }
  | { status: 'error'; cep: string; message: string };

/** `prazo` is business days after dispatch (docs/decisions/008-shipping.md). */
export function prazoText(days: number): string {
  return `Até ${countText(days, 'dia útil', 'dias úteis')}`;
}

/** T§3: a zero value is free shipping. */
export function shippingPriceText(valor: number): string {
  return valor === 0 ? FREE_SHIPPING_TEXT : formatBRL(valor);
}
