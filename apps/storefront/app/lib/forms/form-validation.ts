import { FORM_MESSAGES as M, REVIEW_NOTE, STORE_RATING_NOTE, UFS, type Uf } from '@vitrine/contract/form-constants';
import { AREA_CODES, isValidCnpj, isValidEmail, parsePhone } from '@vitrine/contract/documents';
import { CNPJ_LENGTH } from './masks';

/**
 * T§5: each form's checks in the browser, in the spec's order, returning the first failure with its exact text.
 * They run before a form is sent (a convenience: nothing leaves the page for a check the browser can make). The
 * rule itself is the contract's schema, which the storefront's actions parse every post with (server/forms/post.server.ts) and
 * the Store API again: these functions use the contract's predicates and texts, and forms.server.test.ts checks
 * they give the same first message as the schemas. No schema library here, so the page does not ship one.
 */

/** Form values as posted: every field a string (absent fields are undefined). */
export type FormValues<F extends string> = Partial<Record<F, string>>;
export type FieldError<F extends string> = { field: F; message: string };

const blank = (value: string | undefined) => (value ?? '').trim() === '';
const emailOk = (value: string | undefined) => isValidEmail((value ?? '').trim());

/** A whole note in [min, max] written in digits, else null. */
function note(value: string | undefined, range: { min: number; max: number }): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= range.min && n <= range.max ? n : null;
}

export const REVIEW_FIELDS = ['nota', 'comentario', 'nome', 'email'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/**
 * T§5 product and purchase-list review, in this order: stars not chosen 'Selecione a nota!'; comment, name,
 * e-mail empty 'Preencha o campo!'; e-mail without an at-sign followed by a dot and a letter
 * 'Insira um E-mail válido!'.
 */
export function validateReview(values: FormValues<ReviewField>): FieldError<ReviewField> | null {
  if (note(values.nota, REVIEW_NOTE) === null) return { field: 'nota', message: M.reviewNote };
  for (const field of ['comentario', 'nome', 'email'] as const) {
    if (blank(values[field])) return { field, message: M.required };
  }
  if (!emailOk(values.email)) return { field: 'email', message: M.reviewEmail };
  return null;
}

export const QUESTION_FIELDS = ['nome', 'email', 'pergunta'] as const;
export type QuestionField = (typeof QUESTION_FIELDS)[number];

/**
 * T§5 question form, in this order: name empty, e-mail empty 'Preencha o campo!'; e-mail not matching
 * 'Insira um e-mail válido!' (lower-case e); question empty 'Preencha o campo!'.
 */
export function validateQuestion(values: FormValues<QuestionField>): FieldError<QuestionField> | null {
  if (blank(values.nome)) return { field: 'nome', message: M.required };
  if (blank(values.email)) return { field: 'email', message: M.required };
  if (!emailOk(values.email)) return { field: 'email', message: M.questionEmail };
  if (blank(values.pergunta)) return { field: 'pergunta', message: M.required };
  return null;
}

export const SOLD_OUT_FIELDS = ['nome', 'email'] as const;
export type SoldOutField = (typeof SOLD_OUT_FIELDS)[number];

/**
 * T§5 sold-out notification (product and list): name and e-mail non-empty, else 'Preencha os campos!' with the
 * empty field highlighted. The format is the browser's check (input type email); the contract still refuses a
 * malformed e-mail ('Insira um e-mail válido!') when the browser's check was skipped.
 */
export function validateSoldOut(values: FormValues<SoldOutField>): FieldError<SoldOutField> | null {
  for (const field of SOLD_OUT_FIELDS) {
    if (blank(values[field])) return { field, message: M.requiredAll };
  }
  if (!emailOk(values.email)) return { field: 'email', message: M.questionEmail };
  return null;
}

export const SOB_CONSULTA_FIELDS = ['nome', 'email', 'contato'] as const;
export type SobConsultaField = (typeof SOB_CONSULTA_FIELDS)[number];
/** T§5 'Sob Consulta' telephone: at most 15 characters, (xx) xxxxx-xxxx. */
export const SOB_CONSULTA_PHONE_MAX = 15;
const PHONE_MIN_DIGITS = 10;

/**
 * T§5 'Sob Consulta' form: name, e-mail and telephone all required, else 'Preencha os campos!'; a malformed
 * e-mail or telephone gets the contract's 'Insira um e-mail válido!' / 'Telefone inválido'.
 */
export function validateSobConsulta(values: FormValues<SobConsultaField>): FieldError<SobConsultaField> | null {
  if (blank(values.nome)) return { field: 'nome', message: M.requiredAll };
  if (blank(values.email)) return { field: 'email', message: M.requiredAll };
  if (!emailOk(values.email)) return { field: 'email', message: M.questionEmail };
  const phone = (values.contato ?? '').trim();
  if (phone === '') return { field: 'contato', message: M.requiredAll };
  const digits = phone.replace(/\D/g, '').length;
  if (!/^[\d\s().+-]+$/.test(phone) || digits < PHONE_MIN_DIGITS || phone.length > SOB_CONSULTA_PHONE_MAX) {
    return { field: 'contato', message: M.phone };
  }
  return null;
}

export const STORE_RATING_FIELDS = ['experiencia', 'atendimento', 'satisfacao'] as const;
export type StoreRatingField = (typeof STORE_RATING_FIELDS)[number];

/**
 * T§5 store rating: experiencia non-zero else 'Por favor, dê uma nota.'; atendimento the same; satisfacao chosen
 * (yes or no) else 'Por favor, escolha um.'. The message and the authorization are optional.
 */
export function validateStoreRating(values: FormValues<StoreRatingField>): FieldError<StoreRatingField> | null {
  for (const field of ['experiencia', 'atendimento'] as const) {
    if (note(values[field], STORE_RATING_NOTE) === null) return { field, message: M.ratingNote };
  }
  if (values.satisfacao !== 'true' && values.satisfacao !== 'false') {
    return { field: 'satisfacao', message: M.ratingChoice };
  }
  return null;
}

export type NewsletterField = 'email';

/** T§5 newsletter strip and popup: an empty (or malformed) e-mail highlights the field. */
export function validateNewsletter(values: FormValues<NewsletterField>): FieldError<NewsletterField> | null {
  if (blank(values.email)) return { field: 'email', message: M.required };
  if (!emailOk(values.email)) return { field: 'email', message: M.questionEmail };
  return null;
}

/** The quote popup's fields, in the order they show (and the order their messages are told). */
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

/** T§5 quote popup: the number without its area code is xxxxx-xxxx (10 characters). */
export const QUOTE_PHONE_NUMBER = /^\d{5}-\d{4}$/;

const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value);

/** 'Isento' ticked: the checkbox posts 'on'. */
export const isExempt = (value: string | undefined) => value === 'on' || value === 'true';

/**
 * T§5 quote popup. Required: name (contato), e-mail, CNPJ, area code, phone and state; the state registration
 * unless 'Isento' is ticked; company name, city and message optional. CNPJ 18 characters (xx.xxx.xxx/xxxx-xx)
 * with valid check digits, numeric or alphanumeric; area code 2 digits (a real one); number exactly xxxxx-xxxx.
 * Every invalid field is reported (all are highlighted until focused); the message is the first one's in form
 * order ('CNPJ inválido', 'Telefone inválido', or the contract's text for a missing field). The quantity is never
 * invalid: empty or zero becomes 1.
 */
export function validateQuote(values: QuoteValues): QuoteCheck | null {
  const problems: FieldError<QuoteField>[] = [];
  const fail = (field: QuoteField, message: string) => problems.push({ field, message });
  if (blank(values.contato)) fail('contato', M.required);
  if (blank(values.email)) fail('email', M.required);
  else if (!emailOk(values.email)) fail('email', M.questionEmail);
  const cnpj = (values.cpfCnpj ?? '').trim();
  if (cnpj.length !== CNPJ_LENGTH || !isValidCnpj(cnpj)) fail('cpfCnpj', M.cnpj);
  if (!isExempt(values.isento) && blank(values.rgIe)) fail('rgIe', M.stateRegistration);
  const ddd = (values.ddd ?? '').trim();
  const numero = (values.telefone ?? '').trim();
  if (!AREA_CODES.has(ddd)) fail('ddd', M.phone);
  if (!QUOTE_PHONE_NUMBER.test(numero) || (AREA_CODES.has(ddd) && !parsePhone(`${ddd}${numero}`))) {
    fail('telefone', M.phone);
  }
  if (!isUf((values.uf ?? '').trim().toUpperCase())) fail('uf', M.uf);
  if (problems.length === 0) return null;
  problems.sort((a, b) => QUOTE_FIELDS.indexOf(a.field) - QUOTE_FIELDS.indexOf(b.field));
  return { invalid: problems.map((p) => p.field), message: problems[0]?.message ?? M.required };
}
