import { loadFooterLinks } from '../../server/shell/shell.server';
import type { FooterLinksData } from '../../lib/resource-types';
import type { Route } from './+types/footer-links';

/**
 * The footer's menus and blog posts (B§2.6), asked for with the footer's code (decision 035): pages render them on
 * the server but do not carry them in their loader data. The same for every visitor and kept 60 s by the storefront
 * (decision 027): browsers and shared caches may keep it as long.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const links = await loadFooterLinks(request);
  return Response.json({ ...links, posts: await links.posts } satisfies FooterLinksData, {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
