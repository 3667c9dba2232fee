import {
  adminAreaSchema,
  adminKeyCreateSchema,
  adminRoleSaveSchema,
  adminRoleSchema,
  adminSignInSchema,
  adminUserCreateSchema,
  adminProductSchema,
  answerBodySchema,
  priceProblem,
  inboxStatusBodySchema,
  ownPasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInCodeSchema,
  twoFactorDisableSchema,
  privacyBodySchema,
  productStatuses,
  quoteAnswerBodySchema,
  quoteAnswerLineSchema,
  quoteStatusSchema,
} from '@vitrine/contract';
import { z } from 'zod';
import { parsePriceInput } from '../../lib/admin/price-input';
import { readCharacteristics, readFilters } from '../../lib/admin/product-form';
import { emptyAsText } from '../forms/read-form.server';

/**
 * Each back-office form's fields (issue 27), from the admin API's own schemas where it has one, so a field is refused
 * beside itself with the same Portuguese message the API would give. `emptyAsText`: an empty field is judged by its
 * schema's own message ('Senha: informe a senha.'), not zod's generic one.
 */

export const signInForm = z.object({
  email: emptyAsText(adminSignInSchema.shape.email),
  senha: emptyAsText(adminSignInSchema.shape.senha),
});

export const userForm = z.object({
  nome: emptyAsText(adminUserCreateSchema.shape.nome),
  email: emptyAsText(adminUserCreateSchema.shape.email),
  senha: emptyAsText(adminUserCreateSchema.shape.senha),
  papel: adminRoleSchema,
});

/** A new key: its label, the areas it is limited to (none ticked: all of its user's) and its life in days. */
export const keyForm = z.object({
  rotulo: emptyAsText(adminKeyCreateSchema.shape.rotulo),
  areas: z.array(adminAreaSchema).default([]),
  validadeDias: adminKeyCreateSchema.shape.validadeDias,
});

/** Revoking a key asks to tick a confirmation first (no script needed). */
export const revokeForm = z.object({
  confirmo: z.literal('sim', { error: 'Marque a confirmação para revogar a chave.' }),
});

export const userRoleForm = z.object({ papel: adminRoleSchema });

/** A role: its name (new roles only), label and areas. */
export const roleForm = z.object({
  nome: emptyAsText(adminRoleSchema),
  rotulo: emptyAsText(adminRoleSaveSchema.shape.rotulo),
  areas: z.array(adminAreaSchema).default([]),
});

export const ownPasswordForm = ownPasswordSchema;

/** The second step of a sign-in (issue 37): the challenge kept in a hidden field and the code. */
export const signInCodeForm = z.object({
  desafio: emptyAsText(signInCodeSchema.shape.desafio),
  codigo: emptyAsText(signInCodeSchema.shape.codigo),
});
/** "Esqueci minha senha": the e-mail. */
export const resetRequestForm = z.object({ email: emptyAsText(passwordResetRequestSchema.shape.email) });
/** The reset link's page: the link's token (hidden) and the new password twice. */
export const resetForm = passwordResetSchema;
/** Her second factor confirmed with a code of the app. */
export const twoFactorConfirmForm = z.object({ codigo: emptyAsText(signInCodeSchema.shape.codigo) });
/** Her second factor turned off: password and a code. */
export const twoFactorDisableForm = z.object({
  senha: emptyAsText(twoFactorDisableSchema.shape.senha),
  codigo: emptyAsText(twoFactorDisableSchema.shape.codigo),
});
/** The owner's rule (a checkbox: ticked is "sim"). */
export const securityPolicyForm = z.object({
  exigirDoisFatores: z
    .literal('sim')
    .optional()
    .transform((v) => v === 'sim'),
});

export const answerForm = z.object({ resposta: emptyAsText(answerBodySchema.shape.resposta) });

export const statusForm = inboxStatusBodySchema;

export const eraseForm = z.object({
  email: emptyAsText(privacyBodySchema.shape.email),
  confirmo: z.literal('sim', { error: 'Marque a confirmação do pedido do titular.' }),
});

const STOCK_TEXT = 'Estoque: informe um número inteiro, 0 ou mais.';
const PRICE_TEXT = 'use 1.234,56 ou 1234.56';

/** A price field in reais: empty is no price (null); what is no price at all is refused. */
const price = (label: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const value = parsePriceInput(text ?? '');
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message: `${label}: ${PRICE_TEXT}.` });
      return z.NEVER;
    });

export const catalogRowForm = z.object({
  sku: z.string({ error: 'SKU ausente.' }),
  skuPai: z.string().optional(),
  statusAntes: z.string().optional(),
  status: z.enum(productStatuses).optional(),
  estoque: z.number({ error: STOCK_TEXT }).int(STOCK_TEXT).min(0, STOCK_TEXT).max(1_000_000_000, STOCK_TEXT),
  precoDe: price('Preço de'),
  precoPor: price('Preço por').pipe(z.number({ error: 'Preço por: informe o preço.' })),
});

/**
 * The answer to a quote or 'Sob Consulta' (issue 37): per line `linhas[i].quantidade` and `linhas[i].precoUnitario`
 * (in reais, '3.790,00' or '3790.00'), an optional discount (empty is none), shipping note, validity (a date field)
 * and message; each refused beside itself with the admin API's own message.
 */
export const quoteAnswerForm = z.object({
  linhas: z
    .array(
      z.object({
        quantidade: quoteAnswerLineSchema.shape.quantidade,
        precoUnitario: price('Preço unitário').pipe(
          z.number({ error: 'Preço unitário: informe o preço.' }).pipe(quoteAnswerLineSchema.shape.precoUnitario),
        ),
      }),
    )
    .min(1, 'Linhas: informe o preço de cada produto.'),
  desconto: price('Desconto')
    .transform((v) => v ?? 0)
    .pipe(quoteAnswerBodySchema.shape.desconto.unwrap()),
  frete: quoteAnswerBodySchema.shape.frete,
  validoAte: emptyAsText(quoteAnswerBodySchema.shape.validoAte),
  mensagem: quoteAnswerBodySchema.shape.mensagem,
});

export const quoteStatusForm = z.object({ situacao: quoteStatusSchema });

// ————— the product editor (issue 36, point 1) —————

const product = adminProductSchema.shape;
/** An optional text field: empty is absent (conform), so '' here. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v ?? '');

/** A variation's row: all empty is no row (the spare rows a form without script offers); else each field needed. */
const valueRow = z.object({
  sku: optionalText,
  valor: optionalText,
  precoDe: price('Preço de'),
  precoPor: price('Preço por'),
  estoque: z.number({ error: STOCK_TEXT }).int(STOCK_TEXT).min(0, STOCK_TEXT).max(1_000_000_000, STOCK_TEXT).optional(),
});

/**
 * The product editor's form (the characteristics and filters checked here, read by `productLines`): every field of the admin API's product shape (its own schemas and messages where a
 * field is typed as it is sent), the price rule of every writer (`priceProblem`) beside the price fields, the
 * variations as rows `valores[i].*`, characteristics and filters a line each in the import's notation.
 */
export const productForm = z
  .object({
    sku: optionalText,
    versao: optionalText,
    nome: emptyAsText(product.nome),
    marca: emptyAsText(product.marca),
    categoria: emptyAsText(product.categoria),
    precoDe: price('Preço de'),
    precoPor: price('Preço por'),
    estoque: z
      .number({ error: STOCK_TEXT })
      .int(STOCK_TEXT)
      .min(0, STOCK_TEXT)
      .max(1_000_000_000, STOCK_TEXT)
      .optional(),
    status: z.enum(productStatuses, { error: 'Status: escolha um status.' }),
    ativo: z.boolean().optional(),
    ean: optionalText,
    mpn: optionalText,
    pesoKg: optionalText.transform((text, ctx) => {
      if (text === '') return null;
      const value = Number(text.replace(/\./g, '').replace(',', '.'));
      if (!Number.isFinite(value) || value <= 0) {
        ctx.addIssue({ code: 'custom', message: 'Peso: um número em kg maior que zero, como 1,5.' });
        return z.NEVER;
      }
      return value;
    }),
    slug: optionalText,
    descricaoCurta: optionalText,
    descricaoLonga: optionalText,
    caracteristicas: optionalText,
    filtros: optionalText,
    selos: z.array(z.string()).default([]),
    seoTitle: optionalText,
    seoDescription: optionalText,
    atributoNome: optionalText,
    valores: z.array(valueRow.optional()).default([]),
  })
  .superRefine((form, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    // Checked here, not by the fields' own schemas, so the price rule below is told at the same time.
    const characteristics = readCharacteristics(form.caracteristicas);
    if ('problem' in characteristics) issue(['caracteristicas'], characteristics.problem.mensagem);
    const filters = readFilters(form.filtros);
    if ('problem' in filters) issue(['filtros'], filters.problem.mensagem);
    if (form.precoPor === null || form.precoPor === undefined) issue(['precoPor'], 'Preço por: informe o preço.');
    else {
      const problem = priceProblem(form.precoDe ?? null, form.precoPor);
      if (problem) issue([problem.campo === 'de' ? 'precoDe' : 'precoPor'], problem.mensagem);
    }
    let filled = 0;
    form.valores.forEach((row, i) => {
      if (!row || (!row.sku && !row.valor && row.precoPor == null && row.estoque === undefined)) return;
      filled += 1;
      if (!row.sku) issue(['valores', i, 'sku'], 'SKU da variação: obrigatório (apague a linha toda para removê-la).');
      if (!row.valor) issue(['valores', i, 'valor'], 'Valor: obrigatório, como 110V ou P.');
      if (row.estoque === undefined) issue(['valores', i, 'estoque'], STOCK_TEXT);
      if (row.precoPor === null || row.precoPor === undefined) {
        issue(['valores', i, 'precoPor'], 'Preço por: informe o preço.');
      } else {
        const problem = priceProblem(row.precoDe ?? null, row.precoPor);
        if (problem) issue(['valores', i, problem.campo === 'de' ? 'precoDe' : 'precoPor'], problem.mensagem);
      }
    });
    if (filled > 0 && !form.atributoNome) issue(['atributoNome'], 'Atributo: informe o nome, como Voltagem.');
  });
export type ProductFormValue = z.output<typeof productForm>;

/** The characteristics and filters of a form the schema accepted, in the product shape. */
export function productLines(form: ProductFormValue) {
  const characteristics = readCharacteristics(form.caracteristicas);
  const filters = readFilters(form.filtros);
  return {
    caracteristicas: 'items' in characteristics ? characteristics.items : [],
    filtros: 'items' in filters ? filters.items : [],
  };
}
