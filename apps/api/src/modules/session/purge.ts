/**
 * Removes what sessions leave behind (decisions 022 and 032): carts of expired sessions, carts that stayed empty for a
 * day, carts untouched for 30 days, expired sessions, anonymous sessions that hold nothing (no cart, no user) an
 * hour after they were created, anonymous sessions whose cart nobody touched for 7 days (issue 34), and the
 * store-wide counters' old minutes — except a session an internal sale names (the sale's record stays). Runs on an
 * interval in the process that serves the Store API; every node may run it (deletes of one row never conflict
 * beyond waiting, each batch is its own statement of at most `batchSize` rows, with a pause between batches).
 */
import type { Queryable } from '../../db/client';
import { STORE_COUNTS_KEPT_MS } from '../../lib/store-ceilings';

export const PURGE_DEFAULTS = {
  intervalMs: 60 * 60_000,
  /** An empty cart untouched this long goes (the session keeps working; its next add creates a cart again). */
  emptyCartMs: 86_400_000,
  /** A cart untouched this long goes, lines and all (issue 28: anonymous adds must not keep rows forever). */
  staleCartMs: 30 * 86_400_000,
  /** An anonymous session with no cart goes once this old (an add stores its cart right after its session). */
  orphanSessionMs: 60 * 60_000,
  /**
   * An anonymous session (no user, nothing handed over) whose cart was untouched this long goes with its cart (issue
   * 34: a stranger's cart is not kept for 30 days). A signed-in session keeps the 30 days of its cart.
   */
  anonymousCartMs: 7 * 86_400_000,
  /** Rows deleted per statement, so no statement holds many locks for long. */
  batchSize: 500,
  /** The pause between two batches, so requests waiting on a row get their turn. */
  pauseMs: 50,
};

type PurgeOptions = Pick<
  typeof PURGE_DEFAULTS,
  'emptyCartMs' | 'staleCartMs' | 'orphanSessionMs' | 'anonymousCartMs' | 'batchSize' | 'pauseMs'
>;

export interface Purged {
  sessions: number;
  carts: number;
}

/**
 * Runs a DELETE of at most `batchSize` rows (its last parameter) until a batch comes back short, pausing `pauseMs`
 * between batches.
 */
async function inBatches(
  db: Queryable,
  sql: string,
  params: unknown[],
  { batchSize, pauseMs }: Pick<PurgeOptions, 'batchSize' | 'pauseMs'>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.query(sql, [...params, batchSize]);
    total += deleted.length;
    if (deleted.length < batchSize) return total;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const CARTS_SQL = `
DELETE FROM carts WHERE id IN (
  SELECT c.id FROM carts c
   WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = c.session_hash AND s.expira_em <= $1)
      OR (c.atualizado_em < $2 AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id))
      OR c.atualizado_em < $3
   LIMIT $4)
RETURNING id`;

const SESSIONS_SQL = `
DELETE FROM sessions WHERE token_hash IN (
  SELECT s.token_hash FROM sessions s
   WHERE s.expira_em <= $1 AND NOT EXISTS (SELECT 1 FROM internal_sales v WHERE v.session_hash = s.token_hash)
   LIMIT $2)
RETURNING token_hash`;

/**
 * Anonymous sessions that hold nothing: no user, no cart, not handed over at a sign-in (those expire within minutes)
 * and named by no other session or internal sale. A session a cart change holds (`FOR SHARE`) is skipped this round.
 */
const ORPHAN_SESSIONS_SQL = `
DELETE FROM sessions WHERE token_hash IN (
  SELECT s.token_hash FROM sessions s
   WHERE s.user_id IS NULL AND s.criado_em < $1 AND s.substituida_por IS NULL
     AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.session_hash = s.token_hash)
     AND NOT EXISTS (SELECT 1 FROM internal_sales v WHERE v.session_hash = s.token_hash)
     AND NOT EXISTS (SELECT 1 FROM sessions n WHERE n.substituida_por = s.token_hash)
   LIMIT $2 FOR UPDATE SKIP LOCKED)
RETURNING token_hash`;

/** Anonymous sessions with a cart untouched since $1 (kept as ORPHAN_SESSIONS_SQL keeps a session). */
const ANONYMOUS_CART_SESSIONS_SQL = `
DELETE FROM sessions WHERE token_hash IN (
  SELECT s.token_hash FROM sessions s JOIN carts c ON c.session_hash = s.token_hash
   WHERE s.user_id IS NULL AND s.substituida_por IS NULL AND c.atualizado_em < $1
     AND NOT EXISTS (SELECT 1 FROM internal_sales v WHERE v.session_hash = s.token_hash)
     AND NOT EXISTS (SELECT 1 FROM sessions n WHERE n.substituida_por = s.token_hash)
   LIMIT $2 FOR UPDATE OF s SKIP LOCKED)
RETURNING token_hash`;

const OLD_MINUTES_SQL = `
DELETE FROM store_minute_counts WHERE (contador, minuto) IN (
  SELECT contador, minuto FROM store_minute_counts WHERE minuto < $1 LIMIT $2)
RETURNING contador`;

/** One purge round at `now`. */
export async function purgeSessions(db: Queryable, now: Date, options: PurgeOptions = PURGE_DEFAULTS): Promise<Purged> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const cartParams = [now.toISOString(), before(options.emptyCartMs), before(options.staleCartMs)];
  const carts = await inBatches(db, CARTS_SQL, cartParams, options);
  const expired = await inBatches(db, SESSIONS_SQL, [now.toISOString()], options);
  const orphans = await inBatches(db, ORPHAN_SESSIONS_SQL, [before(options.orphanSessionMs)], options);
  const idle = await inBatches(db, ANONYMOUS_CART_SESSIONS_SQL, [before(options.anonymousCartMs)], options);
  await inBatches(db, OLD_MINUTES_SQL, [before(STORE_COUNTS_KEPT_MS)], options);
  return { sessions: expired + orphans + idle, carts: carts + idle };
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
