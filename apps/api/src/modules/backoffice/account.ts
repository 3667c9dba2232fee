/**
 * A back-office user's own account (issue 37): she changes her own password (the current one, the new one twice,
 * never the demo seed's), and the start page asks her to when she still has the demo password. Her other sessions
 * end; the one she is using stays.
 */
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, badRequest } from '../../lib/errors';
import { DEMO_PASSWORD } from '../../seed/data/people';
import { audit } from '../admin/audit';
import type { Actor } from '../admin/keys';
import { hashPassword, verifyPassword } from '../session/passwords';
import { hashSessionToken } from './sessions';

const WRONG_CURRENT = 'Senha atual: não confere.';
const NOT_DEMO = 'Nova senha: não use a senha de demonstração.';
const SAME = 'Nova senha: escolha uma diferente da atual.';

async function passwordHash(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM admin_users WHERE id = $1', [
    userId,
  ]);
  return row?.password_hash;
}

/** Whether the signed-in user still has the demo seed's password (false for a key or ADMIN_TOKEN). */
export async function hasDemoPassword(db: Queryable, actor: Actor): Promise<boolean> {
  if (actor.userId === null || actor.keyId !== null) return false;
  return verifyPassword(DEMO_PASSWORD, await passwordHash(db, actor.userId));
}

export async function changeOwnPassword(
  ctx: AppContext,
  actor: Actor,
  sessionToken: string | null,
  input: { atual: string; nova: string },
): Promise<{ ok: true }> {
  if (actor.userId === null || actor.keyId !== null) {
    throw new ApiError('forbidden', 'Só quem entrou no painel com e-mail e senha troca a própria senha.');
  }
  const userId = actor.userId;
  if (!(await verifyPassword(input.atual, await passwordHash(ctx.db, userId)))) {
    throw badRequest(WRONG_CURRENT, { atual: WRONG_CURRENT });
  }
  if (input.nova === DEMO_PASSWORD) throw badRequest(NOT_DEMO, { nova: NOT_DEMO });
  if (input.nova === input.atual) throw badRequest(SAME, { nova: SAME });
  const hash = await hashPassword(input.nova);
  return ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE admin_users SET password_hash = $2 WHERE id = $1', [userId, hash]);
    // Anyone else signed in as her is signed out; the session in use stays.
    await tx.query('DELETE FROM admin_sessions WHERE user_id = $1 AND token_hash <> $2', [
      userId,
      sessionToken ? hashSessionToken(sessionToken) : '',
    ]);
    await audit(tx, actor, 'conta.senha', `usuario:${userId}`, 1, { antes: null, depois: { senhaTrocada: true } });
    return { ok: true as const };
  });
}
