import { data } from 'react-router';

/**
 * One rule for the status a storefront answer takes when its Store API call failed (B§8, T§2 "Error pages",
 * T§8). A failed call is the API's own answer (its HTTP status) or one the client made up: 503 when the API did
 * not answer in time or could not be reached, 502 when its answer was unreadable or broke the contract.
 *
 * - On a page address (listing, detail, institutional page, the resolver): the API's 404 and 400 — an address it
 *   does not know, a bad filter or slug — are the not-found page (404); anything else is an outage: the 5xx page
 *   with 503, never a 404 that tells crawlers the page is gone.
 * - On a form post, or a resource a page's script calls: the API's 4xx refusals keep their status (400 bad input,
 *   401 wrong password, 403 not allowed, 404 unknown, 409 a sale already closed, 429 too many attempts), since the
 *   shopper can read and act on them; anything else is 503.
 */

export type FailureUse = 'page' | 'form';
/** The part of a failed call (api.server's ApiFailure) the rule reads. */
export type FailedCall = { ok: false; status: number };

const BAD_REQUEST = 400;
const NOT_FOUND = 404;
const UNAVAILABLE = 503;

const isClientError = (status: number) => status >= BAD_REQUEST && status < 500;

/** The status of the answer for a failed call. */
export function failureStatus(failure: Pick<FailedCall, 'status'>, use: FailureUse = 'page'): number {
  const { status } = failure;
  if (use === 'page') return status === NOT_FOUND || status === BAD_REQUEST ? NOT_FOUND : UNAVAILABLE;
  return isClientError(status) ? status : UNAVAILABLE;
}

/** Whether the failure is an outage on a page (the 5xx page), not an address the API refused. */
export function isOutage(failure: Pick<FailedCall, 'status'>): boolean {
  return failureStatus(failure, 'page') === UNAVAILABLE;
}

/** Throws the answer for a failed call: the root error boundary shows the 404 page or the 5xx page. */
export function throwFailure(failure: Pick<FailedCall, 'status'>, use: FailureUse = 'page'): never {
  throw data(null, { status: failureStatus(failure, use) });
}

/** The call's data, or the thrown answer for its failure (critical data of a loader). */
export function dataOrThrow<T>(result: { ok: true; data: T } | FailedCall, use: FailureUse = 'page'): T {
  if (result.ok) return result.data;
  return throwFailure(result, use);
}
