import { data } from 'react-router';
import { z } from 'zod';
import { parseQuery } from '../../server/forms/read-form.server';
import { listingDescriptions } from '../../server/listing/listing.server';
import type { CardDescriptionsData } from '../../lib/resource-types';
import type { Route } from './+types/card-descriptions';

/** A listing's address on this store: a path (with its query), never another host. */
const ADDRESS_MAX = 2000;
const cardDescriptionsQuerySchema = z.object({
  pagina: z
    .string({ message: 'Informe a página da listagem.' })
    .max(ADDRESS_MAX, { message: 'Endereço de página longo demais.' })
    .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), {
      message: 'Informe o endereço de uma página da loja.',
    }),
});

/**
 * The list view's short descriptions (B§2.3) of a product listing's page, by product id: the listing's page leaves
 * them out of its data (issue 38), the browser asks for them when a shopper picks the list view. Kit listings and
 * addresses that are no product listing answer none; an unknown address is 404 as its page would be. The page size
 * depends on the visitor's design version (a cookie), so only the browser keeps the answer.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, cardDescriptionsQuerySchema);
  if (query.status !== 'success') {
    const message = Object.values(query.error ?? {}).flat()[0] ?? 'Informe a página da listagem.';
    return data<CardDescriptionsData>({ descricoes: {}, erro: message }, { status: 400 });
  }
  const descricoes = await listingDescriptions(request, new URL(query.value.pagina, request.url));
  return data<CardDescriptionsData>({ descricoes }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
