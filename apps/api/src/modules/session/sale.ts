/**
 * Internal sales (T§2 "Internal-sale banner", T§3, T§6, T§7): an operator signed in on the storefront opens a sale
 * for a customer; the session's cart is that sale's cart. Starting a sale and cancelling it both empty the cart, so
 * one customer's sale never carries another's items; a cancelled sale keeps its row (status 'cancelada').
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saleStartSchema, type SaleCancel, type SaleCustomers } from '@vitrine/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { ApiError, badRequest } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { userOf } from './routes';
import { findSession, type SessionInfo } from './sessions';

/** Where the front end goes after a cancelled sale (T§7 "on success redirect to data.redirect"). */
const AFTER_CANCEL = '/';

const NO_OPEN_SALE = 'Não há venda interna aberta nesta sessão.';

/** The signed-in operator's session: 401 when nobody is signed in, 403 for a customer (T§6). */
async function operatorSession(ctx: AppContext, tx: Queryable, request: FastifyRequest, now: Date) {
  const session = await findSession(tx, request.sessionToken, now);
  if (!session?.userId) throw new ApiError('unauthorized', 'Faça login como operador para usar a venda interna.');
  const [user] = await tx.query<{ tipo: string }>('SELECT tipo FROM users WHERE id = $1', [session.userId]);
  if (user?.tipo !== 'operador') throw new ApiError('forbidden', 'Apenas operadores podem usar a venda interna.');
  return { tokenHash: session.tokenHash, userId: session.userId } satisfies SessionInfo;
}

/** Empties the session's cart under the same row lock cart changes take (cart/mutations.ts). */
async function emptyCart(tx: Queryable, sessionHash: string, now: Date) {
  const [cart] = await tx.query<{ id: number }>('SELECT id FROM carts WHERE session_hash = $1 FOR UPDATE', [
    sessionHash,
  ]);
  if (!cart) return;
  await tx.query('DELETE FROM cart_items WHERE cart_id = $1', [cart.id]);
  await tx.query('UPDATE carts SET versao = versao + 1, atualizado_em = $2 WHERE id = $1', [
    cart.id,
    now.toISOString(),
  ]);
}

export function saleRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sale/customers', async (request): Promise<SaleCustomers> => {
    await operatorSession(ctx, ctx.db, request, ctx.now());
    const clientes = await ctx.db.query<{ id: number; nomeRazao: string; email: string }>(
      `SELECT id, nome_razao AS "nomeRazao", email FROM users WHERE tipo = 'cliente' ORDER BY nome_razao, id LIMIT 500`,
    );
    return { clientes };
  });

  app.post('/sale/start', async (request) => {
    const { idCliente } = parseInput(saleStartSchema, request.body);
    const now = ctx.now();
    const session = await ctx.db.transaction(async (tx) => {
      const operator = await operatorSession(ctx, tx, request, now);
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
      await emptyCart(tx, operator.tokenHash, now);
      return operator;
    });
    return userOf(ctx, session, now);
  });

  app.post('/sale/cancel', async (request): Promise<SaleCancel> => {
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const session = await findSession(tx, request.sessionToken, now);
      const closed = session
        ? await tx.query(
            `UPDATE internal_sales SET status = 'cancelada', encerrado_em = $2
              WHERE session_hash = $1 AND status = 'aberta' RETURNING id`,
            [session.tokenHash, now.toISOString()],
          )
        : [];
      if (!session || closed.length === 0) throw new ApiError('conflict', NO_OPEN_SALE);
      await emptyCart(tx, session.tokenHash, now);
    });
    return { redirect: AFTER_CANCEL };
  });
}
