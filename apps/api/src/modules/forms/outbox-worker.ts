/**
 * Delivers the e-mail outbox through SMTP (nodemailer, SMTP_URL). Safe with several nodes and across crashes:
 *
 * - a batch is claimed in one statement (FOR UPDATE SKIP LOCKED) by setting a lease, `reservado_ate`; two nodes
 *   never claim one row, and a node that dies mid-send leaves the row to be claimed again when the lease is over;
 * - a sent row gets `enviado_em`; a failed one `ultimo_erro` and a next try after an exponential backoff
 *   (BASE × 2^(attempt−1), capped); after MAX_ATTEMPTS it stays in the table, unsent, for a person to look at.
 *
 * Delivery is at least once: a crash after the SMTP server accepted a message and before the row was marked sends it
 * again after the lease. Without SMTP_URL the worker does not run, rows stay queued, and start() says so once.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db/client';
import { mailHtml } from './mail-html';
import { mailText } from './outbox';
import { loadStoreInfo } from './store-info';

export const OUTBOX_DEFAULTS = {
  /** How often the outbox is read while the previous round found nothing. */
  intervalMs: 5_000,
  batchSize: 20,
  /** How long a claimed row is reserved for one delivery attempt. */
  leaseMs: 2 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** About a day of tries with the delays above. */
  maxAttempts: 30,
};

export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions extends Partial<typeof OUTBOX_DEFAULTS> {
  db: Queryable;
  smtpUrl: string | undefined;
  /** PUBLIC_URL's origin: what the e-mails written at sending time link to (else the settings' site address). */
  publicUrl?: string | null;
  log: OutboxLog;
  /** The clock (tests move it to reach a retry). */
  now?: () => Date;
}

interface DeliveryRound {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  /** Starts polling (or, without SMTP_URL, logs once that e-mails stay queued). */
  start(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
  /** One round: claims due rows and tries each once. */
  deliverDue(): Promise<DeliveryRound>;
}

interface ClaimedRow {
  id: number;
  destinatario: string;
  assunto: string | null;
  corpo: string | null;
  modelo: string | null;
  dados: unknown;
  responder_para: string | null;
  tentativas: number;
  cabecalhos: Record<string, string> | null;
}

const CLAIM_SQL = `
UPDATE email_outbox SET reservado_ate = $2, tentativas = tentativas + 1
 WHERE id IN (SELECT id FROM email_outbox
               WHERE enviado_em IS NULL AND proximo_envio_em <= $1 AND tentativas < $3
                 AND (reservado_ate IS NULL OR reservado_ate <= $1)
               ORDER BY proximo_envio_em, id LIMIT $4
               FOR UPDATE SKIP LOCKED)
RETURNING id, destinatario, assunto, corpo, modelo, dados, responder_para, tentativas, cabecalhos`;

/** The wait before the next try after `attempt` failed tries. */
export function backoffMs(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

/** SMTP_URL without its password, for logs. */
const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const o = { ...OUTBOX_DEFAULTS, ...options };
  // The database keeps microseconds and a JavaScript Date milliseconds: a row queued earlier in the current
  // millisecond (by the database's now()) is already due, so the default clock reads the millisecond's end.
  const now = options.now ?? (() => new Date(Date.now() + 1));
  const transport: Transporter | null = o.smtpUrl ? nodemailer.createTransport(o.smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let warned = false;

  async function deliverDue(): Promise<DeliveryRound> {
    if (!transport) return { sent: 0, failed: 0 };
    const at = now();
    const rows = await o.db.query<ClaimedRow>(CLAIM_SQL, [
      at.toISOString(),
      new Date(at.getTime() + o.leaseMs).toISOString(),
      o.maxAttempts,
      o.batchSize,
    ]);
    if (rows.length === 0) return { sent: 0, failed: 0 };
    const store = await loadStoreInfo(o.db, o.publicUrl ?? null);
    const round = { sent: 0, failed: 0 };
    for (const row of rows) {
      try {
        if (!store.email) throw new Error('as configurações da loja não têm e-mail (remetente)');
        const text = mailText(store, row);
        await transport.sendMail({
          from: { name: store.nomeSite || store.email, address: store.email },
          to: row.destinatario,
          subject: text.assunto,
          text: text.corpo,
          // multipart/alternative: the same words in the store's look (issue 37).
          html: mailHtml(store, text),
          ...(row.responder_para ? { replyTo: row.responder_para } : {}),
          ...(row.cabecalhos && Object.keys(row.cabecalhos).length > 0 ? { headers: row.cabecalhos } : {}),
        });
        // A row written from its template keeps the text it went out with.
        await o.db.query(
          `UPDATE email_outbox SET enviado_em = $2, reservado_ate = NULL, ultimo_erro = NULL, assunto = $3, corpo = $4
            WHERE id = $1`,
          [row.id, now().toISOString(), text.assunto, text.corpo],
        );
        round.sent += 1;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const next = new Date(now().getTime() + backoffMs(row.tentativas, o.baseDelayMs, o.maxDelayMs));
        await o.db.query(
          'UPDATE email_outbox SET reservado_ate = NULL, ultimo_erro = $2, proximo_envio_em = $3 WHERE id = $1',
          [row.id, message, next.toISOString()],
        );
        o.log.warn(
          { id: row.id, tentativas: row.tentativas, proximaTentativa: next.toISOString(), erro: message },
          'e-mail not delivered; will retry',
        );
        round.failed += 1;
      }
    }
    return round;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      const round = deliverDue().then(
        // A full batch may mean more is due: go on at once.
        (r) => schedule(r.sent + r.failed >= o.batchSize ? 0 : o.intervalMs),
        (error: unknown) => {
          o.log.warn({ err: error }, 'e-mail outbox round failed');
          schedule(o.intervalMs);
        },
      );
      running = round;
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!o.smtpUrl) {
        if (warned) return;
        warned = true;
        o.log.warn(
          {},
          'SMTP_URL não está definida: os e-mails dos formulários ficam na fila (email_outbox) e saem quando SMTP_URL for configurada.',
        );
        return;
      }
      if (!stopped) return;
      stopped = false;
      o.log.info({ smtp: redact(o.smtpUrl) }, 'e-mail outbox delivery started');
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      transport?.close();
    },
    deliverDue,
  };
}
