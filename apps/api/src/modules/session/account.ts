/**
 * Demo sign-in and sign-out (T§2 "Header pieces", T§3 User, T§6). Signing in opens a NEW session token (the old
 * one expires; its cart moves over) so a token known before sign-in never becomes a signed-in session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_HEADER, loginSchema } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { verifyPassword } from './passwords';
import { ANONYMOUS, userOf } from './routes';
import { createSession, findSession } from './sessions';

export const LOGIN_FAILED = 'E-mail ou senha inválidos.';

/** Sign-in attempts allowed per e-mail address in one window (the storefront calls from one address for all). */
export const LOGIN_ATTEMPTS = 10;
const LOGIN_WINDOW_MS = 60_000;

/** Attempts are counted per e-mail address (brute force on one account), else per client address. */
function loginKey(request: FastifyRequest): string {
  const body: unknown = request.body;
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? `login:${email.trim().toLowerCase()}` : request.ip;
}

/** An open internal sale ends when its session signs in again or signs out. */
async function closeOpenSale(tx: Queryable, sessionHash: string, now: Date) {
  await tx.query(
    `UPDATE internal_sales SET status = 'cancelada', encerrado_em = $2 WHERE session_hash = $1 AND status = 'aberta'`,
    [sessionHash, now.toISOString()],
  );
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/checkout/login',
    {
      config: {
        rateLimit: { max: LOGIN_ATTEMPTS, timeWindow: LOGIN_WINDOW_MS, hook: 'preHandler', keyGenerator: loginKey },
      },
    },
    async (request, reply) => {
      const { email, senha } = parseInput(loginSchema, request.body);
      const now = ctx.now();
      const [user] = await ctx.db.query<{ id: number; senha_hash: string }>(
        'SELECT id, senha_hash FROM users WHERE lower(email) = $1',
        [email],
      );
      // The password is checked even for an unknown address, so both answers take the same time.
      const matches = await verifyPassword(senha, user?.senha_hash);
      if (!user || !matches) throw new ApiError('unauthorized', LOGIN_FAILED, { senha: LOGIN_FAILED });
      const session = await ctx.db.transaction(async (tx) => {
        const old = await findSession(tx, request.sessionToken, now);
        const created = await createSession(tx, now, user.id);
        if (old) {
          await closeOpenSale(tx, old.tokenHash, now);
          await tx.query('UPDATE carts SET session_hash = $2 WHERE session_hash = $1', [
            old.tokenHash,
            created.session.tokenHash,
          ]);
          await tx.query('UPDATE sessions SET expira_em = $2 WHERE token_hash = $1', [
            old.tokenHash,
            now.toISOString(),
          ]);
        }
        return created;
      });
      void reply.header(SESSION_HEADER, session.token);
      return userOf(ctx, session.session, now);
    },
  );

  /** Signing out ends the session: an open sale is cancelled and the cart is dropped with it. */
  app.post('/checkout/logout', async (request) => {
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const session = await findSession(tx, request.sessionToken, now);
      if (!session) return;
      await closeOpenSale(tx, session.tokenHash, now);
      await tx.query('DELETE FROM carts WHERE session_hash = $1', [session.tokenHash]);
      await tx.query('UPDATE sessions SET expira_em = $2, user_id = NULL WHERE token_hash = $1', [
        session.tokenHash,
        now.toISOString(),
      ]);
    });
    return ANONYMOUS;
  });
}
