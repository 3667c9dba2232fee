import type { ProductDetail } from '@vitrine/contract';
import { postShipment } from '../api/api.server';
import { env } from '../shell/env.server';
import { failureStatus } from '../../lib/api-failure';
import { SHIPPING_ERROR, SHIPPING_SHORT_CEP } from '../../lib/shipping-constants';
import { maskPostalCode, postalCodeDigits, readCepCookie, serializeCepCookie } from '../../lib/commerce/postal-code';
import type { ShippingView } from '../../lib/commerce/shipping';

/**
 * The shipping calculator's server side (T§4, T§5, T§7, T§8; docs/decisions/008-shipping.md). The product loader
 * and /resources/shipping both end here: an empty code makes no call; a successful one also saves the code in the
 * `cep` cookie (the Set-Cookie value is returned for the caller's response).
 */

/**
 * `status` is the HTTP status /resources/shipping answers with: 200 whenever there is a state to show (a result,
 * an empty field, the Store API's message about bad input), else the status lib/api-failure.ts gives the failure
 * (503 when the Store API is down).
 */
export type ShippingOutcome = { view: ShippingView; cookie: string | null; status: number };

const OK = 200;
const BAD_REQUEST = 400;
/** A postal code has 8 digits (T§9: 9 characters with the hyphen). */
const POSTAL_CODE_DIGITS = 8;

export async function calculateShipping(
  request: Request,
  typed: string,
  idProduto: number,
  idAtributoValor: number | null,
): Promise<ShippingOutcome> {
  const cep = maskPostalCode(typed);
  const digits = postalCodeDigits(typed);
  if (digits === '') return { view: { status: 'empty', cep: '' }, cookie: null, status: OK };
  // A short code is told in the field's own words (its hint: the hyphen comes by itself), not the API's.
  if (digits.length < POSTAL_CODE_DIGITS) {
    return { view: { status: 'error', cep, message: SHIPPING_SHORT_CEP }, cookie: null, status: OK };
  }
  // T§7: the hyphen is removed; idAtributoValor 0 when none; quantidade always 1.
  const result = await postShipment(request, {
    cep: digits,
    idProduto,
    idAtributoValor: idAtributoValor ?? 0,
    quantidade: 1,
  });
  if (result.ok) {
    return {
      view: { status: 'result', cep, mensagem: result.data.mensagem, fretes: result.data.fretes },
      cookie: serializeCepCookie(cep, env.production),
      status: OK,
    };
  }
  // A 400 carries a message for the shopper (malformed or unknown CEP, product on request); anything else is T§8.
  if (result.status === BAD_REQUEST) {
    const message = Object.values(result.error.fields ?? {})[0] ?? result.error.message;
    return { view: { status: 'error', cep, message }, cookie: null, status: OK };
  }
  return {
    view: { status: 'error', cep, message: SHIPPING_ERROR },
    cookie: null,
    status: failureStatus(result, 'form'),
  };
}

/**
 * T§4 "a shipping call is also made on load if a cep cookie exists", done here on the server. `?cep=` (the
 * calculator's form without JavaScript) wins over the cookie. Products that cannot be bought are not quoted.
 */
export async function initialShipping(
  request: Request,
  product: Pick<ProductDetail, 'id' | 'status'>,
  selected: number | null,
): Promise<ShippingOutcome> {
  const typed = new URL(request.url).searchParams.get('cep');
  const saved = readCepCookie(request.headers.get('Cookie'));
  const idle = (cep: string): ShippingOutcome => ({ view: { status: 'idle', cep }, cookie: null, status: OK });
  if (product.status !== 'disponivel') return idle(saved ?? '');
  if (typed !== null) return calculateShipping(request, typed, product.id, selected);
  if (saved === null) return idle('');
  // Browsers cap a cookie's life (Chromium: 400 days), so a code that still quotes is saved again on each visit.
  return calculateShipping(request, saved, product.id, selected);
}
