import type { SubmissionResult } from '@conform-to/react';
import { FORM_LIMITS } from '@vitrine/contract/form-constants';

/**
 * What a form's action answers (decision 017): the same shape to a fetcher (JSON, with JavaScript) and, through a
 * one-time cookie read by the root loader, to the page a plain form post is redirected back to (no JavaScript).
 * `result` is conform's reply: the field errors and, unless the store accepted the request, the entered values.
 */

/** One id per form of T§2; the footer strip and the popup newsletter are two forms. */
export type FormId =
  | 'orcamento'
  | 'sob-consulta'
  | 'avise-me'
  | 'avise-me-lista'
  | 'pergunta'
  | 'avaliacao-produto'
  | 'avaliacao-lista'
  | 'avaliacao-loja'
  | 'newsletter-rodape'
  | 'newsletter-popup';

/** sucesso: the store accepted it; invalido: a field failed its check (T§5); erro: the store refused or failed. */
export type FormStatus = 'sucesso' | 'invalido' | 'erro';

export type FormReply = {
  form: FormId;
  status: FormStatus;
  result: SubmissionResult<string[]>;
};

/** The answer kept for the page a plain form post goes back to: only that page (path) shows it. */
export type FormFlash = FormReply & { path: string };

/** The first failing field of an answer in the form's field order, with its message (T§5 shows one at a time). */
export function firstFieldError(
  answer: FormReply | null,
  order: readonly string[],
): { field: string; message: string } | null {
  const errors = answer?.status === 'invalido' ? answer.result.error : undefined;
  if (!errors) return null;
  for (const field of order) {
    const message = errors[field]?.[0];
    if (message !== undefined) return { field, message };
  }
  return null;
}

/** Every field of an answer that has an error (the quote popup highlights them all). */
export function invalidFields(answer: FormReply | null): string[] {
  const errors = answer?.status === 'invalido' ? answer.result.error : undefined;
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([, messages]) => (messages?.length ?? 0) > 0)
    .map(([field]) => field);
}

/** Each field's first message of an answer (the quote pop-up shows each beside its field, issue 25). */
export function fieldMessages(answer: FormReply | null): Record<string, string> {
  return resultMessages(answer?.status === 'invalido' ? answer.result : null);
}

/** Each field's first message of a conform reply (the form's own message, under '', left out). */
export function resultMessages(result: SubmissionResult<string[]> | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(result?.error ?? {}).flatMap(([field, messages]) =>
      field !== '' && messages?.[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/** A field's entered value kept by the answer ('' when none: the store accepted the request, or no answer yet). */
export function keptValue(answer: FormReply | null, field: string): string {
  return resultValue(answer?.result, field) ?? '';
}

/** A field's entered value a conform reply kept, or undefined. */
export function resultValue(result: SubmissionResult<string[]> | null | undefined, field: string): string | undefined {
  const value = result?.initialValue?.[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The text an 'erro' answer shows: the store's own message when it sent one (a limited post: how long to wait,
 * issue 28), else the form's `fallback`.
 */
export function errorText(answer: FormReply | null, fallback: string): string {
  return answer?.status === 'erro' ? (answer.result.error?.['']?.[0] ?? fallback) : fallback;
}

// ---------------------------------------------------------------------------------------------------------------
// The fields each form shows, in the order T§5 tells their messages (the first failing one is the one shown). No
// schema library here: the components import these lists up front, and the check itself (form-checks.ts, the
// contract's schemas) loads on demand.
// ---------------------------------------------------------------------------------------------------------------

export const REVIEW_FIELDS = ['nota', 'comentario', 'nome', 'email'] as const;
export const QUESTION_FIELDS = ['nome', 'email', 'pergunta'] as const;
export const SOLD_OUT_FIELDS = ['nome', 'email'] as const;
export type SoldOutField = (typeof SOLD_OUT_FIELDS)[number];
export const SOB_CONSULTA_FIELDS = ['nome', 'email', 'contato', 'observacao'] as const;
export type SobConsultaField = (typeof SOB_CONSULTA_FIELDS)[number];
/** T§5 'Sob Consulta' telephone: at most 15 characters, (xx) xxxxx-xxxx. */
export const SOB_CONSULTA_PHONE_MAX = FORM_LIMITS.contactPhone;
export const STORE_RATING_FIELDS = ['experiencia', 'atendimento', 'satisfacao', 'mensagem'] as const;
export const NEWSLETTER_FIELDS = ['email'] as const;

/** The quote pop-up's fields, in the order they show (and the order their messages are told). */
export const QUOTE_FIELDS = [
  'contato',
  'nomeRazao',
  'email',
  'cpfCnpj',
  'rgIe',
  'ddd',
  'telefone',
  'uf',
  'cidade',
  'quantidadeProduto',
  'mensagem',
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** A field to correct and its message (T§5 shows the first failing one in the form's order). */
export type FieldError<F extends string> = { field: F; message: string };

/** The first field of `order` that has a message in `errors`, or null. */
export function firstError<F extends string>(
  errors: Record<string, string>,
  order: readonly F[],
): FieldError<F> | null {
  for (const field of order) {
    const message = errors[field];
    if (message !== undefined) return { field, message };
  }
  return null;
}
