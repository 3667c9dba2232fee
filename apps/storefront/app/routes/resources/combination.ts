import { data } from 'react-router';
import { z } from 'zod';
import { postCombination } from '../../server/api/api.server';
import { failureStatus } from '../../lib/api-failure';
import { listField, parseForm, productValuesField, refuse } from '../../server/forms/read-form.server';
import { parsePrice, requestSide, type ProductValue } from '../../lib/commerce/product-value';
import type { CombinationActionData } from '../../lib/resource-types';
import type { Route } from './+types/combination';

/**
 * Two `produto` entries (lib/commerce/product-value.ts): the main product, then the indicated one, each with its
 * value; and two `preco` entries, each side's price as the page shows it (B§7; the API prices from its database).
 */
const combinationFormSchema = z.object({
  preco: listField,
  produto: productValuesField.transform((produtos, ctx) => {
    const [principal, indicado] = produtos;
    if (produtos.length !== 2 || !principal || !indicado) {
      ctx.addIssue({ code: 'custom', message: 'Informe o produto principal e o indicado.' });
      return z.NEVER;
    }
    return { principal, indicado };
  }),
});

/** T§4 combination purchase: the combined prices for the chosen values (POST /product/combination). */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, combinationFormSchema);
  if (submission.status !== 'success') return refuse(submission);
  const { produto, preco } = submission.value;
  // B§7: each side with its value (0 when none) and its price.
  const side = (value: ProductValue, index: number) => {
    const price = parsePrice(preco[index]);
    return { ...requestSide(value), ...(price === undefined ? {} : { preco: price }) };
  };
  const result = await postCombination(request, {
    produtoPrincipal: side(produto.principal, 0),
    produtoIndicado: side(produto.indicado, 1),
  });
  if (!result.ok) return refuse(submission, { formError: result.error.message, status: failureStatus(result, 'form') });
  return data<CombinationActionData>({ ok: true, precos: result.data.precos });
}
