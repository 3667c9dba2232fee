/**
 * The e-mail outbox (docs/architecture.md §4): a form writes its record and its e-mails in one transaction, so an
 * accepted request always has its e-mails queued, and a refused one has neither. outbox-worker.ts delivers them.
 *
 * A row queued by the database itself (an event recorded by a trigger) holds a template key (`modelo`) and its data
 * (`dados`) instead of the text: `mailText` writes it with the words of emails.ts when the worker sends it and when
 * the back office lists it.
 */
import type { Queryable } from '../../db/client';
import { backInStockDataSchema, backInStockMail } from './emails';
import type { StoreInfo } from './store-info';

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

/** The templates a database event may queue, by key. */
const OUTBOX_TEMPLATES: Record<string, (store: StoreInfo, dados: unknown) => MailText> = {
  'aviseme-chegou': (store, dados) => backInStockMail(store, backInStockDataSchema.parse(dados)),
};

interface MailText {
  assunto: string;
  corpo: string;
}

/** An outbox row as stored: its text, or (queued by an event) its template and data. */
export interface StoredMail {
  assunto: string | null;
  corpo: string | null;
  modelo: string | null;
  dados: unknown;
}

/** The subject and body of a row: as stored, or written from its template; throws on an unknown template. */
export function mailText(store: StoreInfo, row: StoredMail): MailText {
  if (row.assunto !== null && row.corpo !== null) return { assunto: row.assunto, corpo: row.corpo };
  const template = row.modelo === null ? undefined : OUTBOX_TEMPLATES[row.modelo];
  if (!template) throw new Error(`modelo de e-mail desconhecido: ${row.modelo ?? '(nenhum)'}`);
  return template(store, row.dados);
}
