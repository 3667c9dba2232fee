import {
  budgetRequestSchema,
  listReviewRequestSchema,
  newsletterRequestSchema,
  productBudgetRequestSchema,
  productReviewRequestSchema,
  questionRequestSchema,
  solicitationRequestSchema,
  storeRatingRequestSchema,
} from '@vitrine/contract';
import { STATE_REGISTRATION_EXEMPT } from '@vitrine/contract/form-constants';
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
} from '../../lib/forms/form-validation';
import { CNPJ_LENGTH } from '../../lib/forms/masks';

/**
 * Each form of T§2: its fields as the Store API's request (T§3 entities, the contract's names) and the call that
 * sends it (T§7). The anchors are the ids the components give their sections.
 */

/**
 * A value the contract refuses with the field's own text ('CNPJ inválido', 'Telefone inválido'): a field failing a
 * rule only this form has (T§5: the pop-up's CNPJ of 18 characters, its number of 10) is sent as this.
 */
const REFUSED = 'X';

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
    const numero = fields.text('telefone')?.trim() ?? '';
    const cnpj = fields.text('cpfCnpj')?.trim() ?? '';
    return {
      idProduto: fields.number('idProduto'),
      contato: fields.text('contato'),
      email: fields.text('email'),
      // T§5: the pop-up asks for a CNPJ of 18 characters (a CPF is the contract's, not this form's).
      cpfCnpj: cnpj === '' || cnpj.length === CNPJ_LENGTH ? cnpj : REFUSED,
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
      precoProduto: fields.text('precoProduto'),
      copiaEmail: fields.flag('copiaEmail'),
      newsletter: fields.flag('newsletter'),
    };
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
    contato: fields.text('contato'),
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
  send: (request, body, fields) => postStoreRating(request, fields.text('key') ?? '', body),
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
