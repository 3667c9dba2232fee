/** The User of T§3 for a session (B§3 "User", T§3 "Internal sale"). */
import type { InternalSale, User } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { readCart } from '../cart/read';
import { findSession, type SessionInfo } from './sessions';

export const ANONYMOUS: User = { id: null, logado: false, nomeRazao: null, email: null, vendaInterna: null };

/** Anonymous without a signed-in user; vendaInterna while a sale is open. */
export async function userOf(ctx: AppContext, session: SessionInfo | null, now: Date): Promise<User> {
  if (!session?.userId) return ANONYMOUS;
  const [user] = await ctx.db.query<{ id: number; nome_razao: string; email: string }>(
    'SELECT id, nome_razao, email FROM users WHERE id = $1',
    [session.userId],
  );
  if (!user) return ANONYMOUS;
  return {
    id: user.id,
    logado: true,
    nomeRazao: user.nome_razao,
    email: user.email,
    vendaInterna: await openInternalSale(ctx, session, user.nome_razao, now),
  };
}

async function openInternalSale(
  ctx: AppContext,
  session: SessionInfo,
  operatorName: string,
  now: Date,
): Promise<InternalSale | null> {
  const [sale] = await ctx.db.query<{ id: number; cliente_id: number; cliente_nome: string }>(
    `SELECT s.id, c.id AS cliente_id, c.nome_razao AS cliente_nome
       FROM internal_sales s JOIN users c ON c.id = s.customer_id
      WHERE s.session_hash = $1 AND s.status = 'aberta'`,
    [session.tokenHash],
  );
  if (!sale) return null;
  const cart = await readCart(ctx.db, session.cartHash, now);
  return {
    id: sale.id,
    usuario: { nome: operatorName },
    cliente: { id: sale.cliente_id, nomeRazao: sale.cliente_nome },
    carrinho: { quantidadeItens: cart.quantidadeItens, quantidadeTotal: cart.quantidadeTotal, total: cart.total.valor },
  };
}

/** GET checkout/user: the session's shopper. */
export async function sessionUser(ctx: AppContext, token: string | undefined): Promise<User> {
  const now = ctx.now();
  return userOf(ctx, await findSession(ctx.db, token, now), now);
}
