import { data } from 'react-router';
import { z } from 'zod';
import { postListShop } from '../../server/api/api.server';
import { failureStatus } from '../../lib/api-failure';
import { parseForm, productValuesField, refuse } from '../../server/forms/read-form.server';
import { MAX_ID } from '../../lib/commerce/product-value';
import type { ListShopActionData } from '../../lib/resource-types';
import type { Route } from './+types/list-shop';

const UNKNOWN_KIT = 'Kit inválido.';

/** The kit page's choices: the kit and its `produto` entries (lib/commerce/product-value.ts), in kit order. */
const listShopFormSchema = z.object({
  idListaCompra: z.coerce
    .number({ error: UNKNOWN_KIT })
    .int({ error: UNKNOWN_KIT })
    .min(1, { error: UNKNOWN_KIT })
    .max(MAX_ID, { error: UNKNOWN_KIT }),
  produto: productValuesField,
});

/** T§4 kit list: recomputes the kit for the chosen values (POST /list/shop) for the kit page's fetcher. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, listShopFormSchema);
  if (submission.status !== 'success') return refuse(submission);
  const { idListaCompra, produto } = submission.value;
  const result = await postListShop(request, { idListaCompra, produtos: produto, carrinho: false });
  if (!result.ok) return refuse(submission, { formError: result.error.message, status: failureStatus(result, 'form') });
  return data<ListShopActionData>({ ok: true, shop: result.data });
}
