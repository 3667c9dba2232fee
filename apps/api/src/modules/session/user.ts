/** The User of T§3 for a session (B§3 "User", T§3 "Internal sale"), alone or with the session's cart. */
import type { Cart, InternalSale, User, UserAndCart } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { namedStatement, runNamed } from '../../db/client';
import { readCart } from '../cart/read';
import { MAX_HOPS, SESSION_TOKEN, findSession, hashToken, type SessionInfo } from './sessions';

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
  return user ? signedInUser(user, cartOf) : ANONYMOUS;
}

/** The signed-in user of a user row, with the internal sale open in the session (its totals from `cartOf`). */
async function signedInUser(user: UserRow, cartOf: CartOf): Promise<User> {
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
 * A session, the session whose cart it uses (its hand-overs followed as findSession follows them: at most MAX_HOPS,
 * stopping at one that has expired) and its signed-in user with the internal sale open in it, in one statement: every
 * page of a shopper with a session asks for these (issue 38: on PGlite each statement is a message of its own).
 */
const SESSION_USER_SQL = namedStatement(
  'session_and_user',
  `
WITH RECURSIVE walk AS (
  SELECT token_hash, substituida_por, user_id, 0 AS hop FROM sessions WHERE token_hash = $1 AND expira_em > $2
  UNION ALL
  SELECT s.token_hash, s.substituida_por, NULL, w.hop + 1
    FROM walk w JOIN sessions s ON s.token_hash = w.substituida_por AND s.expira_em > $2
   WHERE w.hop < ${MAX_HOPS}
)
SELECT (SELECT token_hash FROM walk ORDER BY hop DESC LIMIT 1) AS cart_hash,
       u.id, u.nome_razao, u.email, s.id AS venda_id, c.id AS cliente_id, c.nome_razao AS cliente_nome
  FROM walk f
  LEFT JOIN users u ON u.id = f.user_id
  LEFT JOIN internal_sales s ON u.id IS NOT NULL AND s.session_hash = $1 AND s.status = 'aberta'
  LEFT JOIN users c ON c.id = s.customer_id
 WHERE f.hop = 0`,
);

/** The session's row: its cart's session, and its user's columns (null without a signed-in user). */
interface SessionUserRow {
  cart_hash: string;
  id: number | null;
  nome_razao: string | null;
  email: string | null;
  venda_id: number | null;
  cliente_id: number | null;
  cliente_nome: string | null;
}

/**
 * GET checkout/user-and-cart: what GET checkout/user and GET checkout/cart answer, from one statement for the session
 * and its user and one read of the cart's lines; an open internal sale's cart totals come from the same read.
 */
export async function sessionUserAndCart(ctx: AppContext, token: string | undefined): Promise<UserAndCart> {
  const now = ctx.now();
  if (!token || !SESSION_TOKEN.test(token)) return { usuario: ANONYMOUS, carrinho: await readCart(ctx.db, null, now) };
  const [row] = await runNamed<SessionUserRow>(ctx.db, SESSION_USER_SQL, [hashToken(token), now.toISOString()]);
  const cart = readCart(ctx.db, row?.cart_hash ?? null, now);
  const user = row ? signedIn(row) : null;
  const usuario = user ? await signedInUser(user, () => cart) : ANONYMOUS;
  return { usuario, carrinho: await cart };
}

/** The signed-in user's columns of a session's row; null for an anonymous session. */
function signedIn({ id, nome_razao, email, venda_id, cliente_id, cliente_nome }: SessionUserRow): UserRow | null {
  if (id === null || nome_razao === null || email === null) return null;
  return { id, nome_razao, email, venda_id, cliente_id, cliente_nome };
}
