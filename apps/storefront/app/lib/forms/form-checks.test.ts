import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { describe, expect, it } from 'vitest';
import { fieldErrors, quoteCnpj } from './form-checks';
import {
  NEWSLETTER_FIELDS,
  QUESTION_FIELDS,
  QUOTE_FIELDS,
  REVIEW_FIELDS,
  SOB_CONSULTA_FIELDS,
  SOLD_OUT_FIELDS,
  STORE_RATING_FIELDS,
  firstError,
  type FormId,
} from './form-reply';

/** The form's values as the browser posts them, with its hidden ids. */
function errorsOf(form: FormId, values: Record<string, string>): Record<string, string> {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return fieldErrors(form, data);
}

/** The first message of a form's check in its order (T§5 shows one at a time), as the browser tells it. */
const first =
  (form: FormId, hidden: Record<string, string>, order: readonly string[]) => (values: Record<string, string>) =>
    firstError(errorsOf(form, { ...hidden, ...values }), order);

const validateReview = first('avaliacao-produto', { idProduto: '1' }, REVIEW_FIELDS);
const validateQuestion = first('pergunta', { idNivel: '7' }, QUESTION_FIELDS);
const validateSoldOut = first('avise-me', { idProduto: '3', idAtributoValor: '0' }, SOLD_OUT_FIELDS);
const validateSobConsulta = first('sob-consulta', { idProduto: '3' }, SOB_CONSULTA_FIELDS);
const validateStoreRating = first('avaliacao-loja', { key: 'chave-de-teste' }, STORE_RATING_FIELDS);
const validateNewsletter = first('newsletter-rodape', { nome: '.' }, NEWSLETTER_FIELDS);

type QuoteValues = Record<string, string>;
/** The quote pop-up shows every invalid field with its own message; the first one's is the timed alert. */
function validateQuote(values: QuoteValues) {
  const errors = errorsOf('orcamento', { idProduto: '5', ...values });
  const invalid = QUOTE_FIELDS.filter((field) => field in errors);
  return invalid.length === 0 ? null : { errors, invalid, message: firstError(errors, QUOTE_FIELDS)?.message };
}

const review = { nota: '4', comentario: 'Ótimo registrador.', nome: 'Ana', email: 'ana@exemplo.com.br' };

describe('review forms (T§5, in order)', () => {
  it("T§5 stars not chosen: 'Selecione a nota!' first, even with every other field empty", () => {
    expect(validateReview({})).toEqual({ field: 'nota', message: 'Selecione a nota!' });
    expect(validateReview({ ...review, nota: '' })).toEqual({ field: 'nota', message: 'Selecione a nota!' });
  });

  it('T§5 stars are 1 to 5', () => {
    for (const nota of ['0', '6', '2.5', 'x', '-1']) {
      expect(validateReview({ ...review, nota })?.message, nota).toBe('Selecione a nota!');
    }
    for (const nota of ['1', '5']) expect(validateReview({ ...review, nota }), nota).toBeNull();
  });

  it("T§5 then comment, name, e-mail empty: 'Preencha o campo!' on that field", () => {
    expect(validateReview({ nota: '5' })).toEqual({ field: 'comentario', message: 'Preencha o campo!' });
    expect(validateReview({ ...review, comentario: '  ' })).toEqual({
      field: 'comentario',
      message: 'Preencha o campo!',
    });
    expect(validateReview({ ...review, nome: '' })).toEqual({ field: 'nome', message: 'Preencha o campo!' });
    expect(validateReview({ ...review, email: '' })).toEqual({ field: 'email', message: 'Preencha o campo!' });
  });

  it("T§5 last, an e-mail without '@…' then a dot and a letter: 'Insira um E-mail válido!' (capital E)", () => {
    for (const email of ['ana', 'ana@exemplo', 'ana@exemplo.', 'ana@exemplo.1', 'exemplo.com']) {
      expect(validateReview({ ...review, email }), email).toEqual({
        field: 'email',
        message: 'Insira um E-mail válido!',
      });
    }
    expect(validateReview({ ...review, email: 'a@b.c' })).toBeNull();
    expect(validateReview(review)).toBeNull();
  });
});

describe('question form (T§5, in order)', () => {
  const question = { nome: 'Rui', email: 'rui@exemplo.com', pergunta: 'Mede até quantos graus?' };

  it("T§5 name, then e-mail empty: 'Preencha o campo!'", () => {
    expect(validateQuestion({})).toEqual({ field: 'nome', message: 'Preencha o campo!' });
    expect(validateQuestion({ ...question, email: '' })).toEqual({ field: 'email', message: 'Preencha o campo!' });
  });

  it("T§5 then the e-mail format: 'Insira um e-mail válido!' (lower-case e), before an empty question", () => {
    expect(validateQuestion({ nome: 'Rui', email: 'rui@', pergunta: '' })).toEqual({
      field: 'email',
      message: 'Insira um e-mail válido!',
    });
  });

  it("T§5 last, the question empty: 'Preencha o campo!'", () => {
    expect(validateQuestion({ ...question, pergunta: ' ' })).toEqual({
      field: 'pergunta',
      message: 'Preencha o campo!',
    });
    expect(validateQuestion(question)).toBeNull();
  });
});

describe('sold-out notification (T§5)', () => {
  it("T§5 name and e-mail non-empty, else 'Preencha os campos!' on the empty one", () => {
    expect(validateSoldOut({})).toEqual({ field: 'nome', message: 'Preencha os campos!' });
    expect(validateSoldOut({ nome: 'Ana' })).toEqual({ field: 'email', message: 'Preencha os campos!' });
    expect(validateSoldOut({ nome: 'Ana', email: 'ana@exemplo.com' })).toBeNull();
  });

  it("T§5 issue 25: the e-mail is checked only as the browser's type=email field checks it", () => {
    for (const email of ['ana', 'ana@', 'ana@@x.com', 'ana@x..com', 'ana maria@x.com']) {
      expect(validateSoldOut({ nome: 'Ana', email }), email).toEqual({
        field: 'email',
        message: 'Insira um e-mail válido!',
      });
    }
    // What the browser accepts, T§5's stricter rule elsewhere would refuse: no dot after the at-sign, a digit TLD.
    for (const email of ['ana@intranet', 'ana@loja.123', "o'neil@exemplo.com"]) {
      expect(validateSoldOut({ nome: 'Ana', email }), email).toBeNull();
    }
  });
});

describe("'Sob Consulta' form (T§5)", () => {
  const form = { nome: 'Ana', email: 'ana@exemplo.com', contato: '(11) 98765-4321' };

  it("T§5 name, e-mail and telephone all required: 'Preencha os campos!'", () => {
    expect(validateSobConsulta({})).toEqual({ field: 'nome', message: 'Preencha os campos!' });
    expect(validateSobConsulta({ ...form, email: '' })).toEqual({ field: 'email', message: 'Preencha os campos!' });
    expect(validateSobConsulta({ ...form, contato: '' })).toEqual({ field: 'contato', message: 'Preencha os campos!' });
    expect(validateSobConsulta(form)).toBeNull();
  });

  it('T§5 the telephone: at most 15 characters, at least a whole number with its area code', () => {
    expect(validateSobConsulta({ ...form, contato: '(11) 9876' })?.message).toBe('Telefone inválido');
    expect(validateSobConsulta({ ...form, contato: '(11) 98765-43210' })?.message).toBe('Telefone inválido');
    expect(validateSobConsulta({ ...form, contato: 'onze' })?.message).toBe('Telefone inválido');
    expect(validateSobConsulta({ ...form, contato: '1133334444' })).toBeNull();
  });
});

describe('store rating (T§5, in order)', () => {
  it("T§5 experiência and atendimento non-zero: 'Por favor, dê uma nota.'", () => {
    expect(validateStoreRating({})).toEqual({ field: 'experiencia', message: 'Por favor, dê uma nota.' });
    expect(validateStoreRating({ experiencia: '0', atendimento: '5' })).toEqual({
      field: 'experiencia',
      message: 'Por favor, dê uma nota.',
    });
    expect(validateStoreRating({ experiencia: '10', atendimento: '' })).toEqual({
      field: 'atendimento',
      message: 'Por favor, dê uma nota.',
    });
    expect(validateStoreRating({ experiencia: '11', atendimento: '1' })?.field).toBe('experiencia');
  });

  it("T§5 then satisfação chosen, yes or no: 'Por favor, escolha um.'", () => {
    expect(validateStoreRating({ experiencia: '8', atendimento: '9' })).toEqual({
      field: 'satisfacao',
      message: 'Por favor, escolha um.',
    });
    expect(validateStoreRating({ experiencia: '8', atendimento: '9', satisfacao: 'true' })).toBeNull();
    expect(validateStoreRating({ experiencia: '1', atendimento: '1', satisfacao: 'false' })).toBeNull();
  });
});

describe('newsletter (T§5)', () => {
  it('T§5 the e-mail must not be empty', () => {
    expect(validateNewsletter({ email: '' })?.field).toBe('email');
    expect(validateNewsletter({ email: 'ana@exemplo.com' })).toBeNull();
  });
});

describe('quote pop-up (T§5)', () => {
  const quote: QuoteValues = {
    contato: 'Marta Souza',
    email: 'compras@frio.com.br',
    cpfCnpj: '11.222.333/0001-81',
    rgIe: '110.042.490.114',
    ddd: '11',
    telefone: '98765-4321',
    uf: 'SP',
  };

  it('T§5 the required set passes; company name, city, message and quantity are optional', () => {
    expect(validateQuote(quote)).toBeNull();
  });

  it('T§5 every missing required field is highlighted; the first message is told', () => {
    const check = validateQuote({});
    expect(check?.invalid).toEqual(['contato', 'email', 'cpfCnpj', 'rgIe', 'ddd', 'telefone', 'uf']);
    expect(check?.message).toBe('Preencha o campo!');
  });

  it("T§5 'Isento' lifts the state registration", () => {
    expect(validateQuote({ ...quote, rgIe: '' })?.invalid).toEqual(['rgIe']);
    expect(validateQuote({ ...quote, rgIe: '', isento: 'on' })).toBeNull();
  });

  it("T§5 issue 25 'CNPJ inválido': wrong length or check digits; typed with or without punctuation it passes", () => {
    for (const cpfCnpj of ['11.222.333/0001-8', '1122233300018', '11.222.333/0001-82', '00.000.000/0000-00']) {
      expect(validateQuote({ ...quote, cpfCnpj }), cpfCnpj).toEqual({
        errors: { cpfCnpj: 'CNPJ inválido' },
        invalid: ['cpfCnpj'],
        message: 'CNPJ inválido',
      });
    }
    for (const cpfCnpj of ['11222333000181', '11.222.333/0001-81', ' 11.222.333/000181 ', '12.ABC.345/01DE-35']) {
      expect(validateQuote({ ...quote, cpfCnpj }), cpfCnpj).toBeNull();
    }
    expect(quoteCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(quoteCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('issue 25: a CPF holder is told the pop-up is for companies and where to ask instead', () => {
    for (const cpfCnpj of ['529.982.247-25', '52998224725', '52.998.224/725']) {
      expect(validateQuote({ ...quote, cpfCnpj })?.errors.cpfCnpj, cpfCnpj).toBe(FORM_MESSAGES.quoteCompaniesOnly);
    }
    expect(FORM_MESSAGES.quoteCompaniesOnly).toMatch(/empresas \(CNPJ\)[\s\S]*Pessoa física: compre pelo site ou fale/);
  });

  it("T§5 'Telefone inválido': area code 2 digits (a real one), number exactly xxxxx-xxxx (10 characters)", () => {
    // The area code is highlighted, and the phone it makes with the number is no phone either.
    expect(validateQuote({ ...quote, ddd: '1' })).toEqual({
      errors: { ddd: 'Telefone inválido', telefone: 'Telefone inválido' },
      invalid: ['ddd', 'telefone'],
      message: 'Telefone inválido',
    });
    expect(validateQuote({ ...quote, ddd: '10' })?.invalid).toEqual(['ddd', 'telefone']);
    expect(validateQuote({ ...quote, telefone: '3333-4444' })).toEqual({
      errors: { telefone: 'Telefone inválido' },
      invalid: ['telefone'],
      message: 'Telefone inválido',
    });
    expect(validateQuote({ ...quote, telefone: '98765-432' })?.message).toBe('Telefone inválido');
  });

  it('T§5 issue 25: each invalid field has its own message; the timed one follows the form order', () => {
    expect(validateQuote({ ...quote, email: 'x@', cpfCnpj: '1', telefone: '1' })).toEqual({
      errors: { email: 'Insira um e-mail válido!', cpfCnpj: 'CNPJ inválido', telefone: 'Telefone inválido' },
      invalid: ['email', 'cpfCnpj', 'telefone'],
      message: 'Insira um e-mail válido!',
    });
  });

  it('T§9 the state comes from the list', () => {
    expect(validateQuote({ ...quote, uf: 'XX' })?.invalid).toEqual(['uf']);
    expect(validateQuote({ ...quote, uf: 'DF' })).toBeNull();
  });
});
