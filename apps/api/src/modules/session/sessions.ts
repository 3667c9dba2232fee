import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';

/** A session lives 30 days after it was last seen. */
const SESSION_DAYS = 30;

export interface SessionInfo {
  tokenHash: string;
  userId: number | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The session named by the Session header, when it exists and has not expired. */
export async function findSession(db: Queryable, token: string | undefined, now: Date): Promise<SessionInfo | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db.query<{ user_id: number | null }>(
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND expira_em > $2',
    [tokenHash, now.toISOString()],
  );
  return row ? { tokenHash, userId: row.user_id } : null;
}

/** Opens a new session and returns its token (sent back once in the Session header). */
export async function createSession(db: Queryable, now: Date, userId: number | null = null) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, criado_em, visto_em, expira_em) VALUES ($1, $2, $3, $3, $4)',
    [hashToken(token), userId, now.toISOString(), expires.toISOString()],
  );
  return { token, session: { tokenHash: hashToken(token), userId } satisfies SessionInfo };
}
