/**
 * The inbox (issue 27): everything the storefront collected, newest first, filtered by kind, status and text, in
 * pages; each item with the status and note the team gives it (inbox_items; absent: 'novo', no note).
 */
import {
  INT4_MAX,
  inboxKinds,
  type InboxItem,
  type InboxKind,
  type InboxPage,
  type InboxStatus,
} from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { INBOX_SOURCES } from './inbox-sources';

const INBOX_PAGE_SIZE = 20;

interface Row {
  tipo: InboxKind;
  registro: string;
  criado_em: string | Date;
  nome: string;
  email: string;
  assunto: string;
  mensagem: string;
  detalhes: Record<string, string | number | boolean | null>;
  concluido: boolean;
  status: InboxStatus;
  nota: string;
  total?: number;
}

const COLUMNS = '(tipo, registro, criado_em, nome, email, assunto, mensagem, detalhes, concluido)';

/**
 * The union of the kinds asked for, with each item's status and note. An item nobody moved is 'novo' until it is
 * concluded by itself (issue 37: an 'Avise-me' whose back-in-stock e-mail went out reads 'respondido').
 */
const itemsOf = (kinds: readonly InboxKind[]) => `
  SELECT i.*, COALESCE(x.status, CASE WHEN i.concluido THEN 'respondido' ELSE 'novo' END) AS status,
         COALESCE(x.nota, '') AS nota
    FROM (${kinds.map((k) => `SELECT * FROM (${INBOX_SOURCES[k].sql}) AS s${COLUMNS}`).join('\nUNION ALL\n')}) i
    LEFT JOIN inbox_items x ON x.tipo = i.tipo::text AND x.registro = i.registro`;

/** `%text%` for ILIKE, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toItem(row: Row): InboxItem {
  return {
    tipo: row.tipo,
    id: row.registro,
    criadoEm: new Date(row.criado_em).toISOString(),
    nome: row.nome,
    email: row.email,
    assunto: row.assunto,
    mensagem: row.mensagem,
    status: row.status,
    nota: row.nota,
    detalhes: row.detalhes,
  };
}

export async function listInbox(
  db: Queryable,
  filter: { tipo?: InboxKind | undefined; status?: InboxStatus | undefined; q?: string | undefined; pagina: number },
): Promise<InboxPage> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.status) {
    params.push(filter.status);
    where.push(`status = $${params.length}`);
  }
  if (filter.q) {
    params.push(containing(filter.q));
    const n = params.length;
    where.push(`(nome ILIKE $${n} OR email ILIKE $${n} OR assunto ILIKE $${n} OR mensagem ILIKE $${n})`);
  }
  params.push(INBOX_PAGE_SIZE, (filter.pagina - 1) * INBOX_PAGE_SIZE);
  const rows = await db.query<Row>(
    `SELECT *, count(*) OVER ()::int AS total FROM (${itemsOf(filter.tipo ? [filter.tipo] : inboxKinds)}) t
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY criado_em DESC, tipo, registro DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    itens: rows.map(toItem),
    total: rows[0]?.total ?? 0,
    pagina: filter.pagina,
    porPagina: INBOX_PAGE_SIZE,
  };
}

/** The record key of an id in the URL: an integer id that fits, or (newsletter) the e-mail; else 404. */
export function recordKey(tipo: InboxKind, id: string): string {
  if (!INBOX_SOURCES[tipo].numeric) return id.toLowerCase();
  if (!/^\d{1,10}$/.test(id) || Number(id) > INT4_MAX || Number(id) < 1) throw notFound('Item não encontrado.');
  return String(Number(id));
}

/** One item with `concluido` (the status rules read it); 404 when it does not exist. */
export async function readInboxItem(
  db: Queryable,
  tipo: InboxKind,
  id: string,
): Promise<InboxItem & { concluido: boolean }> {
  const [row] = await db.query<Row>(`SELECT * FROM (${itemsOf([tipo])}) t WHERE registro = $1`, [recordKey(tipo, id)]);
  if (!row) throw notFound('Item não encontrado.');
  return { ...toItem(row), concluido: row.concluido };
}

/** Sets an item's status and note (one row per item in inbox_items). */
export async function writeInboxState(
  tx: Queryable,
  tipo: InboxKind,
  registro: string,
  state: { status: InboxStatus; nota: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO inbox_items (tipo, registro, status, nota, atualizado_em) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tipo, registro) DO UPDATE SET status = $3, nota = $4, atualizado_em = $5`,
    [tipo, registro, state.status, state.nota, now.toISOString()],
  );
}

/** New items per kind (the start page). */
export async function countNew(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.query<{ tipo: string; n: number }>(
    `SELECT tipo, count(*)::int AS n FROM (${itemsOf(inboxKinds)}) t WHERE status = 'novo' GROUP BY tipo`,
  );
  return Object.fromEntries(inboxKinds.map((k) => [k, rows.find((r) => r.tipo === k)?.n ?? 0]));
}
