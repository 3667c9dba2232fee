import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import type { Route } from './+types/entrar';
import { AdminPage, Notice } from '../../components/admin/admin-ui';
import { Field } from '../../components/forms/field';
import { SubmitButton } from '../../components/forms/submit-button';
import { formState, type AdminAnswer } from '../../lib/admin/admin-answer';
import { adminApi, bo, field } from '../../server/admin/admin-api.server';
import { checkForm, outcome, readAdminForm } from '../../server/admin/admin-forms.server';
import { signInCodeForm, signInForm } from '../../server/admin/form-schemas.server';
import { commitAdminToken, readAdminToken } from '../../server/admin/admin-session.server';

/**
 * /admin/entrar (issues 27 and 37): the back office's sign-in, fields `email` and `senha`; for a user with the second
 * factor on, a second step asks for the code of her app (or a recovery code), the sign-in's challenge in a hidden
 * field. "Esqueci minha senha" leads to the reset by e-mail.
 */

export const meta = () => [{ title: 'Entrar · Painel da loja' }];

/** The notice after a reset (`?senha=redefinida`). */
const RESET_DONE = 'Senha redefinida. Entre com a nova senha.';

export async function loader({ request }: Route.LoaderArgs) {
  // Already signed in: the start page (which checks the session with the admin API).
  if (await readAdminToken(request)) throw redirect('/admin');
  return { aviso: new URL(request.url).searchParams.get('senha') === 'redefinida' ? RESET_DONE : null };
}

const HIDE = ['senha'];
const HIDE_CODE = ['codigo'];

type SignInAnswer = AdminAnswer & { desafio?: string };

async function signedIn(token: string): Promise<never> {
  throw redirect('/admin', { headers: { 'Set-Cookie': await commitAdminToken(token) } });
}

export async function action({ request }: Route.ActionArgs) {
  const posted = await readAdminForm(request);
  if (field(posted, 'intent') === 'codigo') {
    const desafio = field(posted, 'desafio');
    const form = checkForm(posted, signInCodeForm, 'codigo', HIDE_CODE);
    if ('refused' in form) return data<SignInAnswer>({ ...form.refused.data, desafio }, { status: 400 });
    const result = await adminApi(request, bo.signInCode, { body: form.value });
    if (result.ok) return signedIn(result.data.token);
    const answer = await outcome({ ...result, status: 400 }, '', { ...form, alvo: 'codigo', hideFields: HIDE_CODE });
    // An ended challenge (too many wrong codes, too late) starts over from the password; a wrong code stays here.
    const again = result.status === 401 ? {} : { desafio };
    return data<SignInAnswer>({ ...answer, ...again }, { status: result.status === 429 ? 429 : 400 });
  }
  const form = checkForm(posted, signInForm, 'entrar', HIDE);
  if ('refused' in form) return form.refused;
  const result = await adminApi(request, bo.signIn, { body: form.value });
  if (!result.ok) {
    // A wrong password is not the session's end: the refusal is the page's, with the e-mail kept.
    const answer = await outcome({ ...result, status: 400 }, '', { ...form, alvo: 'entrar', hideFields: HIDE });
    return data<SignInAnswer>(answer, { status: result.status === 429 ? 429 : 400 });
  }
  if ('token' in result.data) return signedIn(result.data.token);
  return data<SignInAnswer>({ ok: null, erro: null, alvo: null, result: null, desafio: result.data.desafio });
}

export default function SignIn() {
  const { aviso } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SignInAnswer | undefined;
  if (answer?.desafio) {
    const code = formState(answer, 'codigo');
    return (
      <main id="conteudo">
        <AdminPage title="Painel da loja · Verificação em duas etapas">
          <Notice kind="erro">{answer.erro}</Notice>
          <Form method="post" noValidate className="flex max-w-sm flex-col gap-3">
            <input type="hidden" name="desafio" value={answer.desafio} />
            <Field
              label="Código do aplicativo autenticador"
              hint="Os 6 números que o aplicativo mostra agora, ou um dos seus códigos de recuperação."
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              required
              {...code.field('codigo')}
            />
            <SubmitButton name="intent" value="codigo">
              Confirmar
            </SubmitButton>
          </Form>
          <p className="mt-4">
            <Link className="font-semibold text-brand-800 underline" to="/admin/entrar">
              Voltar e entrar de novo
            </Link>
          </p>
        </AdminPage>
      </main>
    );
  }
  const fields = formState(answer, 'entrar');
  return (
    <main id="conteudo">
      <AdminPage title="Painel da loja · Entrar">
        <Notice kind="ok">{answer ? null : aviso}</Notice>
        <Notice kind="erro">{answer?.erro}</Notice>
        <Form method="post" noValidate className="flex max-w-sm flex-col gap-3">
          <Field label="E-mail" type="email" autoComplete="username" required {...fields.field('email')} />
          <Field label="Senha" type="password" autoComplete="current-password" required {...fields.field('senha')} />
          <SubmitButton>Entrar</SubmitButton>
        </Form>
        <p className="mt-4">
          <Link className="font-semibold text-brand-800 underline" to="/admin/senha/esqueci">
            Esqueci minha senha
          </Link>
        </p>
      </AdminPage>
    </main>
  );
}
