import { data } from 'react-router';
import { parseValueId } from '../../lib/attributes';
import { SHIPPING_ERROR } from '../../lib/constants';
import type { ShippingView } from '../../lib/shipping';
import { calculateShipping } from '../../shipping.server';
import type { Route } from './+types/shipping';

/**
 * The shipping calculator's fetcher (T§4, T§7): GET ?cep=&idProduto=&idAtributoValor= answers the calculator's
 * state; a successful calculation also saves the code in the `cep` cookie. The browser never calls /v2/front.
 * Without JavaScript the calculator submits to the product page instead (its loader quotes the same way).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const cep = params.get('cep') ?? '';
  const idProduto = parseValueId(params.get('idProduto'));
  const noStore = { 'Cache-Control': 'no-store' };
  if (idProduto === null) {
    return data<ShippingView>({ status: 'error', cep, message: SHIPPING_ERROR }, { status: 400, headers: noStore });
  }
  const outcome = await calculateShipping(request, cep, idProduto, parseValueId(params.get('idAtributoValor')));
  const headers = new Headers(noStore);
  if (outcome.cookie) headers.append('Set-Cookie', outcome.cookie);
  return data<ShippingView>(outcome.view, { status: outcome.status, headers });
}
