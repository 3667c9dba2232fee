import { data } from 'react-router';
import { z } from 'zod';
import { postCombination } from '../../server/api/api.server';
import { failureStatus } from '../../lib/api-failure';
import { parseForm, productValuesField, refuse } from '../../server/forms/read-form.server';
import type { CombinationActionData } from '../../lib/resource-types';
import type { Route } from './+types/combination';

/** Two `produto` entries (lib/commerce/product-value.ts): the main product, then the indicated one, each with its value. */
const combinationFormSchema = z.object({
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
  const { principal, indicado } = submission.value.produto;
  const result = await postCombination(request, { produtoPrincipal: principal, produtoIndicado: indicado });
  if (!result.ok) return refuse(submission, { formError: result.error.message, status: failureStatus(result, 'form') });
  return data<CombinationActionData>({ ok: true, precos: result.data.precos });
}
