import { createHash, randomBytes } from 'node:crypto';
import { namedStatement, runNamed, type Queryable } from '../../db/client';

/** A session lives 30 days after it was last seen. */
const SESSION_DAYS = 30;
/** How many hand-overs are followed to find a session's cart (old token → sign-in → parallel sign-in). */
export const MAX_HOPS = 3;

export interface SessionInfo {
  tokenHash: string;
  /** The signed-in user of THIS token (a handed-over anonymous token stays anonymous). */
  userId: number | null;
  /** The session whose cart this token uses: its own, or the one it was handed over to (decision 022). */
  cartHash: string;
}

const SESSION_SQL = namedStatement(
  'session_find',
  'SELECT user_id, substituida_por FROM sessions WHERE token_hash = $1 AND expira_em > $2',
);

type SessionRow = { user_id: number | null; substituida_por: string | null };

/** What a session token looks like (createSession's: 32 random bytes in base64url); anything else names no session. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The session named by the Session header, when it exists and has not expired. `lock` takes a row lock on it:
 * 'share' for a cart change (a sign-in handing the session over waits for it, and it waits for the sign-in, then
 * follows the hand-over), 'update' for the sign-in itself; the sessions it was handed over to are locked 'share'.
 */
export async function findSession(
  db: Queryable,
  token: string | undefined,
  now: Date,
  lock?: 'share' | 'update',
): Promise<SessionInfo | null> {
  if (!token || !SESSION_TOKEN.test(token)) return null;
  const tokenHash = hashToken(token);
  const sql = SESSION_SQL.text;
  const forLock = lock === 'update' ? ' FOR UPDATE' : lock === 'share' ? ' FOR SHARE' : '';
  const params = [tokenHash, now.toISOString()];
  // A read without a lock (every page of a shopper) is prepared once (db/client.ts runNamed).
  const [row] = lock
    ? await db.query<SessionRow>(sql + forLock, params)
    : await runNamed<SessionRow>(db, SESSION_SQL, params);
  if (!row) return null;
  let cartHash = tokenHash;
  let next = row.substituida_por;
  for (let hop = 0; next && hop < MAX_HOPS; hop += 1) {
    const [successor] = await db.query<{ substituida_por: string | null }>(sql + (lock ? ' FOR SHARE' : ''), [
      next,
      now.toISOString(),
    ]);
    if (!successor) break;
    cartHash = next;
    next = successor.substituida_por;
  }
  return { tokenHash, userId: row.user_id, cartHash };
}

/**
 * Opens a new session and returns its token (sent back once in the Session header). `sharing` names a session of
 * the same user whose cart this one uses (a parallel sign-in).
 */
export async function createSession(db: Queryable, now: Date, userId: number | null = null, sharing?: string) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, criado_em, visto_em, expira_em, substituida_por)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [tokenHash, userId, now.toISOString(), expires.toISOString(), sharing ?? null],
  );
  return { token, session: { tokenHash, userId, cartHash: sharing ?? tokenHash } satisfies SessionInfo };
}
