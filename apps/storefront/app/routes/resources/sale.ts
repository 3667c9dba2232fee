import { data, redirect } from 'react-router';
import { z } from 'zod';
import { cancelSale } from '../../server/api/api.server';
import { failureStatus } from '../../lib/api-failure';
import { SALE_CANCEL_ERROR, SALE_CONFIRM_PARAM, SALE_ERROR_PARAM } from '../../lib/constants';
import { parseForm, refusal, transportOf } from '../../server/forms/read-form.server';
import type { SaleActionData } from '../../lib/resource-types';
import { safeRedirect } from '../../lib/navigation/safe-redirect';
import type { Route } from './+types/sale';

/**
 * T§7 sale/cancel: closes the internal sale and goes to the answer's `redirect` (a fetcher follows the redirect too:
 * the bar that posted it is gone with the sale, so the page is left by the server's answer, not by the bar). A
 * failure gives fetchers the T§8 message, and sends a plain form post back to the page with the error flag.
 */

/** The cancel form has no fields of its own: only `js` and `redirectTo` (server/forms/read-form.server.ts transportOf). */
const saleCancelFormSchema = z.object({});

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, saleCancelFormSchema);
  const { script, redirectTo } = transportOf(submission);
  const answer = await cancelSale(request);
  // T§7: the answer's redirect, when it is a path of this site.
  if (answer.ok) return redirect(safeRedirect(answer.data.redirect));
  const result: SaleActionData = refusal(submission, { formError: SALE_CANCEL_ERROR });
  if (script) return data(result, { status: failureStatus(answer, 'form') });
  const back = new URL(safeRedirect(redirectTo), request.url);
  back.searchParams.delete(SALE_CONFIRM_PARAM);
  back.searchParams.set(SALE_ERROR_PARAM, '1');
  return redirect(`${back.pathname}${back.search}`);
}
