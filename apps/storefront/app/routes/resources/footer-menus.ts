import { loadFooterMenus } from '../../server/shell/shell.server';
import type { Route } from './+types/footer-menus';

/**
 * The footer's menus (B§2.6), asked for with the footer's code (decision 035): pages render them on the server but
 * do not carry them in their loader data. The same for every visitor and kept 60 s by the storefront (decision
 * 027): browsers and shared caches may keep it as long.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return Response.json(await loadFooterMenus(request), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
