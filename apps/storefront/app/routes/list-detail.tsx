import { data } from 'react-router';
import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { resolveAddress } from '../resolve.server';
import { titleFromSlug } from '../lib/text';
import type { Route } from './+types/list-detail';

export const handle: PageHandle = { pageKind: 'list/detail' };

/** An address that is not one of the store's kits is the not-found page (B§2.4, B§8). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const address = await resolveAddress(request);
  if (address.nivel !== 'list/detail') throw data(null, { status: 404 });
  return { title: titleFromSlug(params.lista) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, loaderData?.title ?? null);
}

export default function ListDetail({ loaderData }: Route.ComponentProps) {
  return <SimplePage title={loaderData.title} />;
}
