import type { Route } from './+types/catalogo-json';
import { adminFile } from '../../server/admin/admin-api.server';

/** GET /admin/catalogo.json (issue 36): the admin API's catalogue export as JSON, passed on (no access: a 403 page). */
export function loader({ request }: Route.LoaderArgs) {
  return adminFile(request, '/export?format=json');
}
