/**
 * The e-mail outbox as the team sees it (issue 27): queued, sent and failed e-mails with their last error, whether
 * SMTP_URL is set, and a retry of one or of every failed e-mail (due now, its tries counted again from zero).
 */
import type { z } from 'zod';
import type { outboxPageSchema } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';
import { hideResetToken, PASSWORD_RESET_ORIGIN } from '../forms/emails';
import { mailText, type StoredMail } from '../forms/outbox';
import { loadStoreInfo } from '../forms/store-info';

const OUTBOX_PAGE_SIZE = 25;
type State = 'aguardando' | 'enviado' | 'falhou';

/** Failed: unsent after a try that left an error. A retry counts tries from zero, so it waits again (the error kept). */
const FAILED = 'enviado_em IS NULL AND ultimo_erro IS NOT NULL AND tentativas > 0';
const STATE_SQL = `CASE WHEN enviado_em IS NOT NULL THEN 'enviado' WHEN ${FAILED} THEN 'falhou' ELSE 'aguardando' END`;
const WHERE_STATE: Record<State, string> = {
  enviado: 'enviado_em IS NOT NULL',
  falhou: FAILED,
  aguardando: `enviado_em IS NULL AND NOT (${FAILED})`,
};

interface Row extends StoredMail {
  id: number;
  destinatario: string;
  origem: string;
  criado_em: string | Date;
  enviado_em: string | Date | null;
  tentativas: number;
  ultimo_erro: string | null;
  situacao: State;
  total: number;
}

export async function outboxCounts(db: Queryable): Promise<Record<State, number>> {
  const rows = await db.query<{ situacao: State; n: number }>(
    `SELECT ${STATE_SQL} AS situacao, count(*)::int AS n FROM email_outbox GROUP BY 1`,
  );
  const count = (s: State) => rows.find((r) => r.situacao === s)?.n ?? 0;
  return { aguardando: count('aguardando'), enviado: count('enviado'), falhou: count('falhou') };
}

export async function listOutbox(
  ctx: AppContext,
  filter: { situacao?: State | undefined; pagina: number },
): Promise<z.infer<typeof outboxPageSchema>> {
  const rows = await ctx.db.query<Row>(
    `SELECT id, destinatario, origem, assunto, corpo, modelo, dados, criado_em, enviado_em, tentativas, ultimo_erro,
            ${STATE_SQL} AS situacao, count(*) OVER ()::int AS total
       FROM email_outbox ${filter.situacao ? `WHERE ${WHERE_STATE[filter.situacao]}` : ''}
      ORDER BY criado_em DESC, id DESC LIMIT $1 OFFSET $2`,
    [OUTBOX_PAGE_SIZE, (filter.pagina - 1) * OUTBOX_PAGE_SIZE],
  );
  // A row queued by an event is shown as it will be sent (written from its template now).
  const store = rows.some((r) => r.assunto === null) ? await loadStoreInfo(ctx.db, ctx.publicUrl) : null;
  const text = (r: Row) => {
    // A password reset's link is its user's alone: whoever reads the outbox must not be able to use it (issue 37).
    if (r.origem.startsWith(`${PASSWORD_RESET_ORIGIN}:`)) {
      return { assunto: r.assunto ?? '', corpo: hideResetToken(r.corpo ?? '') };
    }
    if (!store) return { assunto: r.assunto ?? '', corpo: r.corpo ?? '' };
    try {
      return mailText(store, r);
    } catch (error) {
      // The worker fails the same row with this error; the list still shows the others.
      return { assunto: `(modelo ${r.modelo ?? '?'})`, corpo: error instanceof Error ? error.message : String(error) };
    }
  };
  return {
    emails: rows.map((r) => ({
      id: r.id,
      destinatario: r.destinatario,
      ...text(r),
      criadoEm: new Date(r.criado_em).toISOString(),
      enviadoEm: r.enviado_em === null ? null : new Date(r.enviado_em).toISOString(),
      tentativas: r.tentativas,
      ultimoErro: r.ultimo_erro,
      situacao: r.situacao,
    })),
    total: rows[0]?.total ?? 0,
    pagina: filter.pagina,
    porPagina: OUTBOX_PAGE_SIZE,
    smtpConfigurado: ctx.smtpConfigured,
    contagem: await outboxCounts(ctx.db),
  };
}

/** Makes failed e-mails due now (one, or all with `id` null); answers how many. */
export async function retryOutbox(ctx: AppContext, actor: Actor, id: number | null) {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `UPDATE email_outbox SET proximo_envio_em = $1, tentativas = 0, reservado_ate = NULL
        WHERE ${WHERE_STATE.falhou} ${id === null ? '' : 'AND id = $2'} RETURNING id`,
      id === null ? [ctx.now().toISOString()] : [ctx.now().toISOString(), id],
    );
    if (id !== null && rows.length === 0) throw notFound('E-mail não encontrado entre os que falharam.');
    await audit(tx, actor, 'email.reenviar', id === null ? 'email:*' : `email:${id}`, rows.length, {
      antes: { situacao: 'falhou' },
      depois: { situacao: 'aguardando', ids: rows.map((r) => r.id) },
    });
    return { reenviados: rows.length };
  });
}
