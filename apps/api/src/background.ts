/**
 * The Store API's background work, run by whichever process serves it (the Store API alone, or the storefront
 * server with the API inside): the form e-mails' outbox and the purge of expired sessions and abandoned carts.
 * Started once the server listens; stopped (rounds in progress awaited) before the database closes.
 */
import type { Queryable } from './db/client';
import { createOutboxWorker, type OutboxLog } from './modules/forms/outbox-worker';
import { createSessionPurge, type PurgeLog } from './modules/session/purge';

export interface BackgroundWork {
  start(): void;
  stop(): Promise<void>;
}

export function createBackgroundWork(options: {
  db: Queryable;
  smtpUrl: string | undefined;
  /** PUBLIC_URL's origin, for links in e-mails written when they are sent. */
  publicUrl?: string | null;
  log: OutboxLog & PurgeLog;
}): BackgroundWork {
  const outbox = createOutboxWorker(options);
  const purge = createSessionPurge(options);
  return {
    start() {
      outbox.start();
      purge.start();
    },
    async stop() {
      await Promise.all([outbox.stop(), purge.stop()]);
    },
  };
}
