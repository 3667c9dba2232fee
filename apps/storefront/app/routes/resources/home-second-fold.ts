import { loadSecondFold } from '../../server/home/home.server';
import type { Route } from './+types/home-second-fold';

/**
 * The home's second fold (T§2 Home, T§9): middle banners, the two showcases and the testimonials, asked once by the
 * browser the first time the home is scrolled 200 px. The same for every visitor, so shared caches may keep it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const fold = await loadSecondFold(request);
  return Response.json(fold, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
