/** The User of T§3 for a session (B§3 "User", T§3 "Internal sale"), alone or with the session's cart. */
import type { Cart, InternalSale, User, UserAndCart } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { readCart } from '../cart/read';
import { findSession, type SessionInfo } from './sessions';

export const ANONYMOUS: User = { id: null, logado: false, nomeRazao: null, email: null, vendaInterna: null };

/** The session's cart priced now, read only when an open sale needs its totals. */
type CartOf = () => Promise<Cart>;

/**
 * Anonymous without a signed-in user; vendaInterna while a sale is open (its totals from `cartOf`: by default the
 * session's cart read for it).
 */
export async function userOf(
  ctx: AppContext,
  session: SessionInfo | null,
  now: Date,
  cartOf: CartOf = () => readCart(ctx.db, session?.cartHash ?? null, now),
): Promise<User> {
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
    vendaInterna: await openInternalSale(ctx, session, user.nome_razao, cartOf),
  };
}

async function openInternalSale(
  ctx: AppContext,
  session: SessionInfo,
  operatorName: string,
  cartOf: CartOf,
): Promise<InternalSale | null> {
  const [sale] = await ctx.db.query<{ id: number; cliente_id: number; cliente_nome: string }>(
    `SELECT s.id, c.id AS cliente_id, c.nome_razao AS cliente_nome
       FROM internal_sales s JOIN users c ON c.id = s.customer_id
      WHERE s.session_hash = $1 AND s.status = 'aberta'`,
    [session.tokenHash],
  );
  if (!sale) return null;
  const cart = await cartOf();
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

/**
 * GET checkout/user-and-cart: what GET checkout/user and GET checkout/cart answer, from one session lookup. The user
 * and the cart are read side by side (on PostgreSQL on two connections; PGlite runs them one after the other), and an
 * open internal sale's cart totals come from the same read of the lines.
 */
export async function sessionUserAndCart(ctx: AppContext, token: string | undefined): Promise<UserAndCart> {
  const now = ctx.now();
  const session = await findSession(ctx.db, token, now);
  const cart = readCart(ctx.db, session?.cartHash ?? null, now);
  const [usuario, carrinho] = await Promise.all([userOf(ctx, session, now, () => cart), cart]);
  return { usuario, carrinho };
}
