import { redirect } from 'react-router';
import type { Route } from './+types/sair';
import { adminApi, bo } from '../../server/admin/admin-api.server';
import { clearAdminToken, SIGN_IN_PATH } from '../../server/admin/admin-session.server';

/** POST /admin/sair: ends the back-office session (in the admin API too) and forgets its cookie. */
export async function action({ request }: Route.ActionArgs) {
  await adminApi(request, bo.signOut);
  throw redirect(SIGN_IN_PATH, { headers: { 'Set-Cookie': await clearAdminToken() } });
}

export const loader = () => redirect('/admin');
