/**
 * The admin audit trail (migration 021): every admin call that changes something writes one row in the transaction
 * of its change — who (the actor), when, what (action and target), how many rows, and before/after where it applies.
 */
import type { AuditEntry } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import type { Actor } from './keys';

/** Rows of one page of the audit screen. */
const PER_PAGE = 50;

export async function audit(
  tx: Queryable,
  actor: Actor,
  action: string,
  target: string,
  rows: number,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit (actor, user_id, key_id, action, target, rows, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [actor.label, actor.userId, actor.keyId, action, target, rows, JSON.stringify(detail)],
  );
}

interface AuditRow {
  id: string | number;
  at: string | Date;
  actor: string;
  action: string;
  target: string;
  rows: number;
  detail: Record<string, unknown>;
  total: string | number;
}

/**
 * One page of the trail, newest first (issue 37): `quem` matches part of the actor, `acao` an action or its start
 * ('usuario.' for every change of users), `de`/`ate` whole days in the store's time zone (America/Sao_Paulo).
 */
export async function listAudit(
  db: Queryable,
  query: {
    quem?: string | undefined;
    acao?: string | undefined;
    de?: string | undefined;
    ate?: string | undefined;
    pagina: number;
  },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const like = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (query.quem) add('actor ILIKE ?', `%${like(query.quem)}%`);
  if (query.acao) add('action LIKE ?', query.acao.endsWith('.') ? `${like(query.acao)}%` : like(query.acao));
  if (query.de) add("at >= (?::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'", query.de);
  if (query.ate) add("at < (?::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'", query.ate);
  params.push(PER_PAGE, (query.pagina - 1) * PER_PAGE);
  const rows = await db.query<AuditRow>(
    `SELECT id, at, actor, action, target, rows, detail, count(*) OVER () AS total FROM admin_audit
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const actions = await db.query<{ action: string }>('SELECT DISTINCT action FROM admin_audit ORDER BY action');
  const itens: AuditEntry[] = rows.map((r) => {
    const { antes = null, depois = null, ...outros } = r.detail;
    return {
      id: Number(r.id),
      em: new Date(r.at).toISOString(),
      quem: r.actor,
      acao: r.action,
      alvo: r.target,
      linhas: r.rows,
      antes,
      depois,
      outros,
    };
  });
  return {
    itens,
    total: Number(rows[0]?.total ?? 0),
    pagina: query.pagina,
    porPagina: PER_PAGE,
    acoes: actions.map((a) => a.action),
  };
}
