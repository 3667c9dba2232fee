import {
  adminAreaSchema,
  adminKeyCreateSchema,
  adminRoleSaveSchema,
  adminRoleSchema,
  adminSignInSchema,
  adminUserCreateSchema,
  answerBodySchema,
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
