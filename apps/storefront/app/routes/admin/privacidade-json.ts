import type { Route } from './+types/privacidade-json';
import { adminApi, bo, must } from '../../server/admin/admin-api.server';

/** GET /admin/privacidade.json?email=: the holder's records as a JSON file (LGPD export). */
export async function loader({ request }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get('email') ?? '';
  const report = await must(await adminApi(request, bo.privacy, { query: { email } }));
  return new Response(JSON.stringify(report, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="dados-pessoais.json"',
    },
  });
}
