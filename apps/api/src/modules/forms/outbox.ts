/**
 * The e-mail outbox (docs/architecture.md §4): a form writes its record and its e-mails in one transaction, so an
 * accepted request always has its e-mails queued, and a refused one has neither. outbox-worker.ts delivers them.
 */
import type { Queryable } from '../../db/client';

export interface OutboxMail {
  destinatario: string;
  assunto: string;
  /** Plain text: whatever a shopper typed goes out as text, never as markup. */
  corpo: string;
  /** Reply-To: on the store's copy, the customer who wrote. */
  responderPara?: string | null;
  /** What produced it, e.g. 'orcamento:12'. */
  origem: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter and marketing e-mails. */
  cabecalhos?: Record<string, string>;
}

export async function enqueueMail(tx: Queryable, mails: readonly OutboxMail[], now: Date): Promise<void> {
  for (const m of mails) {
    await tx.query(
      `INSERT INTO email_outbox (destinatario, assunto, corpo, responder_para, origem, criado_em, proximo_envio_em,
                                 cabecalhos)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
      [
        m.destinatario,
        m.assunto,
        m.corpo,
        m.responderPara ?? null,
        m.origem,
        now.toISOString(),
        JSON.stringify(m.cabecalhos ?? {}),
      ],
    );
  }
}
