import { ADMIN_API_PREFIX, APP_TOKEN_HEADER, adminEndpoints, backofficeEndpoints } from '@vitrine/contract';
import { mayUse, type AdminAreaName } from '@vitrine/contract/admin-areas';
import { shopperAddressKey } from '@vitrine/config';
import { data, redirect } from 'react-router';
import { createApiClient, type ApiResult } from '../api/api.server';
import { storeApiFetch } from '../api/store-api-transport.server';
import { env } from '../shell/env.server';
import { commitAdminToken, readAdminToken, toSignIn } from './admin-session.server';

/**
 * The back office's admin API client (docs/architecture.md §8): the same typed client as the Store API's, under
 * /v2/admin, with the back-office session as its Bearer key. The back office is a client of the admin API like any
 * other; it never reads the database.
 */
const client = createApiClient({
  baseUrl: env.apiBaseUrl,
  appToken: env.APP_TOKEN,
  shopperKey: shopperAddressKey(env),
  readSession: async () => null,
  prefix: ADMIN_API_PREFIX,
  // Signed in: the session as the Bearer key. Signing in: the App-Token, so the admin API believes the address the
  // storefront forwards for its sign-in limits (decision 021).
  authorize: async (request): Promise<Record<string, string>> => {
    const token = await readAdminToken(request);
    return token ? { authorization: `Bearer ${token}` } : { [APP_TOKEN_HEADER]: env.APP_TOKEN };
  },
});

export const adminApi = client.call;
export { adminEndpoints, backofficeEndpoints as bo };

/** Her own account's page (password, second factor). */
const ACCOUNT_PATH = '/admin/conta';

export interface AdminUserView {
  nome: string;
  /** The role's name. */
  papel: string;
  /** The areas the role opens (the menu and the pages' guard read them). */
  areas: AdminAreaName[];
  /** The refreshed cookie (8 more idle hours), for the page's Set-Cookie. */
  cookie: string;
}

/**
 * The signed-in back-office user; without a live back-office session (none, expired, revoked, a shopper's cookie)
 * a redirect to /admin/entrar is thrown.
 */
export async function requireAdmin(request: Request): Promise<AdminUserView> {
  const token = await readAdminToken(request);
  if (!token) throw await toSignIn();
  const me = await adminApi(request, adminEndpoints.me);
  if (!me.ok) {
    if (me.status === 401) throw await toSignIn();
    throw new Response(me.error.message, { status: me.status });
  }
  // The store requires the second factor and she has none: she enrols on her account page before anything else.
  if (me.data.precisaSegundoFator && new URL(request.url).pathname !== ACCOUNT_PATH) {
    throw redirect(ACCOUNT_PATH, { headers: { 'Set-Cookie': await commitAdminToken(token) } });
  }
  return { nome: me.data.nome, papel: me.data.papel, areas: me.data.areas, cookie: await commitAdminToken(token) };
}

/**
 * A page of one area of the back office (`@vitrine/contract/admin-areas`' `mayUse`, what the admin API checks too):
 * a user whose role does not open it goes back to the start page.
 */
export async function requireArea(request: Request, area: AdminAreaName): Promise<AdminUserView> {
  const user = await requireAdmin(request);
  if (!mayUse(user.areas, area)) throw redirect('/admin');
  return user;
}

/**
 * A page of one area that answers a user whose role does not open it with a 403 page in Portuguese (the catalogue's
 * screens, issue 36) instead of sending her back to the start page.
 */
export async function forbidWithoutArea(request: Request, area: AdminAreaName): Promise<AdminUserView> {
  const user = await requireAdmin(request);
  if (!mayUse(user.areas, area)) {
    throw data({ message: 'Acesso negado: seu perfil não tem acesso a esta área do painel.' }, { status: 403 });
  }
  return user;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The admin API's Portuguese message of a refused answer (its envelope), or a general one. */
async function refusalMessage(answer: Response): Promise<string> {
  const body: unknown = await answer.json().catch(() => null);
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof message === 'string' && message) return message;
  return answer.status === 403 ? 'Seu perfil não tem acesso a este arquivo.' : 'O arquivo não pôde ser gerado.';
}

/**
 * A refused file as a page (issue 37): a browser shows it instead of saving a JSON answer as the file. Plain HTML, no
 * script, the back office's noindex and no-store.
 */
function refusalPage(status: number, message: string): Response {
  const title = status === 403 ? 'Acesso negado' : 'Arquivo indisponível';
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Painel da loja</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#111}
a{color:#1d4ed8}</style></head>
<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/admin">Voltar ao painel</a></p></main></body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });
}

/** An admin API answer as a file (the newsletter CSV), passed on as it came; a refusal as an HTML page. */
export async function adminFile(request: Request, path: string): Promise<Response> {
  const token = await readAdminToken(request);
  if (!token) return toSignIn();
  const answer = await storeApiFetch(`${env.apiBaseUrl}${ADMIN_API_PREFIX}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.status === 401) return toSignIn();
  if (!answer.ok) return refusalPage(answer.status, await refusalMessage(answer));
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment',
    },
  });
}

/**
 * The data of an admin API answer, for a loader: a session that ended goes to the sign-in page; any other refusal
 * (a role that may not, an unknown item, a bad filter) is thrown with its Portuguese message and status for the
 * back office's error boundary.
 */
export async function must<T>(result: ApiResult<T>): Promise<T> {
  if (result.ok) return result.data;
  if (result.status === 401) throw await toSignIn();
  throw data({ message: result.error.message }, { status: result.status });
}

/** A text field of a posted form ('' when absent or a file). */
export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
