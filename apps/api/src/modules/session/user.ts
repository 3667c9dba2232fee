/** The User of T§3 for a session (B§3 "User", T§3 "Internal sale"), alone or with the session's cart. */
import type { Cart, InternalSale, User, UserAndCart } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { namedStatement, runNamed } from '../../db/client';
import { readCart } from '../cart/read';
import { findSession, type SessionInfo } from './sessions';

export const ANONYMOUS: User = { id: null, logado: false, nomeRazao: null, email: null, vendaInterna: null };

/** The session's cart priced now, read only when an open sale needs its totals. */
type CartOf = () => Promise<Cart>;

/**
 * The signed-in user and the internal sale open in this session, if any (at most one: internal_sales_open_idx), in
 * one statement.
 */
const USER_SQL = namedStatement(
  'shopper_user',
  `
SELECT u.id, u.nome_razao, u.email, s.id AS venda_id, c.id AS cliente_id, c.nome_razao AS cliente_nome
  FROM users u
  LEFT JOIN internal_sales s ON s.session_hash = $2 AND s.status = 'aberta'
  LEFT JOIN users c ON c.id = s.customer_id
 WHERE u.id = $1`,
);

interface UserRow {
  id: number;
  nome_razao: string;
  email: string;
  venda_id: number | null;
  cliente_id: number | null;
  cliente_nome: string | null;
}

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
  const [user] = await runNamed<UserRow>(ctx.db, USER_SQL, [session.userId, session.tokenHash]);
  if (!user) return ANONYMOUS;
  return {
    id: user.id,
    logado: true,
    nomeRazao: user.nome_razao,
    email: user.email,
    vendaInterna: await openInternalSale(user, cartOf),
  };
}

/** The sale the operator `user` has open in this session, with its cart's totals (T§3 "Internal sale"). */
async function openInternalSale(user: UserRow, cartOf: CartOf): Promise<InternalSale | null> {
  if (user.venda_id === null || user.cliente_id === null || user.cliente_nome === null) return null;
  const cart = await cartOf();
  return {
    id: user.venda_id,
    usuario: { nome: user.nome_razao },
    cliente: { id: user.cliente_id, nomeRazao: user.cliente_nome },
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
