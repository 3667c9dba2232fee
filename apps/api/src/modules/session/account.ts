/**
 * Demo sign-in and sign-out (T§2 "Header pieces", T§3 User, T§6). Signing in opens a NEW session token (the old
 * one expires; its cart moves over) so a token known before sign-in never becomes a signed-in session.
 */
import type { Login, User } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { dropCart, moveCart } from '../cart/mutations';
import { verifyPassword } from './passwords';
import { createSession, findSession } from './sessions';
import { ANONYMOUS, userOf } from './user';

export const LOGIN_FAILED = 'E-mail ou senha inválidos.';

/** An open internal sale ends when its session signs in again or signs out. */
async function closeOpenSale(tx: Queryable, sessionHash: string, now: Date) {
  await tx.query(
    `UPDATE internal_sales SET status = 'cancelada', encerrado_em = $2 WHERE session_hash = $1 AND status = 'aberta'`,
    [sessionHash, now.toISOString()],
  );
}

/** Checks the password and opens the signed-in session; its token goes back in the Session header. */
export async function signIn(
  ctx: AppContext,
  token: string | undefined,
  { email, senha }: Login,
): Promise<{ token: string; user: User }> {
  const now = ctx.now();
  const [user] = await ctx.db.query<{ id: number; senha_hash: string }>(
    'SELECT id, senha_hash FROM users WHERE lower(email) = $1',
    [email],
  );
  // The password is checked even for an unknown address, so both answers take the same time.
  const matches = await verifyPassword(senha, user?.senha_hash);
  if (!user || !matches) throw new ApiError('unauthorized', LOGIN_FAILED, { senha: LOGIN_FAILED });
  const session = await ctx.db.transaction(async (tx) => {
    const old = await findSession(tx, token, now);
    const created = await createSession(tx, now, user.id);
    if (old) {
      await closeOpenSale(tx, old.tokenHash, now);
      await moveCart(tx, old.tokenHash, created.session.tokenHash);
      await tx.query('UPDATE sessions SET expira_em = $2 WHERE token_hash = $1', [old.tokenHash, now.toISOString()]);
    }
    return created;
  });
  return { token: session.token, user: await userOf(ctx, session.session, now) };
}

/** Signing out ends the session: an open sale is cancelled and the cart is dropped with it. */
export async function signOut(ctx: AppContext, token: string | undefined): Promise<User> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await findSession(tx, token, now);
    if (!session) return;
    await closeOpenSale(tx, session.tokenHash, now);
    await dropCart(tx, session.tokenHash);
    await tx.query('UPDATE sessions SET expira_em = $2, user_id = NULL WHERE token_hash = $1', [
      session.tokenHash,
      now.toISOString(),
    ]);
  });
  return ANONYMOUS;
}
