import type { CombinationPrices } from '@vitrine/contract';
import { data } from 'react-router';
import { postCombination } from '../../api.server';
import { parseValueId } from '../../lib/attributes';
import type { Route } from './+types/combination';

export type CombinationActionData = { ok: false } | { ok: true; precos: CombinationPrices };

/** T§4 combination purchase: the combined prices for the chosen values (POST /product/combination). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const side = (key: string) => ({
    id: Number(form.get(key)),
    idAtributoValor: parseValueId(String(form.get(`${key}Valor`) ?? '')),
  });
  const result = await postCombination(request, {
    produtoPrincipal: side('principal'),
    produtoIndicado: side('indicado'),
  });
  if (!result.ok) return data<CombinationActionData>({ ok: false }, { status: result.status });
  return data<CombinationActionData>({ ok: true, precos: result.data.precos });
}
