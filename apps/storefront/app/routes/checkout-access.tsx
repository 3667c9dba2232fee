import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { loginSchema, saleStartSchema } from '@vitrine/contract';
import { redirect, useNavigation } from 'react-router';
import { Form } from '../components/ui/router-link';
import { z } from 'zod';
import { getSaleCustomers, getUser, login, logout, startSale } from '../server/api/api.server';
import { SimplePage } from '../components/ui/simple-page';
import { Field, SelectField } from '../components/forms/field';
import { FormAlert, SubmitButton } from '../components/forms/submit-button';
import { failureStatus, throwFailure } from '../lib/api-failure';
import { emptyAsText, optionalText, parseForm, refuse } from '../server/forms/read-form.server';
import { pageMeta } from '../lib/seo/meta';
import type { PageHandle } from '../lib/analytics/page-kind';
import type { FormResult } from '../lib/resource-types';
import { safeRedirect } from '../lib/navigation/safe-redirect';
import { commitSession, destroySession } from '../server/session/session.server';
import type { Route } from './+types/checkout-access';

/**
 * /checkout/acesso — a DEMONSTRATION sign-in (T§2 "Header pieces": 'Faça Login' leads here). The real sign-in lives
 * in the shop's checkout area; this page only lets the seeded accounts in, so the greeting states (T§6, B§6) and
 * the internal sale (T§2 "Internal-sale banner") can be tried. Every form is a plain post (no script needed).
 */

export const handle: PageHandle = { pageKind: 'page' };

const TITLE = 'Entrar (demonstração)';
const PASSWORD = 'demo1234';
/** The accounts of the demo seed (apps/api/src/seed/data/people.ts). */
const DEMO_ACCOUNTS = [
  { nome: 'Mariana Souza Lima', email: 'mariana.lima@exemplo.com.br', papel: 'cliente' },
  { nome: 'Frigorífico Serra Azul Ltda.', email: 'compras@serraazul.exemplo.com.br', papel: 'cliente' },
  { nome: 'Climatiza Instalações e Serviços ME', email: 'financeiro@climatiza.exemplo.com.br', papel: 'cliente' },
  { nome: 'Rafael Operador Vendas', email: 'rafael.vendas@vitrineinstrumentos.com.br', papel: 'operador' },
] as const;

const CHECK_FIELDS = 'Confira os campos destacados.';
const CHOOSE_CUSTOMER = 'Escolha um cliente.';
const THIS_PAGE = '/checkout/acesso';

/**
 * The page's three forms, told apart by `intent` (sign-in when absent): the contract's own rules for the sign-in
 * (loginSchema) and the sale's customer (saleStartSchema), with their messages.
 */
const accessFormSchema = z.preprocess(
  (form) => ({ intent: 'login', ...(form as object) }),
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('logout') }),
    z.object({
      intent: z.literal('start-sale'),
      idCliente: z
        .string({ error: CHOOSE_CUSTOMER })
        .regex(/^\d{1,10}$/, { error: CHOOSE_CUSTOMER })
        .transform(Number)
        // The contract's rule; its input is `unknown` (it coerces), which zod's pipe types cannot take from a number.
        .pipe(saleStartSchema.shape.idCliente as z.ZodType<number, number>),
    }),
    z.object({
      intent: z.literal('login'),
      email: emptyAsText(loginSchema.shape.email),
      senha: emptyAsText(loginSchema.shape.senha),
      redirectTo: optionalText,
    }),
  ]),
);

/** Only a path on this site (lib/navigation/safe-redirect.ts), and never this page again. */
function nextPage(raw: unknown): string {
  const target = safeRedirect(raw);
  return new URL(target, 'http://vitrine.invalid').pathname === THIS_PAGE ? '/' : target;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getUser(request);
  if (!user.ok) throwFailure(user);
  const signedIn = user.data.logado ? user.data : null;
  // Only operators may list customers (403 otherwise): the answer tells the page whether to offer a sale.
  const customers = signedIn ? await getSaleCustomers(request) : null;
  const clientes = customers?.ok ? customers.data.clientes : null;
  // Right after signing in a customer goes on to where they came from; an operator stays to pick a customer.
  if (signedIn && !clientes && url.searchParams.has('entrou')) {
    throw redirect(nextPage(url.searchParams.get('redirectTo')));
  }
  return { user: signedIn, clientes, redirectTo: safeRedirect(url.searchParams.get('redirectTo'), '') };
}

/**
 * Without script the page comes back with the field errors and the e-mail typed (never the password); with
 * script the same answer arrives as action data. Refused by the Store API: its message, with its status.
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, accessFormSchema);
  if (submission.status !== 'success') {
    const choosing = submission.payload.intent === 'start-sale';
    return refuse(submission, { formError: choosing ? CHOOSE_CUSTOMER : CHECK_FIELDS, hideFields: ['senha'] });
  }
  const form = submission.value;

  if (form.intent === 'logout') {
    await logout(request);
    return redirect('/', { headers: { 'Set-Cookie': await destroySession() } });
  }

  if (form.intent === 'start-sale') {
    const started = await startSale(request, { idCliente: form.idCliente });
    if (!started.ok) {
      return refuse(submission, { formError: started.error.message, status: failureStatus(started, 'form') });
    }
    return redirect('/');
  }

  const answer = await login(request, { email: form.email, senha: form.senha });
  if (!answer.ok) {
    const status = failureStatus(answer, 'form');
    return refuse(submission, { formError: answer.error.message, status, hideFields: ['senha'] });
  }
  const next = new URLSearchParams({ entrou: '1' });
  const target = nextPage(form.redirectTo);
  if (target !== '/') next.set('redirectTo', target);
  const headers = answer.session ? { 'Set-Cookie': await commitSession(answer.session) } : undefined;
  return redirect(`${THIS_PAGE}?${next}`, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, TITLE, 'Acesso de demonstração com as contas de exemplo da loja.', {
    robots: 'noindex',
  });
}

export default function CheckoutAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { user, clientes, redirectTo } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const result = actionData?.result;
  return (
    <SimplePage title={TITLE}>
      <p className="mt-3 max-w-2xl rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-gray-900">
        <strong>Demonstração.</strong> Esta página não é o acesso real da loja: ela entra com as contas de exemplo
        abaixo, todas com a senha <code className="font-mono font-semibold">{PASSWORD}</code>.
      </p>
      <FormAlert kind="error" look="line" className="mt-4 max-w-md">
        {actionData?.error}
      </FormAlert>

      {user ? (
        <div className="mt-6 flex max-w-md flex-col gap-6">
          <p>
            Você entrou como <strong>{user.nomeRazao}</strong> ({user.email}).
          </p>
          {clientes && user.vendaInterna ? (
            <p>
              Venda interna em andamento para <strong>{user.vendaInterna.cliente.nomeRazao}</strong>. Finalize ou
              cancele-a na barra de venda interna.
            </p>
          ) : null}
          {clientes && !user.vendaInterna ? <SaleForm clientes={clientes} result={result} busy={busy} /> : null}
          <Form method="post">
            <input type="hidden" name="intent" value="logout" />
            <SubmitButton look="secondary">Sair</SubmitButton>
          </Form>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <SignInForm redirectTo={redirectTo} result={result} busy={busy} />
          <section aria-labelledby="contas-demo">
            <h2 id="contas-demo" className="text-lg font-bold text-brand-900">
              Contas de demonstração
            </h2>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {DEMO_ACCOUNTS.map((account) => (
                <li key={account.email}>
                  <strong>{account.nome}</strong> ({account.papel})
                  <br />
                  <span className="break-all">{account.email}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </SimplePage>
  );
}

type FormProps = { result: FormResult | undefined; busy: boolean };

/**
 * The sign-in form. Its field errors and the e-mail typed come from the action's answer (`lastResult`), the same
 * with and without script: the form is `noValidate`, so the contract's messages show rather than the browser's.
 * The message above the forms is the page's alert.
 */
function SignInForm({ redirectTo, result, busy }: FormProps & { redirectTo: string }) {
  const [form, fields] = useForm<{ email: string; senha: string }>({
    id: 'entrar',
    lastResult: result,
  });
  return (
    <Form method="post" {...getFormProps(form, { ariaAttributes: false })} className="flex max-w-md flex-col gap-4">
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field
        label="E-mail"
        {...getInputProps(fields.email, { type: 'email', ariaAttributes: false })}
        message={fields.email.errors}
        autoComplete="username"
        required
      />
      <Field
        label="Senha"
        {...getInputProps(fields.senha, { type: 'password', ariaAttributes: false })}
        message={fields.senha.errors}
        autoComplete="current-password"
        required
      />
      <SubmitButton disabled={busy} className="self-start">
        Entrar
      </SubmitButton>
    </Form>
  );
}

/** The operator's choice of the customer of an internal sale (T§6). */
function SaleForm({
  clientes,
  result,
  busy,
}: FormProps & { clientes: { id: number; nomeRazao: string; email: string }[] }) {
  const [form, fields] = useForm<{ idCliente: string }>({
    id: 'venda-interna',
    lastResult: result,
  });
  const { idCliente } = fields;
  return (
    <Form method="post" {...getFormProps(form, { ariaAttributes: false })} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="start-sale" />
      <SelectField
        label="Cliente da venda interna"
        {...getSelectProps(idCliente, { value: false, ariaAttributes: false })}
        message={idCliente.errors}
        required
        defaultValue=""
      >
        <option value="" disabled>
          Escolha um cliente
        </option>
        {clientes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nomeRazao} ({c.email})
          </option>
        ))}
      </SelectField>
      <SubmitButton disabled={busy} className="self-start">
        Iniciar venda interna
      </SubmitButton>
    </Form>
  );
}
