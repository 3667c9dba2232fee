import type { Route } from './+types/catalogo-csv';
import { adminFile } from '../../server/admin/admin-api.server';

/** GET /admin/catalogo.csv (issue 36): the admin API's catalogue export as CSV, passed on (no access: a 403 page). */
export function loader({ request }: Route.LoaderArgs) {
  return adminFile(request, '/export?format=csv');
}
