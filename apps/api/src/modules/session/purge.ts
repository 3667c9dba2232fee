/**
 * Removes what sessions leave behind (decision 022): carts of expired sessions, carts that stayed empty for a day,
 * and expired sessions themselves — except a session an internal sale names (the sale's record stays). Runs on an
 * interval in the process that serves the Store API; every node may run it (deletes of one row never conflict
 * beyond waiting, and each batch is its own statement).
 */
import type { Queryable } from '../../db/client';

export const PURGE_DEFAULTS = {
  intervalMs: 60 * 60_000,
  /** An empty cart untouched this long goes (the session keeps working; its next add creates a cart again). */
  emptyCartMs: 86_400_000,
  /** Rows deleted per statement, so no statement holds many locks for long. */
  batchSize: 1_000,
};

export interface Purged {
  sessions: number;
  carts: number;
}

/** Runs a DELETE of at most `batchSize` rows (its last parameter) until a batch comes back short. */
async function inBatches(db: Queryable, sql: string, params: unknown[], batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.query(sql, [...params, batchSize]);
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

const CARTS_SQL = `
DELETE FROM carts WHERE id IN (
  SELECT c.id FROM carts c
   WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = c.session_hash AND s.expira_em <= $1)
      OR (c.atualizado_em < $2 AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id))
   LIMIT $3)
RETURNING id`;

const SESSIONS_SQL = `
DELETE FROM sessions WHERE token_hash IN (
  SELECT s.token_hash FROM sessions s
   WHERE s.expira_em <= $1 AND NOT EXISTS (SELECT 1 FROM internal_sales v WHERE v.session_hash = s.token_hash)
   LIMIT $2)
RETURNING token_hash`;

/** One purge round at `now`. */
export async function purgeSessions(
  db: Queryable,
  now: Date,
  { emptyCartMs, batchSize }: Pick<typeof PURGE_DEFAULTS, 'emptyCartMs' | 'batchSize'> = PURGE_DEFAULTS,
): Promise<Purged> {
  const emptySince = new Date(now.getTime() - emptyCartMs);
  const carts = await inBatches(db, CARTS_SQL, [now.toISOString(), emptySince.toISOString()], batchSize);
  const sessions = await inBatches(db, SESSIONS_SQL, [now.toISOString()], batchSize);
  return { sessions, carts };
}

export interface PurgeLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SessionPurge {
  /** Purges now and then every `intervalMs` (the timer does not keep the process alive). */
  start(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
  /** One round (errors are logged, never thrown). */
  run(): Promise<Purged | null>;
}

export function createSessionPurge(options: {
  db: Queryable;
  log: PurgeLog;
  intervalMs?: number;
  now?: () => Date;
}): SessionPurge {
  const { db, log, intervalMs = PURGE_DEFAULTS.intervalMs, now = () => new Date() } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Purged | null> = Promise.resolve(null);
  const run = () => {
    running = running.then(async () => {
      try {
        const purged = await purgeSessions(db, now());
        if (purged.sessions + purged.carts > 0) log.info(purged, 'expired sessions and abandoned carts purged');
        return purged;
      } catch (error) {
        log.warn({ err: error }, 'the session purge failed; it runs again at the next interval');
        return null;
      }
    });
    return running;
  };
  return {
    start() {
      if (timer) return;
      void run();
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    run,
  };
}
