import { describe, expect, it } from 'vitest';
import {
  validateNewsletter,
  validateQuestion,
  validateQuote,
  validateReview,
  validateSobConsulta,
  validateSoldOut,
  validateStoreRating,
  type QuoteValues,
} from './form-validation';

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

  it("a malformed e-mail (the browser's check skipped) gets the contract's text", () => {
    expect(validateSoldOut({ nome: 'Ana', email: 'ana' })).toEqual({
      field: 'email',
      message: 'Insira um e-mail válido!',
    });
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

  it("T§5 'CNPJ inválido': not 18 characters, or wrong check digits; numeric or alphanumeric", () => {
    for (const cpfCnpj of ['11.222.333/0001-8', '11222333000181', '11.222.333/0001-82', '00.000.000/0000-00']) {
      expect(validateQuote({ ...quote, cpfCnpj }), cpfCnpj).toEqual({ invalid: ['cpfCnpj'], message: 'CNPJ inválido' });
    }
    expect(validateQuote({ ...quote, cpfCnpj: '12.ABC.345/01DE-35' })).toBeNull();
  });

  it("T§5 'Telefone inválido': area code 2 digits, number exactly xxxxx-xxxx (10 characters)", () => {
    expect(validateQuote({ ...quote, ddd: '1' })).toEqual({ invalid: ['ddd'], message: 'Telefone inválido' });
    expect(validateQuote({ ...quote, ddd: '10' })?.invalid).toEqual(['ddd']);
    expect(validateQuote({ ...quote, telefone: '3333-4444' })).toEqual({
      invalid: ['telefone'],
      message: 'Telefone inválido',
    });
    expect(validateQuote({ ...quote, telefone: '98765-432' })?.message).toBe('Telefone inválido');
  });

  it('T§5 the message follows the form order: the CNPJ before the phone', () => {
    expect(validateQuote({ ...quote, cpfCnpj: '1', telefone: '1' })).toEqual({
      invalid: ['cpfCnpj', 'telefone'],
      message: 'CNPJ inválido',
    });
  });

  it('T§9 the state comes from the list', () => {
    expect(validateQuote({ ...quote, uf: 'XX' })?.invalid).toEqual(['uf']);
    expect(validateQuote({ ...quote, uf: 'DF' })).toBeNull();
  });
});
