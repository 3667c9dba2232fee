import { data } from 'react-router';
import { z } from 'zod';
import { SHIPPING_ERROR } from '../../lib/shipping-constants';
import { optionalText, parseQuery } from '../../server/forms/read-form.server';
import { parseValueId } from '../../lib/commerce/product-value';
import type { ShippingView } from '../../lib/commerce/shipping';
import { calculateShipping } from '../../server/shipping/shipping.server';
import type { Route } from './+types/shipping';

/** The calculator's query: the code as typed, the product and its chosen value (none when absent or malformed). */
const shippingQuerySchema = z.object({
  cep: optionalText.transform((cep) => cep ?? ''),
  idProduto: optionalText.transform(parseValueId),
  idAtributoValor: optionalText.transform(parseValueId),
});

/**
 * The shipping calculator's fetcher (T§4, T§7): GET ?cep=&idProduto=&idAtributoValor= answers the calculator's
 * state; a successful calculation also saves the code in the `cep` cookie. The browser never calls /v2/front.
 * Without JavaScript the calculator submits to the product page instead (its loader quotes the same way).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, shippingQuerySchema);
  const noStore = { 'Cache-Control': 'no-store' };
  const { cep, idProduto, idAtributoValor } =
    query.status === 'success' ? query.value : { cep: '', idProduto: null, idAtributoValor: null };
  if (idProduto === null) {
    return data<ShippingView>({ status: 'error', cep, message: SHIPPING_ERROR }, { status: 400, headers: noStore });
  }
  const outcome = await calculateShipping(request, cep, idProduto, idAtributoValor);
  const headers = new Headers(noStore);
  if (outcome.cookie) headers.append('Set-Cookie', outcome.cookie);
  return data<ShippingView>(outcome.view, { status: outcome.status, headers });
}
