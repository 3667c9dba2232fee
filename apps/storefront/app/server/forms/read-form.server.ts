import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { portugueseErrors } from '@vitrine/contract';
import { z } from 'zod';
import { messageRefusal } from '../../lib/forms/form-refusal';
import { decodeProductValues } from '../../lib/commerce/product-value';
import type { FormRefusal } from '../../lib/resource-types';

/**
 * How every storefront action reads its input (the Epic Stack's conform + zod): the body is read as a form, parsed
 * through the action's zod schema by `parseWithZod`, and a refusal answers the same shape with and without script
 * — a fetcher gets it as JSON, a plain post re-renders its page with it as action data, so the page shows the
 * field errors and keeps the values entered. Usage:
 *
 *   const submission = await parseForm(request, schema);
 *   if (submission.status !== 'success') return refuse(submission, { formError: 'Confira os campos destacados.' });
 *   … submission.value is typed by the schema …
 *   if (!answer.ok) return refuse(submission, { formError: answer.error.message, status: failureStatus(answer, 'form') });
 *
 * Conform's coercion applies: an empty field is absent (undefined), numbers and booleans are read from text, and a
 * name given more than once is a list.
 */

export type FormSubmission<S extends z.ZodType> = Submission<z.input<S>, string[], z.output<S>>;

const BAD_REQUEST = 400;
export const NOT_A_FORM_TEXT = 'Não foi possível ler os dados do formulário.';
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
// Names Conform keeps for its own list and validation intents (JSON in a field).
const RESERVED = new Set(['__intent__', '__state__']);
const INDEX = /\[(\d+)\]/g;

/**
 * The body as a form. A body that is no form (JSON, text, a broken multipart) is a 400 with a Portuguese message,
 * never a 500: a browser's form never sends one, so it is a client's mistake.
 */
export async function readFormData(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get('Content-Type') ?? '')) throw notAForm();
  try {
    return await request.formData();
  } catch {
    throw notAForm();
  }
}

function notAForm() {
  return data(messageRefusal(NOT_A_FORM_TEXT), { status: BAD_REQUEST });
}

/** The post read through its schema. */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<FormSubmission<S>> {
  return parseSubmission(await readFormData(request), schema);
}

/** The query read through its schema (resource routes a script asks with GET). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): FormSubmission<S> {
  return parseSubmission(new URL(request.url).searchParams, schema);
}

/**
 * Form data or a query read through a schema. Names whose list index reaches past the number of entries are
 * dropped first (`a[999999999]` would make a list that long), and Conform's reserved intent fields when they are
 * not what Conform itself writes.
 */
export function parseSubmission<S extends z.ZodType>(
  payload: FormData | URLSearchParams,
  schema: S,
): FormSubmission<S> {
  const bounded = bound(payload, true);
  // A field without a message of its own (a text sent as a list, say) is refused in plain Portuguese, as the Store
  // API refuses it (contract zod-messages.ts), never in zod's English.
  try {
    return parseWithZod(bounded, { schema, error: portugueseErrors });
  } catch {
    return parseWithZod(bound(payload, false), { schema, error: portugueseErrors });
  }
}

function bound(payload: FormData | URLSearchParams, keepReserved: boolean): FormData {
  const entries = [...payload.entries()];
  const copy = new FormData();
  for (const [name, value] of entries) {
    if (!keepReserved && RESERVED.has(name)) continue;
    if ([...name.matchAll(INDEX)].some((match) => Number(match[1]) >= entries.length)) continue;
    copy.append(name, value);
  }
  return copy;
}

type RefuseOptions = {
  /** The status of the answer: 400 for bad input; failureStatus(answer, 'form') after a refused Store API call. */
  status?: number;
  /** The form's own message (shown above the fields), e.g. the Store API's refusal. */
  formError?: string;
  /** Fields whose values are not sent back (passwords). */
  hideFields?: string[];
  headers?: HeadersInit;
};

/** The refusal's body: the message to show, each field's errors and the values entered. */
export function refusal<S extends z.ZodType>(
  submission: FormSubmission<S>,
  { formError, hideFields }: Pick<RefuseOptions, 'formError' | 'hideFields'> = {},
): FormRefusal {
  const result = submission.reply({
    ...(formError === undefined ? {} : { formErrors: [formError] }),
    ...(hideFields ? { hideFields } : {}),
  });
  const messages = Object.values(result.error ?? {}).flatMap((list) => list ?? []);
  return { ok: false, error: formError ?? messages[0] ?? '', result };
}

/** The refused form's answer (400 unless told), for a fetcher and for the page without script alike. */
export function refuse<S extends z.ZodType>(submission: FormSubmission<S>, options: RefuseOptions = {}) {
  const { status = BAD_REQUEST, headers } = options;
  return data(refusal(submission, options), { status, headers });
}

/**
 * The two transport fields of a post, whatever the outcome of its schema: `js=1` when a hydrated page's fetcher
 * sent it (it wants JSON; a plain post is answered with a page or a redirect), and the `redirectTo` it asked to go
 * back to (pass it to safeRedirect / returnPath).
 */
export function transportOf(submission: { payload: Record<string, unknown> }): {
  script: boolean;
  redirectTo: unknown;
} {
  const { js, redirectTo } = submission.payload;
  return { script: js === '1', redirectTo: Array.isArray(redirectTo) ? redirectTo[0] : redirectTo };
}

// ————— field schemas shared by the actions —————

/** A field that may be sent once or several times, as a list of its texts (an empty entry is undefined). */
export const listField = z.array(z.string().optional()).default([]);

/** The `produto` entries (lib/commerce/product-value.ts): each product with its value, malformed entries ignored. */
export const productValuesField = listField.transform(decodeProductValues);

/** Free text that is absent when empty. */
export const optionalText = z.string().optional();

/**
 * A text field whose own schema judges the empty value: Conform makes an empty field absent, which zod would
 * refuse with its generic message; with this the schema sees '' and answers its own message ('Informe a senha.').
 */
export function emptyAsText<S extends z.ZodType<unknown, string>>(schema: S) {
  return schema.prefault('' as z.input<S>);
}
