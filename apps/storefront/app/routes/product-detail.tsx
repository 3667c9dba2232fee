import { data } from 'react-router';
import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { resolveAddress } from '../resolve.server';
import { titleFromSlug } from '../lib/text';
import type { Route } from './+types/product-detail';

export const handle: PageHandle = { pageKind: 'product/detail' };

/** An address that is not one of the store's products is the not-found page (B§2.4, B§8). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const address = await resolveAddress(request);
  if (address.nivel !== 'product/detail') throw data(null, { status: 404 });
  return { title: titleFromSlug(params.produto) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, loaderData?.title ?? null);
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <SimplePage title={loaderData.title} />;
}
