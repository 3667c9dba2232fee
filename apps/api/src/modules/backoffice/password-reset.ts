/**
 * A forgotten back-office password (issue 37): "Esqueci minha senha" asks for the e-mail and always gives the same
 * answer (PASSWORD_RESET_SENT), so no one learns who has an account. An active user gets an e-mail (the outbox) with a
 * one-time link of PASSWORD_RESET_MINUTES: only the token's SHA-256 is kept, a newer link replaces the older, and a
 * change of her password by any way ends every link (migration 091's trigger). The link sets a new password under
 * the rules of a password change and signs her out everywhere. Requests are limited per e-mail and per address with
 * the sign-in limiter (decision 021), each request counted.
 */
import { randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_PATH,
  type PasswordReset,
} from '@vitrine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { readClientAddress } from '../../lib/client-address';
import { ApiError, badRequest } from '../../lib/errors';
import { DEMO_PASSWORD } from '../../seed/data/people';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';
import { passwordResetMail } from '../forms/emails';
import { enqueueMail } from '../forms/outbox';
import { loadStoreInfo } from '../forms/store-info';
import { hashPassword } from '../session/passwords';
import { SIGN_IN_LIMITS, SignInLimiter } from '../session/sign-in-limits';
import { hashSessionToken } from './sessions';

const THROTTLED = 'Muitos pedidos de redefinição. Tente novamente em alguns minutos.';
const NOT_DEMO = 'Nova senha: não use a senha de demonstração.';

/** Requests per e-mail and address, and per address, in 15 minutes (every request counts, sent or not). */
const RESET_LIMITS = { ...SIGN_IN_LIMITS, perAccountClient: 3, perClient: 10, accountSlowAfter: 3 };

/** The audit's actor of what a user does on her own before she is signed in (a reset). */
const selfActor = (user: { id: number; email: string }): Actor => ({
  userId: user.id,
  keyId: null,
  role: '',
  areas: [],
  label: user.email,
});

/** The user a live link belongs to, or null. */
async function linkOwner(db: Queryable, token: string, now: Date) {
  const [row] = await db.query<{ user_id: number; email: string }>(
    `SELECT r.user_id, u.email FROM admin_password_resets r JOIN admin_users u ON u.id = r.user_id
      WHERE r.token_hash = $1 AND r.expira_em > $2 AND u.active`,
    [hashSessionToken(token), now.toISOString()],
  );
  return row ?? null;
}

export function passwordResetRequests(ctx: AppContext, limiter = new SignInLimiter(RESET_LIMITS)) {
  return async (request: FastifyRequest, reply: FastifyReply, body: { email: string }) => {
    const attempt = limiter.begin(readClientAddress(request, ctx.shopperKey), body.email);
    if (!attempt.allowed) {
      void reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new ApiError('rate_limited', THROTTLED);
    }
    // Counted whatever happens: a request is what is limited, not a wrong answer.
    attempt.finish('failure');
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx.query<{ id: number; name: string; email: string }>(
        'SELECT id, name, email FROM admin_users WHERE email = $1 AND active',
        [body.email],
      );
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      const now = ctx.now();
      // A newer link replaces every older one.
      await tx.query('DELETE FROM admin_password_resets WHERE user_id = $1', [user.id]);
      await tx.query(
        'INSERT INTO admin_password_resets (token_hash, user_id, criado_em, expira_em) VALUES ($1, $2, $3, $4)',
        [
          hashSessionToken(token),
          user.id,
          now.toISOString(),
          new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000).toISOString(),
        ],
      );
      const store = await loadStoreInfo(tx, ctx.publicUrl);
      const link = `${store.url ?? ''}${PASSWORD_RESET_PATH}?token=${token}`;
      await enqueueMail(
        tx,
        [
          passwordResetMail(store, {
            userId: user.id,
            nome: user.name,
            email: user.email,
            link,
            minutos: PASSWORD_RESET_MINUTES,
          }),
        ],
        now,
      );
      await audit(tx, selfActor(user), 'conta.senha-pedido', `usuario:${user.id}`, 1);
    });
    return { ok: true as const };
  };
}

/** Whether a link still works (the page shows the form, or says to ask again). */
export async function checkResetLink(ctx: AppContext, token: string): Promise<{ ok: true }> {
  if (!(await linkOwner(ctx.db, token, ctx.now()))) throw badRequest(PASSWORD_RESET_LINK_INVALID);
  return { ok: true };
}

/** Sets the new password of the link's user, once; every session of hers ends (she signs in with it). */
export async function resetPassword(ctx: AppContext, body: Omit<PasswordReset, 'confirmacao'>): Promise<{ ok: true }> {
  if (body.nova === DEMO_PASSWORD) throw badRequest(NOT_DEMO, { nova: NOT_DEMO });
  const hash = await hashPassword(body.nova);
  return ctx.db.transaction(async (tx) => {
    // The link is taken (deleted) first, so two posts of one link set one password.
    const [taken] = await tx.query<{ user_id: number }>(
      'DELETE FROM admin_password_resets WHERE token_hash = $1 AND expira_em > $2 RETURNING user_id',
      [hashSessionToken(body.token), ctx.now().toISOString()],
    );
    const [user] = taken
      ? await tx.query<{ id: number; email: string }>('SELECT id, email FROM admin_users WHERE id = $1 AND active', [
          taken.user_id,
        ])
      : [];
    if (!user) throw badRequest(PASSWORD_RESET_LINK_INVALID);
    await tx.query('UPDATE admin_users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
    await tx.query('DELETE FROM admin_sessions WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM admin_sign_in_challenges WHERE user_id = $1', [user.id]);
    await audit(tx, selfActor(user), 'conta.senha-redefinida', `usuario:${user.id}`, 1, {
      antes: null,
      depois: { senhaTrocada: true },
    });
    return { ok: true as const };
  });
}
