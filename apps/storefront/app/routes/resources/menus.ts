import { loadMenuTrees } from '../../server/shell/shell.server';
import type { Route } from './+types/menus';

/**
 * The menus' every level (B§2.6), asked for when the mega menu or the off-canvas menu first opens. The same for
 * every visitor and kept 60 s by the storefront (decision 027): browsers and shared caches may keep it as long.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return Response.json(await loadMenuTrees(request), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
