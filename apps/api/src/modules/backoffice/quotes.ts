/**
 * Quotes as a workflow (issue 37, docs/decisions/040-quote-workflow.md): a quote or a 'Sob Consulta' request as sent,
 * the store's answer (stored, the shopper e-mailed in the same transaction) and the status moves, each dated and
 * audited. The inbox's own status follows the quote's, so the start page's counts and the filters stay true.
 */
import type {
  InboxStatus,
  QuoteAnswerInput,
  QuoteKind,
  QuoteLine,
  QuoteStatus,
  QuoteWork,
  Waitlist,
} from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { toReais } from '../../lib/money';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';
import { quoteAnswerMails, quoteLink } from '../forms/emails';
import { enqueueMail } from '../forms/outbox';
import { lineTotalCents, readLatestAnswer, type StoredAnswerLine } from '../forms/quote-answers';
import { loadStoreInfo } from '../forms/store-info';
import { readInboxItem, recordKey, writeInboxState } from './inbox';
import { dayAfter, effectiveStatus, mayAnswer, QUOTE_MOVES, quoteMoveRefusal, storeToday } from './quote-rules';

/** The inbox status that goes with each quote status. */
const INBOX_STATUS: Record<QuoteStatus, InboxStatus> = {
  novo: 'novo',
  emAnalise: 'emAtendimento',
  respondido: 'respondido',
  aceito: 'respondido',
  recusado: 'arquivado',
  expirado: 'respondido',
};

interface RequestRow {
  id: number;
  criado_em: Date | string;
  nome: string;
  email: string;
  chave: string | null;
  produto_nome: string;
  produto_sku: string;
  produto_variacao: string | null;
  quantidade: number;
  preco_cents: number | null;
}

const REQUEST_SQL: Record<QuoteKind, string> = {
  orcamento: `SELECT id, criado_em, COALESCE(NULLIF(contato, ''), nome_razao) AS nome, email, chave, produto_nome,
                     produto_sku, produto_variacao, quantidade_produto AS quantidade, preco_produto_cents AS preco_cents
                FROM budgets WHERE id = $1`,
  sobConsulta: `SELECT id, criado_em, nome, email, NULL AS chave, produto_nome, produto_sku, NULL AS produto_variacao,
                       1 AS quantidade, preco_cents
                  FROM product_budget_requests WHERE id = $1`,
};

interface QuoteRequest {
  registro: number;
  criadoEm: string;
  nome: string;
  email: string;
  chave: string | null;
  linhas: QuoteLine[];
}

/** The request as sent (one line per product asked for); `lock` holds it for the transaction's change. */
async function readRequest(db: Queryable, tipo: QuoteKind, id: string, lock = false): Promise<QuoteRequest> {
  const registro = Number(recordKey(tipo, id));
  const [row] = await db.query<RequestRow>(`${REQUEST_SQL[tipo]}${lock ? ' FOR UPDATE' : ''}`, [registro]);
  if (!row) throw notFound('Item não encontrado.');
  return {
    registro,
    criadoEm: new Date(row.criado_em).toISOString(),
    nome: row.nome,
    email: row.email,
    chave: row.chave,
    linhas: [
      {
        nome: row.produto_nome,
        sku: row.produto_sku,
        variacao: row.produto_variacao,
        quantidade: row.quantidade,
        precoUnitario: row.preco_cents === null ? null : toReais(row.preco_cents),
      },
    ],
  };
}

/** Where the quote stands, its history and answer, and what the team may do next. */
export async function readQuoteWork(db: Queryable, tipo: QuoteKind, id: string, now: Date): Promise<QuoteWork> {
  const request = await readRequest(db, tipo, id);
  return workOf(db, tipo, request, now);
}

async function workOf(db: Queryable, tipo: QuoteKind, request: QuoteRequest, now: Date): Promise<QuoteWork> {
  const today = storeToday(now);
  const [events, resposta] = await Promise.all([
    db.query<{ status: QuoteStatus; em: Date | string; autor: string }>(
      `SELECT status, em, autor FROM quote_status_events WHERE tipo = $1 AND registro = $2 ORDER BY id`,
      [tipo, request.registro],
    ),
    readLatestAnswer(db, tipo, request.registro, today),
  ]);
  const last = events.at(-1);
  const written = last?.status ?? 'novo';
  const situacao = effectiveStatus(written, resposta?.validoAte ?? null, today);
  const situacaoEm =
    situacao === 'expirado' && resposta
      ? `${dayAfter(resposta.validoAte)}T03:00:00.000Z`
      : new Date(last?.em ?? request.criadoEm).toISOString();
  return {
    tipo,
    id: String(request.registro),
    situacao,
    situacaoEm,
    historico: events.map((e) => ({ situacao: e.status, em: new Date(e.em).toISOString(), autor: e.autor })),
    proximas: [...QUOTE_MOVES[situacao]],
    podeResponder: mayAnswer(situacao),
    linhas: request.linhas,
    resposta,
    link: request.chave ? `/orcamento/${request.chave}/imprimir` : null,
  };
}

async function recordStatus(
  tx: Queryable,
  tipo: QuoteKind,
  registro: number,
  status: QuoteStatus,
  actor: Actor,
  now: Date,
): Promise<void> {
  await tx.query('INSERT INTO quote_status_events (tipo, registro, status, em, autor) VALUES ($1, $2, $3, $4, $5)', [
    tipo,
    registro,
    status,
    now.toISOString(),
    actor.label,
  ]);
  const { nota } = await readInboxItem(tx, tipo, String(registro));
  await writeInboxState(tx, tipo, String(registro), { status: INBOX_STATUS[status], nota }, now);
}

/** Moves a quote to `to` when that move is allowed (409 with the reason otherwise). */
export async function moveQuote(
  ctx: AppContext,
  actor: Actor,
  tipo: QuoteKind,
  id: string,
  to: QuoteStatus,
): Promise<QuoteWork> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const request = await readRequest(tx, tipo, id, true);
    const before = await workOf(tx, tipo, request, now);
    const refusal = quoteMoveRefusal(before.situacao, to);
    if (refusal) throw new ApiError('conflict', refusal);
    await recordStatus(tx, tipo, request.registro, to, actor, now);
    await audit(tx, actor, 'orcamento.situacao', `${tipo}:${request.registro}`, 1, {
      antes: { situacao: before.situacao },
      depois: { situacao: to },
    });
    return workOf(tx, tipo, request, now);
  });
}

const SHOP_DAY_MESSAGE = 'Validade: escolha uma data depois de hoje.';

/**
 * Stores the store's answer, marks the quote 'respondido' and queues the shopper's e-mail with the answer and the
 * printable link, in one transaction with its audit row.
 */
export async function answerQuote(
  ctx: AppContext,
  actor: Actor,
  tipo: QuoteKind,
  id: string,
  body: QuoteAnswerInput,
): Promise<QuoteWork> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const request = await readRequest(tx, tipo, id, true);
    const before = await workOf(tx, tipo, request, now);
    if (!before.podeResponder) {
      throw new ApiError('conflict', 'Um orçamento aceito ou recusado não recebe nova resposta.');
    }
    if (body.linhas.length !== request.linhas.length) {
      const message = `Informe o preço de cada produto do pedido (${request.linhas.length}).`;
      throw badRequest(message, { linhas: message });
    }
    if (body.validoAte <= storeToday(now)) throw badRequest(SHOP_DAY_MESSAGE, { validoAte: SHOP_DAY_MESSAGE });
    const linhas: StoredAnswerLine[] = request.linhas.map((asked, i) => ({
      nome: asked.nome,
      sku: asked.sku,
      variacao: asked.variacao,
      quantidade: body.linhas[i]!.quantidade,
      precoUnitarioCents: Math.round(body.linhas[i]!.precoUnitario * 100),
    }));
    const descontoCents = Math.round(body.desconto * 100);
    if (descontoCents >= lineTotalCents(linhas)) {
      const message = 'Desconto: menor que o total dos produtos.';
      throw badRequest(message, { desconto: message });
    }
    await tx.query(
      `INSERT INTO quote_answers (tipo, registro, linhas, desconto_cents, frete, valido_ate, mensagem, respondido_em,
                                  autor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tipo,
        request.registro,
        JSON.stringify(linhas),
        descontoCents,
        body.frete,
        body.validoAte,
        body.mensagem,
        now.toISOString(),
        actor.label,
      ],
    );
    await recordStatus(tx, tipo, request.registro, 'respondido', actor, now);
    const after = await workOf(tx, tipo, request, now);
    const store = await loadStoreInfo(tx, ctx.publicUrl);
    await enqueueMail(
      tx,
      quoteAnswerMails(store, {
        origem: `${tipo === 'orcamento' ? 'orcamento' : 'consulta'}-resposta:${request.registro}`,
        numero: tipo === 'orcamento' ? `nº ${request.registro}` : `do produto ${request.linhas[0]!.nome}`,
        nome: request.nome,
        email: request.email,
        resposta: after.resposta!,
        link: request.chave ? quoteLink(store, request.chave) : null,
      }),
      now,
    );
    await audit(tx, actor, 'orcamento.responder', `${tipo}:${request.registro}`, 1, {
      antes: { situacao: before.situacao, resposta: before.resposta },
      depois: { situacao: after.situacao, resposta: after.resposta },
    });
    return after;
  });
}

/** 'Avise-me' per product or kit: how many still wait and how many were told, most waiting first. */
export async function readWaitlist(db: Queryable): Promise<Waitlist> {
  const rows = await db.query<{ produto: string; link: string; aguardando: number; avisados: number }>(
    `SELECT COALESCE(p.nome, l.nome) AS produto,
            CASE WHEN p.id IS NOT NULL THEN '/' || p.slug || '.html' ELSE '/lista/' || l.slug || '.html' END AS link,
            count(*) FILTER (WHERE s.avisado_em IS NULL)::int AS aguardando,
            count(*) FILTER (WHERE s.avisado_em IS NOT NULL)::int AS avisados
       FROM solicitations s LEFT JOIN products p ON p.id = s.product_id
       LEFT JOIN shopping_lists l ON l.id = s.list_id
      GROUP BY p.id, p.nome, p.slug, l.id, l.nome, l.slug
      ORDER BY aguardando DESC, avisados DESC, produto
      LIMIT 200`,
  );
  return { produtos: rows };
}
