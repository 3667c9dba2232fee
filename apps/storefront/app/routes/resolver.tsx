import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { titleFromSlug } from '../lib/text';
import { resolveAddress } from '../resolve.server';
import type { Route } from './+types/resolver';

export const handle: PageHandle = { pageKind: 'resolver' };

/** B§2.2: the address kind comes from url/verify (404 → not-found page, other failures → 5xx page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const verified = await resolveAddress(request);
  return { nivel: verified.nivel, title: titleFromSlug(params.param) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, loaderData?.title ?? null);
}

export default function Resolver({ loaderData }: Route.ComponentProps) {
  return <SimplePage title={loaderData.title} />;
}
