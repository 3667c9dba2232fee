/**
 * Store-wide ceilings (issue 34, decision 032): besides the per-address limits, new anonymous sessions and form posts
 * are counted per minute for the whole store — in PostgreSQL, so every process of the store shares one count. Over
 * the ceiling the call is a 429 with `Retry-After` (the seconds left in the minute) and a Portuguese message.
 *
 * Each take is one single-row upsert in its own statement (never inside the request's transaction, which would hold
 * the minute's row locked until it commits).
 */
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/client';
import { ApiError } from './errors';

export interface StoreCeilings {
  /** New anonymous sessions (a first cart add) per minute, store-wide. */
  sessionsPerMinute: number;
  /** Form posts (each stores a row) per minute, store-wide. */
  formsPerMinute: number;
}

export const STORE_CEILING_DEFAULTS: StoreCeilings = { sessionsPerMinute: 600, formsPerMinute: 120 };

export const STORE_CEILING_MESSAGES = {
  sessoes: 'A loja está recebendo muitos visitantes novos agora. Tente de novo em um minuto.',
  formularios: 'A loja está recebendo muitas mensagens agora. Tente de novo em um minuto.',
} as const;

export type StoreCounter = keyof typeof STORE_CEILING_MESSAGES;

const MINUTE_MS = 60_000;

const TAKE_SQL = `
INSERT INTO store_minute_counts (contador, minuto, n) VALUES ($1, $2, 1)
ON CONFLICT (contador, minuto) DO UPDATE SET n = store_minute_counts.n + 1 WHERE store_minute_counts.n < $3
RETURNING n`;

/**
 * Counts one `counter` event in `now`'s minute unless the minute already holds `max`: 0 when taken, else the seconds
 * until the minute ends (at least 1).
 */
export async function takeStoreSlot(db: Queryable, counter: StoreCounter, now: Date, max: number): Promise<number> {
  const start = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const taken = await db.query(TAKE_SQL, [counter, new Date(start).toISOString(), max]);
  if (taken.length > 0) return 0;
  return Math.max(1, Math.ceil((start + MINUTE_MS - now.getTime()) / 1000));
}

/** Takes a slot or answers the 429 (with Retry-After) in the Store API's envelope. */
export async function requireStoreSlot(
  db: Queryable,
  reply: FastifyReply,
  counter: StoreCounter,
  now: Date,
  max: number,
): Promise<void> {
  const wait = await takeStoreSlot(db, counter, now, max);
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw new ApiError('rate_limited', STORE_CEILING_MESSAGES[counter]);
}

/** Minutes older than this are deleted by the session purge. */
export const STORE_COUNTS_KEPT_MS = 60 * MINUTE_MS;
