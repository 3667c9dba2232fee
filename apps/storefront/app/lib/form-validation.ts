import {
  CNPJ_INVALID_TEXT,
  FILL_FIELD_TEXT,
  FILL_FIELDS_TEXT,
  PHONE_INVALID_TEXT,
  QUESTION_EMAIL_INVALID_TEXT,
  REVIEW_EMAIL_INVALID_TEXT,
  REVIEW_MAX_STARS,
  SELECT_STARS_TEXT,
  STORE_RATING_CHOOSE_TEXT,
  STORE_RATING_MAX_NOTE,
  STORE_RATING_NOTE_TEXT,
} from './constants';
import { AREA_CODE_DIGITS, CNPJ_LENGTH, PHONE_NUMBER_LENGTH } from './masks';
import { isValidCnpj } from './cnpj';
import { isUf } from './uf';

/**
 * T§5: each form's checks, in the spec's order, returning the first failure with its exact text. The browser runs
 * them before sending (a convenience); the storefront's actions run the same functions inside the forms' zod schemas
 * (forms.server.ts), so a plain form post without JavaScript gets the same message; the Store API checks again.
 */

/** Form values as posted: every field a string (absent fields are undefined). */
export type FormValues<F extends string> = Partial<Record<F, string>>;
export type FieldError<F extends string> = { field: F; message: string };

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** T§5: an e-mail needs an at-sign followed later by a dot and a letter ('a@b.c'). */
export function looksLikeEmail(value: string): boolean {
  return /^[^@\s]+@[^@\s]*\.[A-Za-z][^@\s]*$/.test(value.trim());
}

/** A whole number in [min, max] written in digits, else null. */
function note(value: string | undefined, max: number): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

export type ReviewField = 'nota' | 'comentario' | 'nome' | 'email';

/**
 * T§5 product and purchase-list review, in this order: stars not chosen 'Selecione a nota!'; comment, name,
 * e-mail empty 'Preencha o campo!'; e-mail without '@…​.x' 'Insira um E-mail válido!'.
 */
export function validateReview(values: FormValues<ReviewField>): FieldError<ReviewField> | null {
  if (note(values.nota, REVIEW_MAX_STARS) === null) return { field: 'nota', message: SELECT_STARS_TEXT };
  for (const field of ['comentario', 'nome', 'email'] as const) {
    if (blank(values[field])) return { field, message: FILL_FIELD_TEXT };
  }
  if (!looksLikeEmail(values.email ?? '')) return { field: 'email', message: REVIEW_EMAIL_INVALID_TEXT };
  return null;
}

export type QuestionField = 'nome' | 'email' | 'pergunta';

/**
 * T§5 question form, in this order: name empty, e-mail empty 'Preencha o campo!'; e-mail without '@…​.x'
 * 'Insira um e-mail válido!' (lower-case e); question empty 'Preencha o campo!'.
 */
export function validateQuestion(values: FormValues<QuestionField>): FieldError<QuestionField> | null {
  if (blank(values.nome)) return { field: 'nome', message: FILL_FIELD_TEXT };
  if (blank(values.email)) return { field: 'email', message: FILL_FIELD_TEXT };
  if (!looksLikeEmail(values.email ?? '')) return { field: 'email', message: QUESTION_EMAIL_INVALID_TEXT };
  if (blank(values.pergunta)) return { field: 'pergunta', message: FILL_FIELD_TEXT };
  return null;
}

export type SoldOutField = 'nome' | 'email';

/**
 * T§5 sold-out notification (product and list): name and e-mail non-empty, else 'Preencha os campos!' with the
 * empty field highlighted. The e-mail's format is the browser's (input type email); the server still refuses a
 * malformed one.
 */
export function validateSoldOut(values: FormValues<SoldOutField>): FieldError<SoldOutField> | null {
  for (const field of ['nome', 'email'] as const) {
    if (blank(values[field])) return { field, message: FILL_FIELDS_TEXT };
  }
  if (!looksLikeEmail(values.email ?? '')) return { field: 'email', message: FILL_FIELDS_TEXT };
  return null;
}

export type SobConsultaField = 'nome' | 'email' | 'contato';
/** T§5 'Sob Consulta' telephone: at most 15 characters, (xx) xxxxx-xxxx. */
export const SOB_CONSULTA_PHONE_MAX = 15;
const SOB_CONSULTA_PHONE_MIN_DIGITS = 10;

/** T§5 'Sob Consulta' form: name, e-mail and telephone all required, else 'Preencha os campos!'. */
export function validateSobConsulta(values: FormValues<SobConsultaField>): FieldError<SobConsultaField> | null {
  for (const field of ['nome', 'email', 'contato'] as const) {
    if (blank(values[field])) return { field, message: FILL_FIELDS_TEXT };
  }
  if (!looksLikeEmail(values.email ?? '')) return { field: 'email', message: FILL_FIELDS_TEXT };
  const phone = values.contato ?? '';
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > SOB_CONSULTA_PHONE_MAX || digits < SOB_CONSULTA_PHONE_MIN_DIGITS) {
    return { field: 'contato', message: FILL_FIELDS_TEXT };
  }
  return null;
}

export type StoreRatingField = 'experiencia' | 'atendimento' | 'satisfacao';

/**
 * T§5 store rating: experiencia non-zero else 'Por favor, dê uma nota.'; atendimento the same; satisfacao chosen
 * (yes or no) else 'Por favor, escolha um.'. The message and the authorization are optional.
 */
export function validateStoreRating(values: FormValues<StoreRatingField>): FieldError<StoreRatingField> | null {
  for (const field of ['experiencia', 'atendimento'] as const) {
    if (note(values[field], STORE_RATING_MAX_NOTE) === null) return { field, message: STORE_RATING_NOTE_TEXT };
  }
  if (values.satisfacao !== 'true' && values.satisfacao !== 'false') {
    return { field: 'satisfacao', message: STORE_RATING_CHOOSE_TEXT };
  }
  return null;
}

export type NewsletterField = 'email';

/** T§5 newsletter strip and popup: e-mail non-empty (the field is highlighted); the format is the browser's. */
export function validateNewsletter(values: FormValues<NewsletterField>): FieldError<NewsletterField> | null {
  if (blank(values.email) || !looksLikeEmail(values.email ?? '')) return { field: 'email', message: '' };
  return null;
}

/** The quote popup's fields, in the order they show. */
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
export type QuoteValues = FormValues<QuoteField | 'isento'>;
export type QuoteCheck = { invalid: QuoteField[]; message: string };

/**
 * T§5 quote popup. Required: name (contato), e-mail, CNPJ, area code, phone and state; the state registration
 * unless 'Isento' is ticked; company name, city and message optional. CNPJ 18 characters (xx.xxx.xxx/xxxx-xx)
 * with valid check digits; area code 2 digits; number exactly 10 characters (xxxxx-xxxx). Every invalid field
 * is reported (all are highlighted until focused); the message is the first invalid field's, in form order:
 * an empty required field 'Preencha os campos!', the CNPJ 'CNPJ inválido', the phone 'Telefone inválido', the
 * e-mail 'Insira um e-mail válido!'. The quantity is never invalid: empty or zero becomes 1.
 */
export function validateQuote(values: QuoteValues): QuoteCheck | null {
  const problems: { field: QuoteField; message: string }[] = [];
  const required = (field: QuoteField) => {
    if (blank(values[field])) problems.push({ field, message: FILL_FIELDS_TEXT });
    return !blank(values[field]);
  };
  required('contato');
  if (required('email') && !looksLikeEmail(values.email ?? '')) {
    problems.push({ field: 'email', message: QUESTION_EMAIL_INVALID_TEXT });
  }
  const cnpj = (values.cpfCnpj ?? '').trim();
  if (required('cpfCnpj') && (cnpj.length !== CNPJ_LENGTH || !isValidCnpj(cnpj))) {
    problems.push({ field: 'cpfCnpj', message: CNPJ_INVALID_TEXT });
  }
  if (values.isento !== 'on' && values.isento !== 'true') required('rgIe');
  if (required('ddd') && !new RegExp(`^\\d{${AREA_CODE_DIGITS}}$`).test((values.ddd ?? '').trim())) {
    problems.push({ field: 'ddd', message: PHONE_INVALID_TEXT });
  }
  const phone = (values.telefone ?? '').trim();
  if (required('telefone') && (phone.length !== PHONE_NUMBER_LENGTH || !/^\d{5}-\d{4}$/.test(phone))) {
    problems.push({ field: 'telefone', message: PHONE_INVALID_TEXT });
  }
  if (required('uf') && !isUf(values.uf ?? '')) problems.push({ field: 'uf', message: FILL_FIELDS_TEXT });
  if (problems.length === 0) return null;
  problems.sort((a, b) => QUOTE_FIELDS.indexOf(a.field) - QUOTE_FIELDS.indexOf(b.field));
  return { invalid: problems.map((p) => p.field), message: problems[0]?.message ?? FILL_FIELDS_TEXT };
}
