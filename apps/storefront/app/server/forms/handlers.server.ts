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
} from '@vitrine/contract';
import { FORM_MESSAGES, STATE_REGISTRATION_EXEMPT } from '@vitrine/contract/form-constants';
import type { z } from 'zod';
import {
  postBudget,
  postListReview,
  postNewsletter,
  postProductBudget,
  postProductReview,
  postQuestion,
  postSolicitation,
  postStoreRating,
} from '../api/api.server';
import type { FormHandler, PostedFields } from './post.server';
import type { FormId } from '../../lib/forms/form-reply';
import {
  QUESTION_FIELDS,
  QUOTE_FIELDS,
  QUOTE_PHONE_NUMBER,
  REVIEW_FIELDS,
  SOB_CONSULTA_FIELDS,
  SOLD_OUT_FIELDS,
  STORE_RATING_FIELDS,
  isExempt,
  quoteCnpj,
  quoteCnpjProblem,
} from '../../lib/forms/form-validation';
import { maskPhone, maskPhoneNumber } from '../../lib/forms/masks';
import { STORE_RATING_KEY_TEXT, STORE_RATING_USED_TEXT } from '../../lib/ui/on-demand-constants';

/**
 * Each form of T§2: its fields as the Store API's request (T§3 entities, the contract's names) and the call that
 * sends it (T§7). The anchors are the ids the components give their sections.
 */

/**
 * A value the contract refuses with the field's own text ('CNPJ inválido', 'Telefone inválido'): a field failing a
 * rule only this form has (T§5: the pop-up's CNPJ of 18 characters, its number of 10) is sent as this.
 */
const REFUSED = 'X';

/** A value typed as bare digits of an expected count, masked as the field's mask writes it; anything else as typed. */
function maskedDigits(value: string | undefined, counts: number[], mask: (digits: string) => string) {
  const text = value?.trim();
  return text !== undefined && /^\d+$/.test(text) && counts.includes(text.length) ? mask(text) : text;
}

const review = (fields: PostedFields) => ({
  nota: fields.number('nota'),
  comentario: fields.text('comentario'),
  nome: fields.text('nome'),
  email: fields.text('email'),
  recomenda: fields.flag('recomenda'),
});

const quote: FormHandler<typeof budgetRequestSchema> = {
  form: 'orcamento',
  anchor: 'orcamento',
  fields: [...QUOTE_FIELDS, 'isento'],
  request: budgetRequestSchema,
  toRequest: (fields) => {
    const ddd = fields.text('ddd')?.trim() ?? '';
    // Typed without its hyphen (no JavaScript), the number is read as the mask writes it.
    const numero = maskedDigits(fields.text('telefone'), [9], maskPhoneNumber) ?? '';
    const cnpj = fields.text('cpfCnpj')?.trim() ?? '';
    return {
      idProduto: fields.number('idProduto'),
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
  refuse: (fields): Record<string, string> => {
    const cnpj = fields.text('cpfCnpj')?.trim() ?? '';
    return cnpj !== '' && quoteCnpjProblem(cnpj) === FORM_MESSAGES.quoteCompaniesOnly
      ? { cpfCnpj: FORM_MESSAGES.quoteCompaniesOnly }
      : {};
  },
  send: (request, body) => postBudget(request, body),
};

const sobConsulta: FormHandler<typeof productBudgetRequestSchema> = {
  form: 'sob-consulta',
  anchor: 'sob-consulta',
  fields: [...SOB_CONSULTA_FIELDS, 'observacao'],
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
  send: (request, body) => postProductBudget(request, body),
};

const soldOut = (form: 'avise-me' | 'avise-me-lista'): FormHandler<typeof solicitationRequestSchema> => ({
  form,
  anchor: 'avise-me',
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
  send: (request, body) => postSolicitation(request, body),
});

const question: FormHandler<typeof questionRequestSchema> = {
  form: 'pergunta',
  anchor: 'pergunte',
  fields: QUESTION_FIELDS,
  request: questionRequestSchema,
  toRequest: (fields) => ({
    idNivel: fields.number('idNivel'),
    nivel: 'produto',
    nome: fields.text('nome'),
    email: fields.text('email'),
    pergunta: fields.text('pergunta'),
  }),
  send: (request, body) => postQuestion(request, body),
};

const productReview: FormHandler<typeof productReviewRequestSchema> = {
  form: 'avaliacao-produto',
  anchor: 'avaliar',
  fields: REVIEW_FIELDS,
  request: productReviewRequestSchema,
  toRequest: (fields) => ({ idProduto: fields.number('idProduto'), ...review(fields) }),
  send: (request, body) => postProductReview(request, body),
};

const listReview: FormHandler<typeof listReviewRequestSchema> = {
  form: 'avaliacao-lista',
  anchor: 'avaliar',
  fields: REVIEW_FIELDS,
  request: listReviewRequestSchema,
  toRequest: (fields) => ({ idListaCompra: fields.number('idListaCompra'), ...review(fields) }),
  send: (request, body) => postListReview(request, body),
};

const storeRating: FormHandler<typeof storeRatingRequestSchema> = {
  form: 'avaliacao-loja',
  anchor: 'avaliacao-loja',
  fields: [...STORE_RATING_FIELDS, 'mensagem'],
  request: storeRatingRequestSchema,
  toRequest: (fields) => ({
    experiencia: fields.number('experiencia'),
    atendimento: fields.number('atendimento'),
    satisfacao: fields.flag('satisfacao'),
    mensagem: fields.text('mensagem'),
    autorizacao: fields.flag('autorizacao'),
  }),
  // Issue 34: the key of the rating's link travels as a hidden field; without it (or with anything that is no key)
  // there is nothing to rate.
  refuse: (fields): Record<string, string> =>
    storeRatingKeySchema.safeParse(fields.text('key')).success ? {} : { key: STORE_RATING_KEY_TEXT },
  // Issue 25: a key used meanwhile (another tab, a second post) is told so, not as a failure to send.
  send: async (request, body, fields) => {
    const sent = await postStoreRating(request, fields.text('key') ?? '', body);
    if (!sent.ok || sent.data.sucesso || sent.data.motivo !== 'usada') return sent;
    return {
      ok: false,
      status: 409,
      error: { code: 'conflict', message: STORE_RATING_USED_TEXT },
      session: sent.session,
    };
  },
};

const newsletter = (form: 'newsletter-rodape' | 'newsletter-popup'): FormHandler<typeof newsletterRequestSchema> => ({
  form,
  anchor: form === 'newsletter-rodape' ? 'newsletter' : 'newsletter-cupom',
  fields: ['email'],
  request: newsletterRequestSchema,
  toRequest: (fields) => ({
    email: fields.text('email'),
    nome: fields.text('nome'),
    cupom: form === 'newsletter-popup',
  }),
  send: (request, body) => postNewsletter(request, body),
});

/** Every form by its id (the last segment of its action, /resources/forms/{id}). */
export const FORM_HANDLERS: { [F in FormId]: FormHandler<z.ZodType> } = {
  orcamento: quote as FormHandler<z.ZodType>,
  'sob-consulta': sobConsulta as FormHandler<z.ZodType>,
  'avise-me': soldOut('avise-me') as FormHandler<z.ZodType>,
  'avise-me-lista': soldOut('avise-me-lista') as FormHandler<z.ZodType>,
  pergunta: question as FormHandler<z.ZodType>,
  'avaliacao-produto': productReview as FormHandler<z.ZodType>,
  'avaliacao-lista': listReview as FormHandler<z.ZodType>,
  'avaliacao-loja': storeRating as FormHandler<z.ZodType>,
  'newsletter-rodape': newsletter('newsletter-rodape') as FormHandler<z.ZodType>,
  'newsletter-popup': newsletter('newsletter-popup') as FormHandler<z.ZodType>,
};
