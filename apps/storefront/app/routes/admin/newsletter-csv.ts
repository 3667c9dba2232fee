import type { Route } from './+types/newsletter-csv';
import { adminFile } from '../../server/admin/admin-api.server';

/** GET /admin/newsletter.csv: the admin API's export, passed on (an atendimento user gets a 403 page). */
export function loader({ request }: Route.LoaderArgs) {
  return adminFile(request, '/newsletter?formato=csv');
}
