import { data } from 'react-router';
import { z } from 'zod';
import { MAX_ID } from '../../lib/commerce/product-value';
import type { DetailPartsData } from '../../lib/resource-types';
import { parseQuery } from '../../server/forms/read-form.server';
import { loadKitParts, loadProductParts } from '../../server/product/product.server';
import type { Route } from './+types/detail-parts';

const detailPartsQuerySchema = z.object({
  produto: z.coerce
    .number({ message: 'Produto inválido.' })
    .int({ message: 'Produto inválido.' })
    .min(1, { message: 'Produto inválido.' })
    .max(MAX_ID, { message: 'Produto inválido.' })
    .optional(),
});

/**
 * A detail page's showcases and testimonials (B§2.4, B§2.5, B§9), which the server draws and the page's loader data
 * does not carry (issue 38): `?produto=` a product page's two showcases, without it a kit page's 'Mais Procurados';
 * the store's latest testimonials with both. A failed call is an empty part (B§8). The same for every visitor.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, detailPartsQuerySchema);
  if (query.status !== 'success') return data<DetailPartsData>({}, { status: 400 });
  const { produto } = query.value;
  const parts = produto === undefined ? loadKitParts(request) : loadProductParts(request, produto);
  const entries = await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await part] as const));
  return data<DetailPartsData>(Object.fromEntries(entries), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
