import { adminMenu } from '@vitrine/contract/admin-areas';
import { data, isRouteErrorResponse, NavLink, Outlet, useLoaderData } from 'react-router';
import { Form, Link } from '../../components/ui/router-link';
import type { Route } from './+types/layout';
import { requireAdmin } from '../../server/admin/admin-api.server';

/**
 * Every back-office page but the sign-in (issue 27): a live back-office session or a redirect to /admin/entrar
 * (a shopper's session opens nothing here), the cookie's 8 idle hours started again, the menu the role may use
 * (the role's areas through `@vitrine/contract/admin-areas`, what the admin API checks), and her own account's page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return data({ nome: user.nome, papel: user.papel, areas: user.areas }, { headers: { 'Set-Cookie': user.cookie } });
}

const linkLook = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded px-3 font-semibold ${isActive ? 'bg-white text-brand-900' : 'text-white underline'}`;

export default function BackOffice() {
  const { nome, papel, areas } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="bg-brand-900 px-3 py-2 text-white md:px-6">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
          <p className="font-bold">Painel da loja</p>
          <Form method="post" action="/admin/sair" className="flex items-center gap-3">
            <span className="text-sm">
              {nome} ({papel})
            </span>
            <button type="submit" className="min-h-11 rounded border border-white px-3 font-semibold">
              Sair
            </button>
          </Form>
        </div>
        <nav aria-label="Painel da loja" className="mx-auto mt-2 max-w-6xl">
          <ul className="flex flex-wrap gap-1">
            {adminMenu(areas).map(({ path, label }) => (
              <li key={path}>
                <NavLink to={path} end={path === '/admin'} className={linkLook}>
                  {label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/admin/conta" className={linkLook}>
                Minha conta
              </NavLink>
            </li>
          </ul>
        </nav>
      </header>
      <main id="conteudo">
        <Outlet />
      </main>
    </>
  );
}

/** A refusal of the admin API (a role that may not, an unknown item, a bad filter), in its own words. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === 'string'
      ? (error.data as { message: string }).message
      : 'Não foi possível carregar esta página. Tente novamente em instantes.';
  return (
    <main id="conteudo" className="mx-auto max-w-6xl px-3 py-4 md:px-6">
      <h1 className="mb-4 text-2xl font-bold">Não foi possível abrir</h1>
      <p role="alert" className="mb-4">
        {message}
      </p>
      <Link className="font-semibold text-brand-800 underline" to="/admin">
        Voltar ao início do back office
      </Link>
    </main>
  );
}
