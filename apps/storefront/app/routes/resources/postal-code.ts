import { data, redirect } from 'react-router';
import { z } from 'zod';
import { env } from '../../server/shell/env.server';
import { POSTAL_CODE_INVALID_TEXT } from '../../lib/shipping-constants';
import { parseForm, refusal, transportOf } from '../../server/forms/read-form.server';
import {
  INVALID_PARAM,
  SAVED_PARAM,
  isCompletePostalCode,
  maskPostalCode,
  serializeCepCookie,
} from '../../lib/commerce/postal-code';
import type { PostalCodeActionData } from '../../lib/resource-types';
import { returnPath } from '../../lib/navigation/safe-redirect';
import type { Route } from './+types/postal-code';

/**
 * Saves the postal code of the menu modal and the home box (T§4, T§5): only exactly 00000-000 is saved, in the
 * `cep` cookie. Fetchers (field js=1) get JSON; a plain form post is redirected back to its page with
 * ?cepSalvo={cep} or ?cepErro=1 and the box's anchor.
 */

/**
 * T§5: exactly 9 characters, 00000-000, after the mask the field applies as the shopper types (a plain post without
 * JavaScript gets the same mask here, so a pasted '01.310-100' is saved as with script).
 */
const postalCodeFormSchema = z.object({
  cep: z
    .string({ error: POSTAL_CODE_INVALID_TEXT })
    .transform(maskPostalCode)
    .refine(isCompletePostalCode, { error: POSTAL_CODE_INVALID_TEXT }),
});

/** `#{anchor}`: the box a plain post scrolls back to, like `redirectTo` a transport field (letters and hyphens). */
const anchorHash = (anchor: unknown) =>
  typeof anchor === 'string' && /^[a-z-]{1,40}$/.test(anchor) ? `#${anchor}` : '';

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseForm(request, postalCodeFormSchema);
  const { script, redirectTo } = transportOf(submission);
  const saved = submission.status === 'success' ? submission.value.cep : null;
  const headers = new Headers();
  if (saved) headers.append('Set-Cookie', serializeCepCookie(saved, env.production));
  if (script) {
    const body: PostalCodeActionData = saved ? { ok: true, cep: saved } : refusal(submission);
    return data(body, { status: saved ? 200 : 400, headers });
  }
  const url = new URL(returnPath(request, redirectTo), request.url);
  url.searchParams.delete(SAVED_PARAM);
  url.searchParams.delete(INVALID_PARAM);
  if (saved) url.searchParams.set(SAVED_PARAM, saved);
  else url.searchParams.set(INVALID_PARAM, '1');
  return redirect(`${url.pathname}${url.search}${anchorHash(submission.payload.anchor)}`, { headers });
}
