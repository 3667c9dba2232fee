import type { SubmissionResult } from '@conform-to/react';
import { createCookie, data, redirect } from 'react-router';
import type { z } from 'zod';
import { QUERY_FIELDS_MAX } from '@vitrine/contract';
import type { ApiResult } from '../api/api.server';
import { env } from '../shell/env.server';
import { COOKIES, signedCookieOptions } from '../../lib/cookies';
import type { FormFlash, FormId, FormReply } from '../../lib/forms/form-reply';
import { checkSubmission, PostedFields, type FormCheck } from '../../lib/forms/form-checks';
import { commitSession } from '../session/session.server';

/**
 * The one path every form of T§2 takes on the server (decision 017). The post is read through the form's check
 * with conform's parseWithZod: the form's fields become the Store API's request (`toRequest`) and the contract's
 * request schema checks it — the same rule, in the same order and with the same T§5 texts, as the Store API's.
 * The checked request goes to the Store API; the answer is conform's reply (field errors, entered values).
 * A fetcher (field js=1) gets it as JSON; a plain form post (no JavaScript) is redirected back to its page and anchor
 * with the reply in a one-time cookie, which the root loader reads and clears, so the page renders the same
 * messages and keeps the entered values.
 */

/** A form's check (lib/forms/form-checks.ts, shared with the browser) and where its checked request goes. */
export type FormHandler<S extends z.ZodType> = FormCheck<S> & {
  form: FormId;
  /** The id of the element the page scrolls back to after a plain form post. */
  anchor: string;
  /** Sends the checked request to the Store API. */
  send: (request: Request, body: z.output<S>, fields: PostedFields) => Promise<ApiResult<{ sucesso: boolean }>>;
};

/** Browsers keep cookies up to 4096 bytes; the signed JSON of a flash stays under this many characters. */
const FLASH_MAX_CHARS = 2800;

/** A form's answer shown once (lib/cookies.ts: a minute long). */
const formFlashCookie = createCookie(
  COOKIES.formFlash.name,
  signedCookieOptions(COOKIES.formFlash, env.SESSION_SECRET, env.production),
);

const HTTP_STATUS = { sucesso: 200, invalido: 400, erro: 502 } as const;
const RATE_LIMITED = 429;
const CONFLICT = 409;
/** Fields of the plumbing, never sent back. */
const PLUMBING = ['js', 'redirectTo'];

const NOT_A_FORM_TEXT = 'Não foi possível ler os dados do formulário.';
const TOO_MANY_FIELDS_TEXT = 'O formulário tem campos demais.';
/** The fields a form post may carry at most (the largest form, the quote, has under 20). */
const FORM_FIELDS_MAX = QUERY_FIELDS_MAX;
/** The wait a limited form post is told (the Store API's form windows are a minute long). */
const FORM_RETRY_AFTER_S = '60';
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** Every field of these forms has a plain name; others (conform's list and intent syntax, a[999999]) are dropped. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** The post's fields; a body that is no form is the client's mistake (400), never a 500. */
async function readForm(request: Request): Promise<FormData> {
  const notAForm = () => data({ message: NOT_A_FORM_TEXT }, { status: 400 });
  if (!FORM_TYPES.test(request.headers.get('Content-Type') ?? '')) throw notAForm();
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    throw notAForm();
  }
  const form = new FormData();
  let count = 0;
  for (const [name, value] of posted) {
    count += 1;
    // Bounded (issue 28): no form of the store has this many fields.
    if (count > FORM_FIELDS_MAX) throw data({ message: TOO_MANY_FIELDS_TEXT }, { status: 400 });
    if (FIELD_NAME.test(name) && typeof value === 'string' && !form.has(name)) form.append(name, value);
  }
  return form;
}

export async function handleFormPost<R extends z.ZodType>(request: Request, handler: FormHandler<R>) {
  const form = await readForm(request);
  const answer = await answerFor(request, form, handler);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (answer.session) headers.append('Set-Cookie', await commitSession(answer.session));
  const status = answer.rateLimited
    ? RATE_LIMITED
    : answer.refusedInput
      ? 400
      : answer.reply.result.error?.['']
        ? CONFLICT
        : HTTP_STATUS[answer.reply.status];
  if (answer.retryAfter) headers.set('Retry-After', answer.retryAfter);
  if (form.get('js') === '1') return data<FormReply>(answer.reply, { status, headers });

  const back = backTo(request, form);
  const flash: FormFlash = { ...answer.reply, path: back.pathname };
  headers.append('Set-Cookie', await formFlashCookie.serialize(fitFlash(flash, handler.fields)));
  return redirect(`${back.pathname}${back.search}#${handler.anchor}`, { headers });
}

type Answered = {
  reply: FormReply;
  session: string | null;
  rateLimited: boolean;
  /** The post itself was unreadable (a hidden id that is no id…): the client's mistake, a 400 — not a 502. */
  refusedInput?: boolean;
  /** The Store API's Retry-After of a 429, passed on. */
  retryAfter?: string | null;
};

async function answerFor<R extends z.ZodType>(
  request: Request,
  form: FormData,
  handler: FormHandler<R>,
): Promise<Answered> {
  const { submission, own: ownErrors } = checkSubmission(handler, form);
  const reply = (status: FormReply['status'], result: SubmissionResult<string[]>): FormReply => ({
    form: handler.form,
    status,
    result: withoutPlumbing(result),
  });
  const own = Object.entries(ownErrors);
  if (submission.status !== 'success' || own.length > 0) {
    const fieldErrors = Object.fromEntries(own.map(([field, message]) => [field, [message]]));
    const errors = { ...(submission.status === 'success' ? {} : submission.error), ...fieldErrors };
    const shown = Object.keys(errors).some((field) => handler.fields.includes(field));
    const result = own.length > 0 ? submission.reply({ fieldErrors }) : submission.reply();
    return { reply: reply(shown ? 'invalido' : 'erro', result), session: null, rateLimited: false, refusedInput: true };
  }
  const fields = new PostedFields(submission.payload);
  const sent = await handler.send(request, submission.value, fields);
  if (sent.ok && sent.data.sucesso) {
    return {
      reply: reply('sucesso', submission.reply({ resetForm: true })),
      session: sent.session,
      rateLimited: false,
    };
  }
  // The Store API refused a field the storefront's check let through: shown like the storefront's own errors.
  const refused = Object.entries((!sent.ok && sent.error.fields) || {}).filter(([field]) =>
    handler.fields.includes(field),
  );
  if (refused.length > 0) {
    const fieldErrors = Object.fromEntries(refused.map(([field, message]) => [field, [message]]));
    return { reply: reply('invalido', submission.reply({ fieldErrors })), session: sent.session, rateLimited: false };
  }
  const rateLimited = !sent.ok && sent.status === RATE_LIMITED;
  // The Store API refused the request itself (409: 'Avise-me' for a product in stock) or limited it (429, issue 28:
  // how long to wait): its Portuguese message is the form's.
  const formErrors = !sent.ok && (sent.status === CONFLICT || rateLimited) ? [sent.error.message] : undefined;
  return {
    reply: reply('erro', formErrors ? submission.reply({ formErrors }) : submission.reply()),
    session: sent.session,
    rateLimited,
    refusedInput: !sent.ok && sent.status === 400,
    retryAfter: rateLimited ? FORM_RETRY_AFTER_S : null,
  };
}

function withoutPlumbing(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const initialValue = Object.fromEntries(
    Object.entries(result.initialValue).filter(([field]) => !PLUMBING.includes(field)),
  );
  return { ...result, initialValue };
}

/**
 * Where a plain form post goes back to: a path of this site, else home. Browsers read `//host` and `/\host` as
 * another site, and `/.//host` becomes `//host` once resolved, so the path is checked after resolving it.
 */
function backTo(request: Request, form: FormData): URL {
  const origin = new URL(request.url).origin;
  const home = new URL('/', origin);
  const raw = form.get('redirectTo');
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) {
    return home;
  }
  try {
    const url = new URL(raw, origin);
    return url.origin === origin && !url.pathname.startsWith('//') ? url : home;
  } catch {
    return home;
  }
}

/**
 * The flash as it fits in a cookie, built in one pass (issue 28): only the form's own fields' values are kept, the
 * shortest first while they fit in `FLASH_MAX_CHARS`; a value that does not fit is dropped (its field shows empty).
 * The errors always fit (one short message per field of the form).
 */
export function fitFlash(flash: FormFlash, fields: readonly string[]): FormFlash {
  const entered = flash.result.initialValue ?? {};
  const mine = fields
    .map((field): [string, unknown] => [field, entered[field]])
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const bare = { ...flash, result: { ...flash.result, initialValue: {} } };
  let budget = FLASH_MAX_CHARS - JSON.stringify(bare).length;
  const values: Record<string, string> = {};
  for (const [field, value] of mine.sort((a, b) => a[1].length - b[1].length)) {
    const cost = JSON.stringify(field).length + JSON.stringify(value).length + 2;
    if (cost > budget) break;
    values[field] = value;
    budget -= cost;
  }
  return { ...flash, result: { ...flash.result, initialValue: values } };
}

/** The root loader's reading of a flash: the reply and the Set-Cookie that clears it, or null. */
export async function readFormFlash(request: Request): Promise<{ flash: FormFlash; clear: string } | null> {
  const value = await peekFormFlash(request);
  if (!value) return null;
  return { flash: value, clear: await formFlashCookie.serialize('', { maxAge: 0 }) };
}

/** The flash of a request without clearing it (a page loader that needs to know, e.g. the store rating). */
export async function peekFormFlash(request: Request): Promise<FormFlash | null> {
  const value: unknown = await formFlashCookie.parse(request.headers.get('Cookie'));
  return isFlash(value) ? value : null;
}

function isFlash(value: unknown): value is FormFlash {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<FormFlash>;
  return (
    typeof v.form === 'string' &&
    typeof v.path === 'string' &&
    (v.status === 'sucesso' || v.status === 'invalido' || v.status === 'erro') &&
    typeof v.result === 'object' &&
    v.result !== null
  );
}
