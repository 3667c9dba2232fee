/**
 * Quotes as a workflow (issue 37, docs/decisions/040-quote-workflow.md): a quote ('SOLICITE ORÇAMENTO') or a 'Sob
 * Consulta' request kept as sent, the store's answer (unit prices per line, discount, shipping note, validity,
 * message) and the quote's status with the date of each change. The back-in-stock waiting list per product.
 */
import { z } from 'zod';
import { money } from './common';
import { boundedLine, boundedText } from './backoffice';

export const quoteKinds = ['orcamento', 'sobConsulta'] as const;
export type QuoteKind = (typeof quoteKinds)[number];

/** 'expirado' is never written: an answered quote reads as expirado once its validity has passed. */
export const quoteStatuses = ['novo', 'emAnalise', 'respondido', 'aceito', 'recusado', 'expirado'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const quoteStatusSchema = z.enum(quoteStatuses, { error: `Situação: uma de ${quoteStatuses.join(', ')}.` });

export const quoteParamsSchema = z.object({
  tipo: z.enum(quoteKinds, { error: 'Só orçamentos e pedidos Sob Consulta têm resposta.' }),
  id: boundedLine(254, 'Id'),
});

/** Limits of an answer: what a real quote needs, far from what the database could store. */
export const QUOTE_LIMITS = {
  lines: 20,
  quantity: 9_999,
  /** R$ 10 milhões a unit. */
  unitPrice: 10_000_000,
  shipping: 500,
  message: 5_000,
} as const;

/** An amount in reais with at most two decimals. */
const reais = (label: string) =>
  z
    .number({ error: `${label}: informe um valor em reais.` })
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: `${label}: no máximo dois decimais.`,
    });

/** yyyy-mm-dd of a real calendar day. */
export const isoDay = z
  .string({ error: 'Validade: informe a data.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Validade: informe a data.')
  .refine((v) => {
    // A malformed text already has its message: one message per field.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return true;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Validade: data inexistente.');

export const quoteAnswerLineSchema = z.object({
  quantidade: z
    .number({ error: 'Quantidade: informe um número inteiro.' })
    .int('Quantidade: informe um número inteiro.')
    .min(1, 'Quantidade: ao menos 1.')
    .max(QUOTE_LIMITS.quantity, `Quantidade: no máximo ${QUOTE_LIMITS.quantity}.`),
  precoUnitario: reais('Preço unitário')
    .refine((v) => v > 0, 'Preço unitário: maior que zero.')
    .refine((v) => v <= QUOTE_LIMITS.unitPrice, 'Preço unitário: valor alto demais.'),
});

/**
 * The store's answer. One line per line of the request, in its order. The validity must be a day after today and the
 * discount below the lines' total: the admin API checks both (they depend on the day and on the request).
 */
export const quoteAnswerBodySchema = z.object({
  linhas: z
    .array(quoteAnswerLineSchema, { error: 'Linhas: informe o preço de cada produto.' })
    .min(1, 'Linhas: informe o preço de cada produto.')
    .max(QUOTE_LIMITS.lines, `Linhas: no máximo ${QUOTE_LIMITS.lines}.`),
  desconto: reais('Desconto')
    .refine((v) => v >= 0, 'Desconto: zero ou mais.')
    .default(0),
  frete: boundedText(QUOTE_LIMITS.shipping, 'Frete').default(''),
  validoAte: isoDay,
  mensagem: boundedText(QUOTE_LIMITS.message, 'Mensagem').default(''),
});
export type QuoteAnswerBody = z.input<typeof quoteAnswerBodySchema>;
export type QuoteAnswerInput = z.output<typeof quoteAnswerBodySchema>;

export const quoteStatusBodySchema = z.object({ situacao: quoteStatusSchema });

/** A line as the shopper asked for it: the price is the unit price at request time (null: priced on request). */
export const quoteLineSchema = z.object({
  nome: z.string(),
  sku: z.string(),
  variacao: z.string().nullable(),
  quantidade: z.number().int().positive(),
  precoUnitario: money.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteAnswerSchema = z.object({
  linhas: z.array(quoteLineSchema.extend({ precoUnitario: money })),
  subtotal: money,
  desconto: money,
  total: money,
  frete: z.string(),
  /** The last day the prices hold (yyyy-mm-dd). */
  validoAte: z.string(),
  mensagem: z.string(),
  respondidoEm: z.string(),
  /** Whether the validity has passed. */
  expirado: z.boolean(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

export const quoteWorkSchema = z.object({
  tipo: z.enum(quoteKinds),
  id: z.string(),
  situacao: quoteStatusSchema,
  /** When the quote reached its status (for 'expirado', the day after its validity). */
  situacaoEm: z.string(),
  historico: z.array(z.object({ situacao: quoteStatusSchema, em: z.string(), autor: z.string() })),
  /** The moves the team may make now ('respondido' only by answering). */
  proximas: z.array(quoteStatusSchema),
  /** Whether the store may answer now. */
  podeResponder: z.boolean(),
  /** The request as sent. */
  linhas: z.array(quoteLineSchema),
  resposta: quoteAnswerSchema.nullable(),
  /** The printable page (a quote; a 'Sob Consulta' request has none). */
  link: z.string().nullable(),
});
export type QuoteWork = z.infer<typeof quoteWorkSchema>;

/** 'Avise-me' per product: how many wait and how many were told. */
export const waitlistSchema = z.object({
  produtos: z.array(
    z.object({ produto: z.string(), link: z.string(), aguardando: z.number().int(), avisados: z.number().int() }),
  ),
});
export type Waitlist = z.infer<typeof waitlistSchema>;
