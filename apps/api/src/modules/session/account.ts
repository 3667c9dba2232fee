/**
 * Demo sign-in and sign-out (T§2 "Header pieces", T§3 User, T§6). Signing in opens a NEW session token, so a token
 * known before sign-in never becomes a signed-in session. In the same transaction the cart moves over and the old
 * session is handed over (decision 022): it stays anonymous, and for HANDOVER_GRACE_MS a request still carrying it
 * reaches the moved cart. A parallel sign-in of the same user from that session shares the cart.
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

/** How long a token handed over at sign-in still reaches the cart (requests already on their way with it). */
export const HANDOVER_GRACE_MS = 2 * 60_000;

/** An open internal sale ends when its session signs in again or signs out. */
async function closeOpenSale(tx: Queryable, sessionHash: string, now: Date) {
  await tx.query(
    `UPDATE internal_sales SET status = 'cancelada', encerrado_em = $2 WHERE session_hash = $1 AND status = 'aberta'`,
    [sessionHash, now.toISOString()],
  );
}

async function ownerOf(tx: Queryable, sessionHash: string): Promise<number | null> {
  const [row] = await tx.query<{ user_id: number | null }>('SELECT user_id FROM sessions WHERE token_hash = $1', [
    sessionHash,
  ]);
  return row?.user_id ?? null;
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
    // Locked: cart changes with the old token wait for the hand-over (or it waits for them), then follow it.
    const old = await findSession(tx, token, now, 'update');
    const handedOver = old !== null && old.cartHash !== old.tokenHash;
    // Already handed over to this user (a parallel sign-in, a retry): the new session shares that cart.
    const sharing = handedOver && (await ownerOf(tx, old.cartHash)) === user.id ? old.cartHash : undefined;
    const created = await createSession(tx, now, user.id, sharing);
    if (old) {
      await closeOpenSale(tx, old.tokenHash, now);
      if (!handedOver) await moveCart(tx, old.tokenHash, created.session.tokenHash);
      await tx.query(
        `UPDATE sessions SET expira_em = LEAST(expira_em, $2), substituida_por = COALESCE(substituida_por, $3)
          WHERE token_hash = $1`,
        [old.tokenHash, new Date(now.getTime() + HANDOVER_GRACE_MS).toISOString(), created.session.tokenHash],
      );
    }
    return created;
  });
  return { token: session.token, user: await userOf(ctx, session.session, now) };
}

/**
 * Signing out ends the session: an open sale is cancelled and the cart is dropped with it, and so do the sessions
 * of the same user sharing that cart (parallel sign-ins). A handed-over anonymous token only ends itself.
 */
export async function signOut(ctx: AppContext, token: string | undefined): Promise<User> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await findSession(tx, token, now, 'update');
    if (!session) return;
    await closeOpenSale(tx, session.tokenHash, now);
    const ownsCart = session.userId !== null || session.cartHash === session.tokenHash;
    if (ownsCart) await dropCart(tx, session.cartHash);
    await tx.query(
      `UPDATE sessions SET expira_em = $2, user_id = NULL
        WHERE token_hash = $1 OR ($3::int IS NOT NULL AND user_id = $3 AND (token_hash = $4 OR substituida_por = $4))`,
      [session.tokenHash, now.toISOString(), session.userId, session.cartHash],
    );
  });
  return ANONYMOUS;
}
