/**
 * The store's answer to a quote or a 'Sob Consulta' request (issue 37, docs/decisions/040-quote-workflow.md), as both
 * the printable quote (Store API) and the back office read it: the newest answer of the request, its lines with the
 * answered unit prices, discount, total and validity.
 */
import type { QuoteAnswer, QuoteKind } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { toReais } from '../../lib/money';
import { isExpired } from '../backoffice/quote-rules';

/** A line of an answer as stored (quote_answers.linhas). */
export interface StoredAnswerLine {
  nome: string;
  sku: string;
  variacao: string | null;
  quantidade: number;
  precoUnitarioCents: number;
}

interface AnswerRow {
  linhas: StoredAnswerLine[] | string;
  desconto_cents: number;
  frete: string;
  valido_ate: string;
  mensagem: string;
  respondido_em: Date | string;
}

export const lineTotalCents = (lines: readonly { quantidade: number; precoUnitarioCents: number }[]): number =>
  lines.reduce((sum, l) => sum + l.quantidade * l.precoUnitarioCents, 0);

/** The newest answer of a request, or null before the store answered. `today`: the store's day (yyyy-mm-dd). */
export async function readLatestAnswer(
  db: Queryable,
  tipo: QuoteKind,
  registro: number,
  today: string,
): Promise<QuoteAnswer | null> {
  const [row] = await db.query<AnswerRow>(
    `SELECT linhas, desconto_cents, frete, valido_ate::text AS valido_ate, mensagem, respondido_em
       FROM quote_answers WHERE tipo = $1 AND registro = $2 ORDER BY id DESC LIMIT 1`,
    [tipo, registro],
  );
  if (!row) return null;
  const linhas: StoredAnswerLine[] = typeof row.linhas === 'string' ? JSON.parse(row.linhas) : row.linhas;
  const subtotal = lineTotalCents(linhas);
  return {
    linhas: linhas.map((l) => ({
      nome: l.nome,
      sku: l.sku,
      variacao: l.variacao,
      quantidade: l.quantidade,
      precoUnitario: toReais(l.precoUnitarioCents),
    })),
    subtotal: toReais(subtotal),
    desconto: toReais(row.desconto_cents),
    total: toReais(subtotal - row.desconto_cents),
    frete: row.frete,
    validoAte: row.valido_ate,
    mensagem: row.mensagem,
    respondidoEm: new Date(row.respondido_em).toISOString(),
    expirado: isExpired(row.valido_ate, today),
  };
}
