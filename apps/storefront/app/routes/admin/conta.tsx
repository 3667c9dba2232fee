import { useActionData } from 'react-router';
import type { Route } from './+types/conta';
import { AdminPage, AnswerNotices } from '../../components/admin/admin-ui';
import { OwnPasswordForm } from '../../components/admin/password-form';
import { readAdminForm } from '../../server/admin/admin-forms.server';
import { changeOwnPassword } from '../../server/admin/own-password.server';

/** /admin/conta (issue 37): every signed-in user changes her own password (the layout checked the session). */
export const meta = () => [{ title: 'Minha conta · Painel da loja' }];

export async function action({ request }: Route.ActionArgs) {
  return changeOwnPassword(request, await readAdminForm(request));
}

export default function Account() {
  const answer = useActionData<typeof action>();
  return (
    <AdminPage title="Minha conta">
      <AnswerNotices answer={answer} />
      <h2 className="mb-2 text-lg font-bold">Trocar a senha</h2>
      <OwnPasswordForm answer={answer} submit="Trocar a senha" />
    </AdminPage>
  );
}
