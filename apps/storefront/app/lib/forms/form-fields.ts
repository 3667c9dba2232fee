import { FORM_LIMITS } from '@vitrine/contract/form-constants';

/**
 * The fields each form of T§2 shows, in the order T§5 tells their messages (the first failing one is the one shown).
 * No schema library here: the components import these lists up front, and the check itself (form-checks.ts, the
 * contract's schemas) loads on demand.
 */

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
