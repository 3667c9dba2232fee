/**
 * Internal sales (T§2 "Internal-sale banner", T§3, T§6, T§7): an operator signed in on the storefront opens a sale
 * for a customer; the session's cart is that sale's cart. Starting a sale and cancelling it both empty the cart, so
 * one customer's sale never carries another's items; a cancelled sale keeps its row (status 'cancelada').
 */
import type { SaleCancel, SaleCustomers, User } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, badRequest } from '../../lib/errors';
import { clearCart } from '../cart/mutations';
import { findSession, type SessionInfo } from './sessions';
import { userOf } from './user';

/** Where the front end goes after a cancelled sale (T§7 "on success redirect to data.redirect"). */
const AFTER_CANCEL = '/';

const NO_OPEN_SALE = 'Não há venda interna aberta nesta sessão.';

/** The signed-in operator's session: 401 when nobody is signed in, 403 for a customer (T§6). */
async function operatorSession(tx: Queryable, token: string | undefined, now: Date) {
  const session = await findSession(tx, token, now);
  if (!session?.userId) throw new ApiError('unauthorized', 'Faça login como operador para usar a venda interna.');
  const [user] = await tx.query<{ tipo: string }>('SELECT tipo FROM users WHERE id = $1', [session.userId]);
  if (user?.tipo !== 'operador') throw new ApiError('forbidden', 'Apenas operadores podem usar a venda interna.');
  return { ...session, userId: session.userId } satisfies SessionInfo;
}

/** GET sale/customers: who an operator may open a sale for. */
export async function saleCustomers(ctx: AppContext, token: string | undefined): Promise<SaleCustomers> {
  await operatorSession(ctx.db, token, ctx.now());
  const clientes = await ctx.db.query<{ id: number; nomeRazao: string; email: string }>(
    `SELECT id, nome_razao AS "nomeRazao", email FROM users WHERE tipo = 'cliente' ORDER BY nome_razao, id LIMIT 500`,
  );
  return { clientes };
}

/** POST sale/start: opens a sale for the customer in the operator's session, with an empty cart. */
export async function startSale(ctx: AppContext, token: string | undefined, idCliente: number): Promise<User> {
  const now = ctx.now();
  const session = await ctx.db.transaction(async (tx) => {
    const operator = await operatorSession(tx, token, now);
    const [customer] = await tx.query<{ id: number }>(`SELECT id FROM users WHERE id = $1 AND tipo = 'cliente'`, [
      idCliente,
    ]);
    if (!customer) throw badRequest(`Cliente ${idCliente} não encontrado.`, { idCliente: 'Cliente não encontrado.' });
    const opened = await tx.query(
      `INSERT INTO internal_sales (operator_id, customer_id, session_hash, status, criado_em)
       VALUES ($1, $2, $3, 'aberta', $4)
       ON CONFLICT (session_hash) WHERE status = 'aberta' DO NOTHING RETURNING id`,
      [operator.userId, customer.id, operator.tokenHash, now.toISOString()],
    );
    if (opened.length === 0) {
      throw new ApiError('conflict', 'Já existe uma venda interna aberta nesta sessão. Finalize ou cancele-a antes.');
    }
    await clearCart(tx, operator.cartHash, now);
    return operator;
  });
  return userOf(ctx, session, now);
}

/** POST sale/cancel: closes the session's open sale and empties its cart. */
export async function cancelSale(ctx: AppContext, token: string | undefined): Promise<SaleCancel> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await findSession(tx, token, now);
    const closed = session
      ? await tx.query(
          `UPDATE internal_sales SET status = 'cancelada', encerrado_em = $2
            WHERE session_hash = $1 AND status = 'aberta' RETURNING id`,
          [session.tokenHash, now.toISOString()],
        )
      : [];
    if (!session || closed.length === 0) throw new ApiError('conflict', NO_OPEN_SALE);
    await clearCart(tx, session.cartHash, now);
  });
  return { redirect: AFTER_CANCEL };
}
