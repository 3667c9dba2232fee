import { data, redirect } from 'react-router';
import { cancelSale } from '../../api.server';
import { SALE_CANCEL_ERROR, SALE_CONFIRM_PARAM, SALE_ERROR_PARAM } from '../../lib/constants';
import type { Route } from './+types/sale';

/**
 * T§7 sale/cancel: closes the internal sale. Fetchers (the bar's dialog) get `{ ok, redirect }` or the T§8 message;
 * a plain form post goes to the answer's `redirect`, or back to the page with the error flag in the query.
 */
export type SaleActionData = { ok: true; redirect: string } | { ok: false; error: string };

/** Only a path on this site: never another origin. */
function localPath(raw: string, origin: string): string {
  const url = new URL(raw, origin);
  return url.origin === origin ? `${url.pathname}${url.search}` : '/';
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const origin = new URL(request.url).origin;
  const answer = await cancelSale(request);
  const result: SaleActionData = answer.ok
    ? { ok: true, redirect: localPath(answer.data.redirect, origin) }
    : { ok: false, error: SALE_CANCEL_ERROR };
  if (form.get('js') === '1') return data(result, { status: result.ok ? 200 : answer.status });
  if (result.ok) return redirect(result.redirect);
  const back = new URL(localPath(String(form.get('redirectTo') ?? '/'), origin), origin);
  back.searchParams.delete(SALE_CONFIRM_PARAM);
  back.searchParams.set(SALE_ERROR_PARAM, '1');
  return redirect(`${back.pathname}${back.search}`);
}
