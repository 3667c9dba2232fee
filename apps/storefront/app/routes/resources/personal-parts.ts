import { UNKEPT_PAGE } from '../../lib/cache-policy';
import { personalParts } from '../../server/shell/personal-parts.server';
import type { Route } from './+types/personal-parts';

/**
 * GET /resources/personal-parts: the requesting shopper's personal parts and their data (decision 044), which the
 * server writes over the shared page it serves her (host/personal-page.ts). 204 when her page is drawn for her
 * alone. Hers only, kept by nobody.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const parts = await personalParts(request);
  const headers = { 'Cache-Control': UNKEPT_PAGE };
  return parts ? Response.json(parts, { headers }) : new Response(null, { status: 204, headers });
}
