import { data, redirect } from 'react-router';
import { z } from 'zod';
import { cancelSale } from '../../api.server';
import { failureStatus } from '../../lib/api-failure';
import { SALE_CANCEL_ERROR, SALE_CONFIRM_PARAM, SALE_ERROR_PARAM } from '../../lib/constants';
import { parseForm, refusal, transportOf } from '../../lib/forms.server';
import type { SaleActionData } from '../../lib/resource-types';
import { safeRedirect } from '../../lib/safe-redirect';
import type { Route } from './+types/sale';

/**
 * T§7 sale/cancel: closes the internal sale. Fetchers (the bar's dialog) get `{ ok, redirect }` or the T§8 message;
 * a plain form post goes to the answer's `redirect`, or back to the page with the error flag in the query.
 */

/** The cancel form has no fields of its own: only `js` and `redirectTo` (lib/forms.server.ts transportOf). */
const saleCancelFormSchema = z.object({});

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, saleCancelFormSchema);
  const { script, redirectTo } = transportOf(submission);
  const answer = await cancelSale(request);
  // T§7: the answer's redirect, when it is a path of this site.
  const result: SaleActionData = answer.ok
    ? { ok: true, redirect: safeRedirect(answer.data.redirect) }
    : refusal(submission, { formError: SALE_CANCEL_ERROR });
  if (script) return data(result, { status: answer.ok ? 200 : failureStatus(answer, 'form') });
  if (result.ok) return redirect(result.redirect);
  const back = new URL(safeRedirect(redirectTo), request.url);
  back.searchParams.delete(SALE_CONFIRM_PARAM);
  back.searchParams.set(SALE_ERROR_PARAM, '1');
  return redirect(`${back.pathname}${back.search}`);
}
