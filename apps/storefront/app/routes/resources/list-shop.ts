import type { ListShopResponse } from '@vitrine/contract';
import { data } from 'react-router';
import { postListShop } from '../../api.server';
import { parseValueId } from '../../lib/attributes';
import type { Route } from './+types/list-shop';

export type ListShopActionData = { ok: false } | { ok: true; shop: ListShopResponse };

/** T§4 kit list: recomputes the kit for the chosen values (POST /list/shop) for the kit page's fetcher. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const produtos = form.getAll('produto').flatMap((entry) => {
    const m = /^(\d+):(\d+)$/.exec(String(entry));
    return m ? [{ id: Number(m[1]), idAtributoValor: parseValueId(m[2]) }] : [];
  });
  const result = await postListShop(request, {
    idListaCompra: Number(form.get('idListaCompra')),
    produtos,
    carrinho: false,
  });
  if (!result.ok) return data<ListShopActionData>({ ok: false }, { status: result.status });
  return data<ListShopActionData>({ ok: true, shop: result.data });
}
