import { parseWithZod } from '@conform-to/zod/v4';
import {
  budgetRequestSchema,
  listReviewRequestSchema,
  newsletterRequestSchema,
  productBudgetRequestSchema,
  productReviewRequestSchema,
  questionRequestSchema,
  solicitationRequestSchema,
  storeRatingKeySchema,
  storeRatingRequestSchema,
} from '@vitrine/contract/forms';
import { isAreaCode, isValidCnpj, isValidCpf } from '@vitrine/contract/documents';
import { FORM_MESSAGES, STATE_REGISTRATION_EXEMPT } from '@vitrine/contract/form-constants';
import { z } from 'zod';
import {
  type FormId,
  NEWSLETTER_FIELDS,
  QUESTION_FIELDS,
  QUOTE_FIELDS,
  REVIEW_FIELDS,
  SOB_CONSULTA_FIELDS,
  SOLD_OUT_FIELDS,
  STORE_RATING_FIELDS,
} from './form-reply';
import { CNPJ_LENGTH, cnpjChars, maskCnpj, maskPhone, maskPhoneNumber } from './masks';
import { STORE_RATING_KEY_TEXT } from './form-texts';

/**
 * The one check of every form of T§2, run by the storefront's action on every post (server/forms/post.server.ts)
 * and by the browser before it posts (form-check-client.ts loads this module on demand, so no page carries the
 * schema library up front). Each form's fields become the Store API's request (`toRequest`) and the contract's
 * request schema checks it — the Store API's own rule, order and T§5 texts — plus the rules only the form has
 * (`refuse`). The browser and the server therefore tell the same message for the same input by construction.
 */

/** A form's posted fields, read as the contract's JSON types expect them. */
export class PostedFields {
  constructor(private readonly payload: Record<string, unknown>) {}

  /** The text as posted (undefined when absent: the contract's "missing"). */
  text(name: string): string | undefined {
    const value = this.payload[name];
    return typeof value === 'string' ? value : undefined;
  }

  /** Digits → a number; empty or absent → undefined; anything else stays text (the contract refuses it). */
  number(name: string): number | string | undefined {
    const value = this.text(name)?.trim();
    if (value === undefined || value === '') return undefined;
    return /^\d{1,10}$/.test(value) ? Number(value) : value;
  }

  /** A checkbox ('on') or a yes/no radio ('true' / 'false'); absent → undefined (the contract's default). */
  flag(name: string): boolean | string | undefined {
    const value = this.text(name);
    if (value === undefined || value === '') return undefined;
    if (value === 'on' || value === 'true') return true;
    return value === 'false' ? false : value;
  }
}

export type FormCheck<S extends z.ZodType> = {
  /** The fields the form shows: errors on others (hidden ids) read as a failure, not as a field to fix. */
  fields: readonly string[];
  /** The contract's request schema. */
  request: S;
  /** The form's fields as the request (JSON types); what the contract refuses is reported on these names. */
  toRequest: (fields: PostedFields) => Record<string, unknown>;
  /**
   * Field errors of a rule only this form has, told over the contract's (the quote pop-up is for companies: a CPF,
   * which the contract takes from a person, gets the pop-up's own text). Empty when there is none.
   */
  refuse?: (fields: PostedFields) => Record<string, string>;
};

/** A form's schema for parseWithZod: the posted fields, made into the request, checked by the contract. */
export function formSchema<R extends z.ZodType>(check: Pick<FormCheck<R>, 'request' | 'toRequest'>) {
  return (
    z
      .record(z.string(), z.unknown())
      .transform((payload) => check.toRequest(new PostedFields(payload)))
      // The request is built untyped from text fields: the contract's schema is what types it.
      .pipe(check.request as unknown as z.ZodType<z.output<R>, Record<string, unknown>>)
  );
}

/** conform's submission of a post and the form's own refusals (field → message), as the action reads them. */
export function checkSubmission<R extends z.ZodType>(check: FormCheck<R>, form: FormData) {
  const submission = parseWithZod(form, { schema: formSchema(check), disableAutoCoercion: true });
  const own = check.refuse?.(new PostedFields(Object.fromEntries(form))) ?? {};
  return { submission, own };
}

/**
 * Each shown field's first message for a form's values (empty when the form may go): what the action would answer,
 * used by the browser before it posts.
 */
export function fieldErrors(form: FormId, values: FormData): Record<string, string> {
  const check = FORM_CHECKS[form];
  const { submission, own } = checkSubmission(check, values);
  const errors: Record<string, string[] | null | undefined> = {
    ...(submission.status === 'success' ? {} : submission.error),
    ...Object.fromEntries(Object.entries(own).map(([field, message]) => [field, [message]])),
  };
  return Object.fromEntries(
    check.fields.flatMap((field) => {
      const message = errors[field]?.[0];
      return message === undefined ? [] : [[field, message]];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The quote pop-up's own rules (T§5: a company's CNPJ of 18 characters, area code and number apart)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A value the contract refuses with the field's own text ('CNPJ inválido', 'Telefone inválido'): a field failing a
 * rule only this form has is sent as this.
 */
const REFUSED = 'X';
const CPF_DIGITS = 11;
/** T§5 quote popup: the number without its area code is xxxxx-xxxx (10 characters). */
const QUOTE_PHONE_NUMBER = /^\d{5}-\d{4}$/;

/** 'Isento' ticked: the checkbox posts 'on'. */
const isExempt = (value: string | undefined) => value === 'on' || value === 'true';

/**
 * The pop-up's CNPJ as the Store API gets it: typed with or without punctuation, it is sent masked
 * (xx.xxx.xxx/xxxx-xx). Anything that is not 14 CNPJ characters is sent as typed (the contract refuses it).
 */
export function quoteCnpj(value: string | undefined): string {
  const text = (value ?? '').trim();
  const masked = maskCnpj(text);
  return masked.length === CNPJ_LENGTH && cnpjChars(text).length === text.replace(/[.\-/\s]/g, '').length
    ? masked
    : text;
}

/** A valid CPF in the pop-up is told the pop-up is for companies; anything else not a valid CNPJ 'CNPJ inválido'. */
function quoteCnpjProblem(value: string): string | null {
  const chars = cnpjChars(value);
  if (chars.length === CPF_DIGITS && /^\d+$/.test(chars) && isValidCpf(chars)) return FORM_MESSAGES.quoteCompaniesOnly;
  const cnpj = quoteCnpj(value);
  return cnpj.length === CNPJ_LENGTH && isValidCnpj(cnpj) ? null : FORM_MESSAGES.cnpj;
}

/** A value typed as bare digits of an expected count, masked as the field's mask writes it; anything else as typed. */
function maskedDigits(value: string | undefined, counts: number[], mask: (digits: string) => string) {
  const text = value?.trim();
  if (text === undefined || !/^\d+$/.test(text) || !counts.includes(text.length)) return text;
  const masked = mask(text);
  return masked.replace(/\D/g, '') === text ? masked : text;
}

const quote: FormCheck<typeof budgetRequestSchema> = {
  fields: [...QUOTE_FIELDS, 'isento'],
  request: budgetRequestSchema,
  toRequest: (fields) => {
    const ddd = fields.text('ddd')?.trim() ?? '';
    // Typed without its hyphen (no JavaScript), the number is read as the mask writes it.
    const numero = maskedDigits(fields.text('telefone'), [9], maskPhoneNumber) ?? '';
    const cnpj = fields.text('cpfCnpj')?.trim() ?? '';
    return {
      idProduto: fields.number('idProduto'),
      idAtributoValor: fields.number('idAtributoValor'),
      contato: fields.text('contato'),
      email: fields.text('email'),
      // T§5: the pop-up asks for a CNPJ (xx.xxx.xxx/xxxx-xx), typed with or without punctuation; a CPF is the
      // contract's (a person), not this form's (`refuse` tells the person where to ask instead).
      cpfCnpj: cnpj === '' || quoteCnpjProblem(cnpj) === null ? quoteCnpj(cnpj) : REFUSED,
      // T§5: area code (2 digits) and number (xxxxx-xxxx, 10 characters) make the phone.
      telefone:
        ddd === '' && numero === ''
          ? ''
          : /^\d{2}$/.test(ddd) && QUOTE_PHONE_NUMBER.test(numero)
            ? `(${ddd}) ${numero}`
            : REFUSED,
      uf: fields.text('uf'),
      rgIe: isExempt(fields.text('isento')) ? STATE_REGISTRATION_EXEMPT : fields.text('rgIe'),
      nomeRazao: fields.text('nomeRazao'),
      cidade: fields.text('cidade'),
      quantidadeProduto: fields.text('quantidadeProduto')?.replace(/^0+$/, ''),
      mensagem: fields.text('mensagem'),
      precoProduto: fields.text('precoProduto'),
      copiaEmail: fields.flag('copiaEmail'),
      newsletter: fields.flag('newsletter'),
    };
  },
  refuse: (fields) => {
    const own: Record<string, string> = {};
    const cnpj = fields.text('cpfCnpj')?.trim() ?? '';
    if (cnpj !== '' && quoteCnpjProblem(cnpj) === FORM_MESSAGES.quoteCompaniesOnly) {
      own.cpfCnpj = FORM_MESSAGES.quoteCompaniesOnly;
    }
    // T§5: the area code is a field of its own, highlighted when it is no real one.
    if (!isAreaCode(fields.text('ddd')?.trim() ?? '')) own.ddd = FORM_MESSAGES.phone;
    return own;
  },
};

const review = (fields: PostedFields) => ({
  nota: fields.number('nota'),
  comentario: fields.text('comentario'),
  nome: fields.text('nome'),
  email: fields.text('email'),
  recomenda: fields.flag('recomenda'),
});

const soldOut = (form: 'avise-me' | 'avise-me-lista'): FormCheck<typeof solicitationRequestSchema> => ({
  fields: SOLD_OUT_FIELDS,
  request: solicitationRequestSchema,
  toRequest: (fields) =>
    form === 'avise-me'
      ? {
          idProduto: fields.number('idProduto'),
          idAtributoValor: fields.number('idAtributoValor'),
          nome: fields.text('nome'),
          email: fields.text('email'),
        }
      : { idListaCompra: fields.number('idListaCompra'), nome: fields.text('nome'), email: fields.text('email') },
});

const newsletter = (form: 'newsletter-rodape' | 'newsletter-popup'): FormCheck<typeof newsletterRequestSchema> => ({
  fields: NEWSLETTER_FIELDS,
  request: newsletterRequestSchema,
  toRequest: (fields) => ({
    email: fields.text('email'),
    nome: fields.text('nome'),
    cupom: form === 'newsletter-popup',
  }),
});

/** Every form's check by its id. */
export const FORM_CHECKS: { [F in FormId]: FormCheck<z.ZodType> } = {
  orcamento: quote as FormCheck<z.ZodType>,
  'sob-consulta': {
    fields: SOB_CONSULTA_FIELDS,
    request: productBudgetRequestSchema,
    toRequest: (fields) => ({
      idProduto: fields.number('idProduto'),
      nome: fields.text('nome'),
      email: fields.text('email'),
      // Typed without its mask (no JavaScript), the phone is stored as the mask writes it.
      contato: maskedDigits(fields.text('contato'), [10, 11], maskPhone),
      observacao: fields.text('observacao'),
      mailing: fields.flag('mailing'),
      enviarEmail: fields.flag('enviarEmail'),
    }),
  },
  'avise-me': soldOut('avise-me') as FormCheck<z.ZodType>,
  'avise-me-lista': soldOut('avise-me-lista') as FormCheck<z.ZodType>,
  pergunta: {
    fields: QUESTION_FIELDS,
    request: questionRequestSchema,
    toRequest: (fields) => ({
      idNivel: fields.number('idNivel'),
      nivel: 'produto',
      nome: fields.text('nome'),
      email: fields.text('email'),
      pergunta: fields.text('pergunta'),
    }),
  },
  'avaliacao-produto': {
    fields: REVIEW_FIELDS,
    request: productReviewRequestSchema,
    toRequest: (fields) => ({ idProduto: fields.number('idProduto'), ...review(fields) }),
  },
  'avaliacao-lista': {
    fields: REVIEW_FIELDS,
    request: listReviewRequestSchema,
    toRequest: (fields) => ({ idListaCompra: fields.number('idListaCompra'), ...review(fields) }),
  },
  'avaliacao-loja': {
    fields: STORE_RATING_FIELDS,
    request: storeRatingRequestSchema,
    toRequest: (fields) => ({
      experiencia: fields.number('experiencia'),
      atendimento: fields.number('atendimento'),
      satisfacao: fields.flag('satisfacao'),
      mensagem: fields.text('mensagem'),
      autorizacao: fields.flag('autorizacao'),
    }),
    // The key of the rating's link travels as a hidden field; without it (or with anything that is no key) there is
    // nothing to rate.
    refuse: (fields): Record<string, string> =>
      storeRatingKeySchema.safeParse(fields.text('key')).success ? {} : { key: STORE_RATING_KEY_TEXT },
  },
  'newsletter-rodape': newsletter('newsletter-rodape') as FormCheck<z.ZodType>,
  'newsletter-popup': newsletter('newsletter-popup') as FormCheck<z.ZodType>,
};
