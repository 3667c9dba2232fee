import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_MESSAGES as M } from './form-constants';
import {
  budgetRequestSchema,
  listReviewRequestSchema,
  newsletterRequestSchema,
  productBudgetRequestSchema,
  productReviewRequestSchema,
  questionRequestSchema,
  solicitationRequestSchema,
  storeRatingRequestSchema,
} from './forms';

/** The first message of a failed parse (T§5 shows one at a time, in order), or null when it passes. */
function firstError(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? '?');
}
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) fields[i.path.join('.')] ??= i.message;
  return fields;
}

const budget = {
  idProduto: 1,
  contato: 'Ana Souza',
  email: 'ana@frio.ind.br',
  cpfCnpj: '11.222.333/0001-81',
  telefone: '(11) 98765-4321',
  uf: 'SP',
  rgIe: '110.042.490.114',
};

describe('T§5 quote pop-up (POST budget)', () => {
  it('accepts the required set and fills the rest (quantity empty → 1)', () => {
    const parsed = budgetRequestSchema.parse({ ...budget, quantidadeProduto: '', precoProduto: 0.01 });
    expect(parsed).toMatchObject({
      quantidadeProduto: 1,
      nomeRazao: '',
      cidade: '',
      mensagem: '',
      copiaEmail: false,
      newsletter: false,
    });
  });

  it('names every missing required field', () => {
    expect(fieldErrors(budgetRequestSchema, {})).toEqual({
      idProduto: M.id,
      contato: M.required,
      email: M.required,
      cpfCnpj: M.cnpj,
      telefone: M.phone,
      uf: M.uf,
      rgIe: M.stateRegistration,
    });
  });

  it("accepts 'ISENTO' for the state registration, in any case", () => {
    expect(budgetRequestSchema.parse({ ...budget, rgIe: 'isento' }).rgIe).toBe('ISENTO');
  });

  it("answers 'CNPJ inválido' and 'Telefone inválido' with the spec's texts", () => {
    expect(fieldErrors(budgetRequestSchema, { ...budget, cpfCnpj: '11.222.333/0001-82' }).cpfCnpj).toBe(
      'CNPJ inválido',
    );
    expect(fieldErrors(budgetRequestSchema, { ...budget, telefone: '(11) 8765-432' }).telefone).toBe(
      'Telefone inválido',
    );
  });

  it('accepts an alphanumeric CNPJ and a CPF, stored formatted', () => {
    expect(budgetRequestSchema.parse({ ...budget, cpfCnpj: '12abc34501de35' }).cpfCnpj).toBe('12.ABC.345/01DE-35');
    expect(budgetRequestSchema.parse({ ...budget, cpfCnpj: '52998224725' }).cpfCnpj).toBe('529.982.247-25');
    expect(fieldErrors(budgetRequestSchema, { ...budget, cpfCnpj: '529.982.247-24' }).cpfCnpj).toBe(M.cpf);
  });

  it('takes the state from the list only', () => {
    expect(budgetRequestSchema.parse({ ...budget, uf: 'rj' }).uf).toBe('RJ');
    expect(fieldErrors(budgetRequestSchema, { ...budget, uf: 'XX' }).uf).toBe(M.uf);
  });

  it('quantity: digits only, at least 1', () => {
    expect(budgetRequestSchema.parse({ ...budget, quantidadeProduto: '12' }).quantidadeProduto).toBe(12);
    for (const q of [0, -1, 1.5, '1e3', '12a', 10_000, 1e308]) {
      expect(fieldErrors(budgetRequestSchema, { ...budget, quantidadeProduto: q }).quantidadeProduto).toBe(M.quantity);
    }
  });

  it('anything but a JSON object is refused as a whole, in Portuguese', () => {
    for (const body of ['olá', [], null, 42]) expect(firstError(budgetRequestSchema, body)).toBe(M.body);
  });

  it('refuses hostile input: NUL bytes, line breaks in one-line fields, huge ids, wrong types, long texts', () => {
    expect(fieldErrors(budgetRequestSchema, { ...budget, contato: 'Ana\u0000' }).contato).toBe(M.text);
    expect(fieldErrors(budgetRequestSchema, { ...budget, contato: 'Ana\r\nBcc: x@y.z' }).contato).toBe(M.text);
    expect(fieldErrors(budgetRequestSchema, { ...budget, idProduto: 2 ** 31 }).idProduto).toBe(M.id);
    expect(fieldErrors(budgetRequestSchema, { ...budget, idProduto: '1' }).idProduto).toBe(M.id);
    expect(fieldErrors(budgetRequestSchema, { ...budget, copiaEmail: 'yes' }).copiaEmail).toBe(M.choice);
    expect(fieldErrors(budgetRequestSchema, { ...budget, mensagem: 'x'.repeat(2001) }).mensagem).toBe(M.tooLong(2000));
    expect(budgetRequestSchema.parse({ ...budget, mensagem: 'linha 1\nlinha 2' }).mensagem).toBe('linha 1\nlinha 2');
  });
});

describe('T§5 Sob Consulta form (POST product/budget)', () => {
  const ok = { idProduto: 3, nome: 'Rui', email: 'rui@x.com.br', contato: '11987654321' };
  it("requires nome, email and telefone with 'Preencha os campos!'", () => {
    expect(productBudgetRequestSchema.parse(ok)).toMatchObject({ observacao: '', mailing: false, enviarEmail: false });
    expect(fieldErrors(productBudgetRequestSchema, { idProduto: 3, nome: ' ', email: '', contato: '' })).toEqual({
      nome: M.requiredAll,
      email: M.requiredAll,
      contato: M.requiredAll,
    });
  });
  it('telefone: at most 15 digits', () => {
    expect(fieldErrors(productBudgetRequestSchema, { ...ok, contato: '1'.repeat(16) }).contato).toBe(M.phone);
    expect(fieldErrors(productBudgetRequestSchema, { ...ok, contato: 'abc' }).contato).toBe(M.phone);
    expect(productBudgetRequestSchema.safeParse({ ...ok, contato: '(11) 98765-4321' }).success).toBe(true);
  });
});

describe('T§5 sold-out notification (POST product/solicitation)', () => {
  it('product or list, never both or neither', () => {
    const person = { nome: 'Rui', email: 'rui@x.com.br' };
    expect(solicitationRequestSchema.parse({ ...person, idProduto: 3, idAtributoValor: 0 })).toMatchObject({
      idProduto: 3,
      idAtributoValor: null,
      observacao: '',
      mailing: false,
    });
    expect(solicitationRequestSchema.safeParse({ ...person, idListaCompra: 2 }).success).toBe(true);
    expect(fieldErrors(solicitationRequestSchema, { ...person }).idProduto).toBeDefined();
    expect(
      fieldErrors(solicitationRequestSchema, { ...person, idProduto: 3, idListaCompra: 2 }).idProduto,
    ).toBeDefined();
  });
  it("empty name or e-mail gives 'Preencha os campos!'", () => {
    expect(fieldErrors(solicitationRequestSchema, { idProduto: 3, nome: '', email: '' })).toEqual({
      nome: M.requiredAll,
      email: M.requiredAll,
    });
  });
});

describe('T§5 question form, in order: name, e-mail, e-mail format, question', () => {
  const ok = { idNivel: 3, nivel: 'produto', nome: 'Rui', email: 'rui@x.com.br', pergunta: 'Tem certificado?' };
  it.each([
    [{ nome: '' }, 'Preencha o campo!'],
    [{ nome: '', email: 'x' }, 'Preencha o campo!'],
    [{ email: '' }, 'Preencha o campo!'],
    [{ email: 'rui@x', pergunta: '' }, 'Insira um e-mail válido!'],
    [{ pergunta: '   ' }, 'Preencha o campo!'],
  ])('%j → %s', (change, message) => {
    expect(firstError(questionRequestSchema, { ...ok, ...change })).toBe(message);
  });
  it("nivel is 'produto'", () => {
    expect(questionRequestSchema.parse({ ...ok, nivel: undefined }).nivel).toBe('produto');
    expect(questionRequestSchema.safeParse({ ...ok, nivel: 'lista' }).success).toBe(false);
  });
});

describe('T§5 product and list reviews, in order: stars, comment, name, e-mail, format', () => {
  const ok = { idProduto: 3, nota: 5, comentario: 'Ótimo', nome: 'Rui', email: 'rui@x.com.br' };
  it.each([
    [{ nota: undefined, comentario: '' }, 'Selecione a nota!'],
    [{ nota: 0 }, 'Selecione a nota!'],
    [{ nota: 6 }, 'Selecione a nota!'],
    [{ nota: 4.5 }, 'Selecione a nota!'],
    [{ comentario: '', nome: '' }, 'Preencha o campo!'],
    [{ nome: '' }, 'Preencha o campo!'],
    [{ email: '' }, 'Preencha o campo!'],
    [{ email: 'rui.x.com' }, 'Insira um E-mail válido!'],
  ])('%j → %s', (change, message) => {
    expect(firstError(productReviewRequestSchema, { ...ok, ...change })).toBe(message);
  });
  it('recomenda defaults to true; the list form takes idListaCompra', () => {
    expect(productReviewRequestSchema.parse(ok).recomenda).toBe(true);
    const { idProduto: _, ...rest } = ok;
    expect(listReviewRequestSchema.parse({ ...rest, idListaCompra: 2, recomenda: false }).recomenda).toBe(false);
  });
});

describe('T§5 store rating: notes 1–10 and a yes/no choice', () => {
  it.each([
    [{ experiencia: 0 }, 'Por favor, dê uma nota.'],
    [{ atendimento: 11 }, 'Por favor, dê uma nota.'],
    [{ satisfacao: undefined }, 'Por favor, escolha um.'],
  ])('%j → %s', (change, message) => {
    const ok = { experiencia: 10, atendimento: 9, satisfacao: true };
    expect(firstError(storeRatingRequestSchema, { ...ok, ...change })).toBe(message);
  });
  it('message and authorization are optional', () => {
    expect(storeRatingRequestSchema.parse({ experiencia: 1, atendimento: 10, satisfacao: false })).toEqual({
      experiencia: 1,
      atendimento: 10,
      satisfacao: false,
      mensagem: '',
      autorizacao: false,
    });
  });
});

describe('T§5 newsletter: e-mail required, name preset to a dot', () => {
  it("lower-cases the e-mail; the preset dot or an empty name is kept as no name (issue 37: never '.')", () => {
    for (const nome of ['', '.', ' . ']) {
      expect(newsletterRequestSchema.parse({ email: 'Ana@X.com.br', nome })).toEqual({
        email: 'ana@x.com.br',
        nome: '',
        cupom: false,
      });
    }
    expect(newsletterRequestSchema.parse({ email: 'a@x.com.br', nome: 'Marina A.' }).nome).toBe('Marina A.');
    expect(firstError(newsletterRequestSchema, { nome: '.' })).toBe(M.required);
  });
});
