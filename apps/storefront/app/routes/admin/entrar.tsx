import { data, redirect, useActionData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/entrar';
import { AdminPage, Notice } from '../../components/admin/admin-ui';
import { Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState } from '../../lib/admin/admin-answer';
import { adminApi, bo } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { signInForm } from '../../server/admin/form-schemas.server';
import { commitAdminToken, readAdminToken } from '../../server/admin/admin-session.server';

/** /admin/entrar (issue 27): the back office's sign-in, fields `email` and `senha`. */

export const meta = () => [{ title: 'Entrar · Painel da loja' }];

export async function loader({ request }: Route.LoaderArgs) {
  // Already signed in: the start page (which checks the session with the admin API).
  if (await readAdminToken(request)) throw redirect('/admin');
  return null;
}

const HIDE = ['senha'];

export async function action({ request }: Route.ActionArgs) {
  const form = checkForm(await readAdminForm(request), signInForm, 'entrar', HIDE);
  if ('refused' in form) return form.refused;
  const result = await adminApi(request, bo.signIn, { body: form.value });
  if (!result.ok) {
    // A wrong password is not the session's end: the refusal is the page's, with the e-mail kept.
    const answer = await outcome({ ...result, status: 400 }, '', { ...form, alvo: 'entrar', hideFields: HIDE });
    return data(answer, { status: result.status === 429 ? 429 : 400 });
  }
  throw redirect('/admin', { headers: { 'Set-Cookie': await commitAdminToken(result.data.token) } });
}

export default function SignIn() {
  const answer = useActionData<typeof action>();
  const fields = formState(answer, 'entrar');
  return (
    <main id="conteudo">
      <AdminPage title="Painel da loja · Entrar">
        <Notice kind="erro">{answer?.erro}</Notice>
        <Form method="post" noValidate className="flex max-w-sm flex-col gap-3">
          <Field label="E-mail" type="email" autoComplete="username" required {...fields.field('email')} />
          <Field label="Senha" type="password" autoComplete="current-password" required {...fields.field('senha')} />
          <SubmitButton>Entrar</SubmitButton>
        </Form>
      </AdminPage>
    </main>
  );
}
