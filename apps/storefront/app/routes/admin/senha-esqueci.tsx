import { PASSWORD_RESET_SENT } from '@vitrine/contract';
import { data, redirect, useActionData } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import type { Route } from './+types/senha-esqueci';
import { AdminPage, AnswerNotices } from '../../components/admin/admin-ui';
import { Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { adminApi, bo } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { resetRequestForm } from '../../server/admin/form-schemas.server';
import { readAdminToken } from '../../server/admin/admin-session.server';

/**
 * /admin/senha/esqueci (issue 37): "Esqueci minha senha" asks for the e-mail; the answer is the same whether it has an
 * account or not (the admin API sends the link only to an active user).
 */
export const meta = () => [{ title: 'Esqueci minha senha · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await readAdminToken(request)) throw redirect('/admin');
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = checkForm(await readAdminForm(request), resetRequestForm, 'esqueci');
  if ('refused' in form) return form.refused;
  const result = await adminApi(request, bo.passwordResetRequest, { body: form.value });
  if (result.ok) return data<AdminAnswer>({ ok: PASSWORD_RESET_SENT, erro: null, alvo: null, result: null });
  const answer = await outcome({ ...result, status: 400 }, '', { ...form, alvo: 'esqueci' });
  return data(answer, { status: result.status === 429 ? 429 : 400 });
}

export default function ForgotPassword() {
  const answer = useActionData<typeof action>();
  const fields = formState(answer, 'esqueci');
  return (
    <main id="conteudo">
      <AdminPage title="Painel da loja · Esqueci minha senha">
        <AnswerNotices answer={answer} />
        <p className="mb-4 max-w-xl">
          Informe o e-mail com que você entra no painel. Se ele for de um usuário ativo, enviaremos um link para criar
          uma nova senha.
        </p>
        <Form method="post" noValidate className="flex max-w-sm flex-col gap-3">
          <Field label="E-mail" type="email" autoComplete="username" required {...fields.field('email')} />
          <SubmitButton>Enviar o link</SubmitButton>
        </Form>
        <p className="mt-4">
          <Link className="font-semibold text-brand-800 underline" to="/admin/entrar">
            Voltar para entrar
          </Link>
        </p>
      </AdminPage>
    </main>
  );
}
