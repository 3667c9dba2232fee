import { data, Form, redirect, useNavigation } from 'react-router';
import { loginSchema, saleStartSchema } from '@vitrine/contract';
import { getSaleCustomers, getUser, login, logout, startSale } from '../api.server';
import { SimplePage } from '../components/ui/simple-page';
import { pageMeta } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { commitSession, destroySession } from '../session.server';
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

type Field = 'email' | 'senha' | 'idCliente';
type ActionData = { error: string; fields: Partial<Record<Field, string>>; email?: string };

/** Only a path on this site (never another origin), and never this page again. */
function safeTarget(raw: FormDataEntryValue | string | null, origin: string): string {
  if (typeof raw !== 'string' || raw === '') return '/';
  const url = new URL(raw, origin);
  if (url.origin !== origin || url.pathname === '/checkout/acesso') return '/';
  return `${url.pathname}${url.search}`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getUser(request);
  const signedIn = user.ok && user.data.logado ? user.data : null;
  // Only operators may list customers (403 otherwise): the answer tells the page whether to offer a sale.
  const customers = signedIn ? await getSaleCustomers(request) : null;
  const clientes = customers?.ok ? customers.data.clientes : null;
  // Right after signing in a customer goes on to where they came from; an operator stays to pick a customer.
  if (signedIn && !clientes && url.searchParams.has('entrou')) {
    throw redirect(safeTarget(url.searchParams.get('redirectTo'), url.origin));
  }
  return { user: signedIn, clientes, redirectTo: url.searchParams.get('redirectTo') ?? '' };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const origin = new URL(request.url).origin;
  const intent = form.get('intent');

  if (intent === 'logout') {
    await logout(request);
    return redirect('/', { headers: { 'Set-Cookie': await destroySession() } });
  }

  if (intent === 'start-sale') {
    const parsed = saleStartSchema.safeParse({ idCliente: form.get('idCliente') });
    if (!parsed.success) {
      return data<ActionData>({ error: 'Escolha um cliente.', fields: { idCliente: 'Escolha um cliente.' } }, 400);
    }
    const started = await startSale(request, parsed.data);
    if (!started.ok) return data<ActionData>({ error: started.error.message, fields: {} }, started.status);
    return redirect('/');
  }

  const email = String(form.get('email') ?? '');
  const parsed = loginSchema.safeParse({ email, senha: form.get('senha') ?? '' });
  if (!parsed.success) {
    const fields: ActionData['fields'] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'email' || key === 'senha') && !fields[key]) fields[key] = issue.message;
    }
    return data<ActionData>({ error: 'Confira os campos destacados.', fields, email }, 400);
  }
  const answer = await login(request, parsed.data);
  if (!answer.ok) return data<ActionData>({ error: answer.error.message, fields: {}, email }, answer.status);
  const next = new URLSearchParams({ entrou: '1' });
  const target = safeTarget(form.get('redirectTo'), origin);
  if (target !== '/') next.set('redirectTo', target);
  const headers = answer.session ? { 'Set-Cookie': await commitSession(answer.session) } : undefined;
  return redirect(`/checkout/acesso?${next}`, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches[0].loaderData, TITLE, 'Acesso de demonstração com as contas de exemplo da loja.'),
    { name: 'robots', content: 'noindex' },
  ];
}

const INPUT = 'mt-1 block w-full rounded-md border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700';
const PRIMARY =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800';

export default function CheckoutAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { user, clientes, redirectTo } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const fields = actionData?.fields ?? {};
  return (
    <SimplePage title={TITLE}>
      <p className="mt-3 max-w-2xl rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-gray-900">
        <strong>Demonstração.</strong> Esta página não é o acesso real da loja: ela entra com as contas de exemplo
        abaixo, todas com a senha <code className="font-mono font-semibold">{PASSWORD}</code>.
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 max-w-md font-semibold text-red-800">
          {actionData.error}
        </p>
      ) : null}

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
          {clientes && !user.vendaInterna ? (
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="start-sale" />
              <label htmlFor="idCliente" className="font-semibold">
                Cliente da venda interna
              </label>
              <select
                id="idCliente"
                name="idCliente"
                required
                defaultValue=""
                aria-invalid={fields.idCliente ? true : undefined}
                aria-describedby={fields.idCliente ? 'idCliente-erro' : undefined}
                className={INPUT}
              >
                <option value="" disabled>
                  Escolha um cliente
                </option>
                {clientes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nomeRazao} ({c.email})
                  </option>
                ))}
              </select>
              {fields.idCliente ? (
                <p id="idCliente-erro" className="text-sm text-red-800">
                  {fields.idCliente}
                </p>
              ) : null}
              <button type="submit" disabled={busy} className={`${PRIMARY} self-start`}>
                Iniciar venda interna
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="logout" />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-md border border-gray-700 px-5 font-semibold"
            >
              Sair
            </button>
          </Form>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <Form method="post" className="flex max-w-md flex-col gap-4">
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <DemoField
              name="email"
              label="E-mail"
              type="email"
              autoComplete="username"
              defaultValue={actionData?.email ?? ''}
              error={fields.email}
            />
            <DemoField
              name="senha"
              label="Senha"
              type="password"
              autoComplete="current-password"
              error={fields.senha}
            />
            <button type="submit" disabled={busy} className={`${PRIMARY} self-start`}>
              Entrar
            </button>
          </Form>
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

/** A labelled sign-in field with its error below, tied to it for screen readers. */
function DemoField({
  name,
  label,
  error,
  ...input
}: {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  defaultValue?: string;
  error: string | undefined;
}) {
  const errorId = `${name}-erro`;
  return (
    <div>
      <label htmlFor={name} className="font-semibold">
        {label}
      </label>
      <input
        {...input}
        id={name}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={INPUT}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
