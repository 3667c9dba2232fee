import { data } from 'react-router';
import type { z } from 'zod';
import type { AdminAnswer } from '../../lib/admin/admin-answer';
import type { ApiResult } from '../api/api.server';
import { parseSubmission, readFormData, refusal, type FormSubmission } from '../forms/read-form.server';
import { toSignIn } from './admin-session.server';

/**
 * The back office's forms on the storefront's form path (server/forms/read-form): the body read as a form (anything
 * else a 400 in Portuguese), each form's fields through a zod schema built from the contract's, and a refusal that
 * names each field and keeps what was typed — the page shows it beside the field, with or without JavaScript.
 */

const CHECK_FIELDS = 'Confira os campos destacados.';
const BAD_REQUEST = 400;

export const readAdminForm = readFormData;

/** A form whose fields passed their schema, or the page's 400 answer naming each field that did not. */
export function checkForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  alvo: string,
  hideFields?: string[],
): { submission: FormSubmission<S>; value: z.output<S> } | { refused: ReturnType<typeof invalid> } {
  const submission = parseSubmission(form, schema);
  if (submission.status !== 'success') return { refused: invalid(submission, alvo, hideFields) };
  return { submission, value: submission.value };
}

function invalid<S extends z.ZodType>(submission: FormSubmission<S>, alvo: string, hideFields?: string[]) {
  const { result } = refusal(submission, { formError: CHECK_FIELDS, ...(hideFields ? { hideFields } : {}) });
  return data<AdminAnswer>({ ok: null, erro: CHECK_FIELDS, alvo, result }, { status: BAD_REQUEST });
}

/**
 * What an action answers after its admin API call: a message of success, or the API's refusal with the values typed
 * kept for the form (an ended session goes to sign in).
 */
export async function outcome<S extends z.ZodType>(
  result: ApiResult<unknown>,
  success: string,
  form?: { submission: FormSubmission<S>; alvo: string; hideFields?: string[] },
): Promise<AdminAnswer> {
  if (result.ok) return { ok: success, erro: null, alvo: null, result: null };
  if (result.status === 401) throw await toSignIn();
  if (!form) return { ok: null, erro: result.error.message, alvo: null, result: null };
  const kept = refusal(form.submission, {
    formError: result.error.message,
    ...(form.hideFields ? { hideFields: form.hideFields } : {}),
  });
  return { ok: null, erro: result.error.message, alvo: form.alvo, result: kept.result };
}
