import { data } from 'react-router';
import { postListShop } from '../../api.server';
import { parseValueId } from '../../lib/attributes';
import type { Route } from './+types/list-shop';

/** T§4 kit list: recomputes the kit for the chosen values (POST /list/shop) for the kit page's fetcher. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const produtos = form.getAll('produto').flatMap((entry) => {
    const m = /^(\d+):(\d+)$/.exec(String(entry));
    return m ? [{ id: Number(m[1]), idAtributoValor: parseValueId(m[2]) }] : [];
  });
  const result = await postListShop(request, { idListaCompra: Number(form.get('idListaCompra')), produtos });
  if (!result.ok) return data({ ok: false as const }, { status: result.status });
  return { ok: true as const, shop: result.data };
}
