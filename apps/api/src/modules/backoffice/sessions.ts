/**
 * Back-office sign-in (issue 27): an e-mail and password of an active back-office user give a session token that
 * the back office then sends as its Bearer key. Separate from shoppers' sessions (their own table, admin_sessions),
 * with the shop's sign-in limits (decision 021) and an 8-hour idle expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import { knownAreas } from '@vitrine/contract/admin-areas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { readClientAddress } from '../../lib/client-address';
import { ApiError, badRequest } from '../../lib/errors';
import type { Actor } from '../admin/keys';
import { verifyPassword } from '../session/passwords';
import { SIGN_IN_THROTTLED, SignInLimiter } from '../session/sign-in-limits';
import { checkSecondFactor, WRONG_CODE } from './two-factor';

/** A session ends this long after it was last used. */
const ADMIN_SESSION_IDLE_MS = 8 * 60 * 60_000;
/** How often, at most, a session's expiry is moved forward (not on every call). */
const TOUCH_EVERY_MS = 60_000;
const WRONG = 'E-mail ou senha inválidos.';

/** The SHA-256 a session's token is kept as. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The client address the limits count, read as the Store API reads it (lib/client-address.ts): the address the
 * storefront forwards with its key (the back office's page signs in through it), else the connection's (X-Forwarded-For
 * only from the proxies TRUST_PROXY names). The admin API is its own Fastify scope, so the Store API's hook that
 * reads it on arrival never ran here: every page sign-in was counted under the storefront's own address (issue 34).
 */
const signInClient = (request: FastifyRequest, shopperKey: string | null) => readClientAddress(request, shopperKey);

interface UserRow {
  id: number;
  email: string;
  name: string;
  role: string;
  password_hash: string;
  active: boolean;
  totp_segredo: string | null;
}

/** How long the second step of a sign-in (the code) may wait, and how many wrong codes end it. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_TRIES = 5;
const CHALLENGE_ENDED = 'A etapa de verificação expirou. Entre de novo com e-mail e senha.';

/** A new session of `userId`: its token (only the hash is kept). */
async function openSession(db: Queryable, user: { id: number; name: string; role: string }, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO admin_sessions (token_hash, user_id, criado_em, visto_em, expira_em) VALUES ($1, $2, $3, $3, $4)`,
    [
      hashSessionToken(token),
      user.id,
      now.toISOString(),
      new Date(now.getTime() + ADMIN_SESSION_IDLE_MS).toISOString(),
    ],
  );
  return { token, nome: user.name, papel: user.role };
}

export function adminSignIn(ctx: AppContext) {
  const limiter = new SignInLimiter();
  const signIn = async (request: FastifyRequest, reply: FastifyReply, body: { email: string; senha: string }) => {
    const attempt = limiter.begin(signInClient(request, ctx.shopperKey), body.email);
    if (!attempt.allowed) {
      void reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new ApiError('rate_limited', SIGN_IN_THROTTLED);
    }
    if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
    try {
      const [user] = await ctx.db.query<UserRow>(
        'SELECT id, email, name, role, password_hash, active, totp_segredo FROM admin_users WHERE email = $1',
        [body.email],
      );
      // An unknown e-mail costs the same scrypt check as a wrong password (verifyPassword's dummy hash).
      const right = await verifyPassword(body.senha, user?.password_hash);
      if (!user || !right || !user.active) {
        attempt.finish('failure');
        throw new ApiError('unauthorized', WRONG);
      }
      const now = ctx.now();
      attempt.finish('success');
      if (user.totp_segredo) {
        // Her second factor is on: the password opens only the step that asks for the code (issue 37).
        const desafio = randomBytes(32).toString('base64url');
        await ctx.db.query('DELETE FROM admin_sign_in_challenges WHERE user_id = $1 AND expira_em <= $2', [
          user.id,
          now.toISOString(),
        ]);
        await ctx.db.query(
          'INSERT INTO admin_sign_in_challenges (token_hash, user_id, expira_em) VALUES ($1, $2, $3)',
          [hashSessionToken(desafio), user.id, new Date(now.getTime() + CHALLENGE_MS).toISOString()],
        );
        return { segundoFator: true as const, desafio };
      }
      return await openSession(ctx.db, user, now);
    } catch (error) {
      attempt.finish(error instanceof ApiError && error.code === 'unauthorized' ? 'failure' : 'error');
      throw error;
    }
  };

  /**
   * The second step (issue 37): the challenge of a right password and a code of her app (or a recovery code). A wrong
   * code counts as a wrong password in the sign-in limits, and CHALLENGE_TRIES of them end the challenge.
   */
  const code = async (request: FastifyRequest, reply: FastifyReply, body: { desafio: string; codigo: string }) => {
    const now = ctx.now();
    const challengeHash = hashSessionToken(body.desafio);
    const [challenge] = await ctx.db.query<UserRow>(
      `SELECT u.id, u.email, u.name, u.role, u.password_hash, u.active, u.totp_segredo
         FROM admin_sign_in_challenges c JOIN admin_users u ON u.id = c.user_id
        WHERE c.token_hash = $1 AND c.expira_em > $2 AND u.active`,
      [challengeHash, now.toISOString()],
    );
    if (!challenge) throw new ApiError('unauthorized', CHALLENGE_ENDED);
    const attempt = limiter.begin(signInClient(request, ctx.shopperKey), challenge.email);
    if (!attempt.allowed) {
      void reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new ApiError('rate_limited', SIGN_IN_THROTTLED);
    }
    if (!(await checkSecondFactor(ctx.db, challenge.id, body.codigo, now))) {
      attempt.finish('failure');
      const [left] = await ctx.db.query<{ erros: number }>(
        'UPDATE admin_sign_in_challenges SET erros = erros + 1 WHERE token_hash = $1 RETURNING erros',
        [challengeHash],
      );
      if (!left || left.erros >= CHALLENGE_TRIES) {
        await ctx.db.query('DELETE FROM admin_sign_in_challenges WHERE token_hash = $1', [challengeHash]);
        throw new ApiError('unauthorized', CHALLENGE_ENDED);
      }
      throw badRequest(WRONG_CODE, { codigo: WRONG_CODE });
    }
    attempt.finish('success');
    const [taken] = await ctx.db.query('DELETE FROM admin_sign_in_challenges WHERE token_hash = $1 RETURNING user_id', [
      challengeHash,
    ]);
    if (!taken) throw new ApiError('unauthorized', CHALLENGE_ENDED);
    return openSession(ctx.db, challenge, now);
  };

  return { signIn, code };
}

/** The actor of a live session token of an active user (its expiry moved forward), else null. */
export async function resolveSessionActor(db: Queryable, token: string, now: Date): Promise<Actor | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await db.query<{
    user_id: number;
    email: string;
    role: string;
    areas: string[] | null;
    visto_em: string | Date;
    enrol: boolean;
  }>(
    `SELECT s.user_id, u.email, u.role, r.areas, s.visto_em,
            (u.totp_segredo IS NULL AND (SELECT exigir_dois_fatores FROM admin_policy)) AS enrol
       FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id LEFT JOIN admin_roles r ON r.nome = u.role
      WHERE s.token_hash = $1 AND s.expira_em > $2 AND u.active`,
    [tokenHash, now.toISOString()],
  );
  if (!row) return null;
  if (now.getTime() - new Date(row.visto_em).getTime() > TOUCH_EVERY_MS) {
    await db.query('UPDATE admin_sessions SET visto_em = $2, expira_em = $3 WHERE token_hash = $1', [
      tokenHash,
      now.toISOString(),
      new Date(now.getTime() + ADMIN_SESSION_IDLE_MS).toISOString(),
    ]);
  }
  return {
    userId: row.user_id,
    keyId: null,
    role: row.role,
    areas: knownAreas(row.areas ?? []),
    label: row.email,
    ...(row.enrol ? { mustEnrol: true } : {}),
  };
}

/** Ends the session named by `token` (nothing when it is an API key or unknown). */
export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM admin_sessions WHERE token_hash = $1', [hashSessionToken(token)]);
}
