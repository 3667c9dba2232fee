import { data, redirect, useActionData } from 'react-router';
import { Form } from '../../components/ui/router-link';
import type { Route } from './+types/entrar';
import { AdminPage, Button, Field, Notice } from '../../components/admin/admin-ui';
import { adminApi, bo, field } from '../../server/admin/admin-api.server';
import { commitAdminToken, readAdminToken } from '../../server/admin/admin-session.server';

/** /admin/entrar (issue 27): the back office's sign-in, fields `email` and `senha`. */

export const meta = () => [{ title: 'Entrar · Back office' }];

export async function loader({ request }: Route.LoaderArgs) {
  // Already signed in: the start page (which checks the session with the admin API).
  if (await readAdminToken(request)) throw redirect('/admin');
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const result = await adminApi(request, bo.signIn, { body: { email, senha: field(form, 'senha') } });
  if (!result.ok) return data({ erro: result.error.message, email }, { status: result.status === 429 ? 429 : 400 });
  throw redirect('/admin', { headers: { 'Set-Cookie': await commitAdminToken(result.data.token) } });
}

export default function SignIn() {
  const answer = useActionData<typeof action>();
  return (
    <main id="conteudo">
      <AdminPage title="Back office · Entrar">
        <Notice kind="erro">{answer?.erro}</Notice>
        <Form method="post" className="flex max-w-sm flex-col gap-3">
          <Field
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={answer?.email}
          />
          <Field label="Senha" name="senha" type="password" autoComplete="current-password" required />
          <Button>Entrar</Button>
        </Form>
      </AdminPage>
    </main>
  );
}
