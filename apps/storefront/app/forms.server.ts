import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { createCookie, data, redirect } from 'react-router';
import type { z } from 'zod';
import type { ApiResult } from './api.server';
import { env } from './env.server';
import type { FormAnswer, FormFlash, FormId } from './lib/form-answer';
import { commitSession } from './session.server';

/**
 * The one path every form of T§2 takes on the server (decision 011): read the post through the form's zod schema
 * (parseWithZod: the T§5 checks, in order, with their texts), send the request to the Store API, answer.
 * A fetcher (field js=1) gets the answer as JSON; a plain form post (no JavaScript) is redirected back to its page
 * and anchor with the answer in a one-time cookie, which the root loader reads and clears, so the page renders the
 * same messages and keeps the entered values.
 */

export type FormHandler<S extends z.ZodType> = {
  form: FormId;
  schema: S;
  /** The id of the element the page scrolls back to after a plain form post. */
  anchor: string;
  /** Sends the checked request to the Store API. */
  send: (request: Request, value: z.output<S>) => Promise<ApiResult<{ sucesso: boolean }>>;
  /**
   * A field the Store API refused (400 with field errors), as the form's field and T§5 message; undefined leaves
   * it to the form's failure message.
   */
  apiField?: (field: string) => { field: string; message: string } | undefined;
};

/** A flash lives a minute: long enough for the redirect, short enough not to outlive the visit to the page. */
const FLASH_MAX_AGE_S = 60;
/** Browsers keep cookies up to 4096 bytes; the signed JSON of a flash stays under this many characters. */
const FLASH_MAX_CHARS = 3000;

export const formFlashCookie = createCookie('vitrine_formulario', {
  httpOnly: true,
  sameSite: 'lax',
  secure: env.production,
  secrets: [env.SESSION_SECRET],
  path: '/',
  maxAge: FLASH_MAX_AGE_S,
});

const HTTP_STATUS = { sucesso: 200, invalido: 400, erro: 502 } as const;
const RATE_LIMITED = 429;

export async function handleFormPost<S extends z.ZodType>(request: Request, handler: FormHandler<S>) {
  const form = await request.formData();
  const answer = await answerFor(request, form, handler);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (answer.session) headers.append('Set-Cookie', await commitSession(answer.session));
  const status = answer.rateLimited ? RATE_LIMITED : HTTP_STATUS[answer.body.status];
  if (form.get('js') === '1') return data<FormAnswer>(answer.body, { status, headers });

  const back = backTo(request, form);
  const flash: FormFlash = { ...answer.body, path: back.pathname };
  headers.append('Set-Cookie', await formFlashCookie.serialize(fitFlash(flash)));
  return redirect(`${back.pathname}${back.search}#${handler.anchor}`, { headers });
}

type Answered = { body: FormAnswer; session: string | null; rateLimited: boolean };

async function answerFor<S extends z.ZodType>(
  request: Request,
  form: FormData,
  handler: FormHandler<S>,
): Promise<Answered> {
  const submission = parseWithZod(form, { schema: handler.schema });
  const reply = (status: FormAnswer['status'], result: SubmissionResult<string[]>) => ({
    form: handler.form,
    status,
    result: withoutHidden(result),
  });
  if (submission.status !== 'success') {
    return { body: reply('invalido', submission.reply()), session: null, rateLimited: false };
  }
  const sent = await handler.send(request, submission.value);
  if (sent.ok && sent.data.sucesso) {
    return { body: reply('sucesso', submission.reply({ resetForm: true })), session: sent.session, rateLimited: false };
  }
  const refused = !sent.ok && sent.error.fields ? Object.keys(sent.error.fields) : [];
  const fieldErrors: Record<string, string[]> = {};
  for (const apiField of refused) {
    const mapped = handler.apiField?.(apiField);
    if (mapped) fieldErrors[mapped.field] = [mapped.message];
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { body: reply('invalido', submission.reply({ fieldErrors })), session: sent.session, rateLimited: false };
  }
  return {
    body: reply('erro', submission.reply()),
    session: sent.session,
    rateLimited: !sent.ok && sent.status === RATE_LIMITED,
  };
}

/** The plumbing fields (js, redirectTo) never travel back. */
function withoutHidden(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const { js: _js, redirectTo: _redirectTo, ...initialValue } = result.initialValue;
  return { ...result, initialValue };
}

/** Where a plain form post goes back to: the page it came from, never another site. */
function backTo(request: Request, form: FormData): URL {
  const origin = new URL(request.url).origin;
  const raw = form.get('redirectTo');
  const target = typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return new URL('/', origin);
  }
  return url.origin === origin ? url : new URL('/', origin);
}

/** Long kept values (a long message) are shortened until the flash fits in a cookie; the errors always fit. */
function fitFlash(flash: FormFlash): FormFlash {
  const values = { ...flash.result.initialValue };
  const size = () => JSON.stringify({ ...flash, result: { ...flash.result, initialValue: values } }).length;
  while (size() > FLASH_MAX_CHARS) {
    const longest = Object.entries(values)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .sort((a, b) => b[1].length - a[1].length)[0];
    if (!longest || longest[1].length === 0) break;
    values[longest[0]] = longest[1].slice(0, Math.floor(longest[1].length / 2));
  }
  return { ...flash, result: { ...flash.result, initialValue: values } };
}

/** The root loader's reading of a flash: the answer and the Set-Cookie that clears it, or null. */
export async function readFormFlash(request: Request): Promise<{ flash: FormFlash; clear: string } | null> {
  const value: unknown = await formFlashCookie.parse(request.headers.get('Cookie'));
  if (!isFlash(value)) return null;
  return { flash: value, clear: await formFlashCookie.serialize('', { maxAge: 0 }) };
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
