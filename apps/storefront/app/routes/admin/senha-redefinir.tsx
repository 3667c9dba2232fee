import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import type { Route } from './+types/senha-redefinir';
import { AdminPage, Notice } from '../../components/admin/admin-ui';
import { Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { resetForm } from '../../server/admin/form-schemas.server';
import { clearAdminToken } from '../../server/admin/admin-session.server';

/**
 * /admin/senha/redefinir?token=… (issue 37): the page of a reset e-mail's link. A live link shows the new-password
 * form (the rules of a password change); a used, replaced or expired one says to ask again. Done, every session of
 * hers has ended and she signs in with the new password.
 */
export const meta = () => [{ title: 'Nova senha · Painel da loja' }];

const HIDE = ['nova', 'confirmacao'];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const check = await adminApi(request, bo.passwordResetCheck, { body: { token } });
  return data(
    { token, invalido: check.ok ? null : check.error.message },
    { status: check.ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = checkForm(await readAdminForm(request), resetForm, 'redefinir', HIDE);
  if ('refused' in form) return form.refused;
  const result = await adminApi(request, bo.passwordReset, { body: form.value });
  if (result.ok) {
    // Whatever back-office cookie this browser had belongs to a session that has just ended.
    throw redirect('/admin/entrar?senha=redefinida', { headers: { 'Set-Cookie': await clearAdminToken() } });
  }
  const answer = await outcome({ ...result, status: 400 }, '', { ...form, alvo: 'redefinir', hideFields: HIDE });
  return data(answer, { status: 400 });
}

export default function ResetPassword() {
  const { token, invalido } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const fields = formState(answer, 'redefinir');
  return (
    <main id="conteudo">
      <AdminPage title="Painel da loja · Nova senha">
        {invalido ? (
          <>
            <Notice kind="erro">{invalido}</Notice>
            <p>
              <Link className="font-semibold text-brand-800 underline" to="/admin/senha/esqueci">
                Pedir um novo link
              </Link>
            </p>
          </>
        ) : (
          <>
            <Notice kind="erro">{answer?.erro}</Notice>
            {/* The link's address as the form's: a refused post (no JavaScript) shows the form again. */}
            <Form
              method="post"
              action={`/admin/senha/redefinir?token=${encodeURIComponent(token)}`}
              noValidate
              className="grid max-w-xl gap-3"
            >
              <input type="hidden" name="token" value={token} />
              <Field
                label="Nova senha (ao menos 8 caracteres)"
                type="password"
                autoComplete="new-password"
                required
                {...fields.field('nova')}
              />
              <Field
                label="Repita a nova senha"
                type="password"
                autoComplete="new-password"
                required
                {...fields.field('confirmacao')}
              />
              <div>
                <SubmitButton>Salvar a nova senha</SubmitButton>
              </div>
            </Form>
          </>
        )}
      </AdminPage>
    </main>
  );
}
