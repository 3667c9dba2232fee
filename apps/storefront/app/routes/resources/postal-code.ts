import { data, redirect } from 'react-router';
import { env } from '../../env.server';
import { INVALID_PARAM, SAVED_PARAM, isCompletePostalCode, serializeCepCookie } from '../../lib/postal-code';
import type { Route } from './+types/postal-code';

/**
 * Saves the postal code of the menu modal and the home box (T§4, T§5): only exactly 00000-000 is saved, in the
 * `cep` cookie. Fetchers (field js=1) get JSON; a plain form post is redirected back to its page with
 * ?cepSalvo={cep} or ?cepErro=1 and the box's anchor.
 */

export type PostalCodeActionData = { ok: true; cep: string } | { ok: false };

/** Where a plain form post goes back to: the page it came from, never another site. */
function backTo(request: Request, form: FormData): URL {
  const origin = new URL(request.url).origin;
  const raw = form.get('redirectTo');
  const url = new URL(typeof raw === 'string' && raw !== '' ? raw : (request.headers.get('Referer') ?? '/'), origin);
  return url.origin === origin ? url : new URL('/', origin);
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const raw = form.get('cep');
  const cep = typeof raw === 'string' ? raw.trim() : '';
  const valid = isCompletePostalCode(cep);
  const headers = new Headers();
  if (valid) headers.append('Set-Cookie', serializeCepCookie(cep, env.production));
  if (form.get('js') === '1') {
    return data<PostalCodeActionData>(valid ? { ok: true, cep } : { ok: false }, {
      status: valid ? 200 : 400,
      headers,
    });
  }
  const url = backTo(request, form);
  url.searchParams.delete(SAVED_PARAM);
  url.searchParams.delete(INVALID_PARAM);
  if (valid) url.searchParams.set(SAVED_PARAM, cep);
  else url.searchParams.set(INVALID_PARAM, '1');
  const anchor = form.get('anchor');
  const hash = typeof anchor === 'string' && /^[a-z-]{1,40}$/.test(anchor) ? `#${anchor}` : '';
  return redirect(`${url.pathname}${url.search}${hash}`, { headers });
}
