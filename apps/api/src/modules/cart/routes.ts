/** POST, PUT and DELETE /checkout/cart (T§7): the answer is the cart plus avisos of clamped quantities. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_HEADER, cartAddSchema, cartRemoveSchema, cartUpdateSchema } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { loadKit, priceKit } from '../catalog/detail/kit';
import { choicesOf } from '../catalog/detail/lists';
import { addKit, addProducts, removeLine, setQuantity, withLockedCart, type CartResult } from './mutations';

/** Sends a new session's token back in the Session header. */
export function answer(reply: FastifyReply, result: CartResult) {
  if (result.newToken) void reply.header(SESSION_HEADER, result.newToken);
  return result.response;
}

const bodyAndQuery = (body: unknown, query: unknown) => ({
  ...(query && typeof query === 'object' ? query : {}),
  ...(body && typeof body === 'object' ? body : {}),
});

export function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/checkout/cart', async (request, reply) => {
    const body = parseInput(cartAddSchema, request.body);
    if (body.tipo === 'produto') {
      return answer(reply, await withLockedCart(ctx, request.sessionToken, true, (c) => addProducts(c, body.itens)));
    }
    const pricing = await ctx.pricing.get();
    const choices = choicesOf(body.produtos);
    const result = await withLockedCart(ctx, request.sessionToken, true, async (c) => {
      const kit = await loadKit(c.tx, { id: body.idListaCompra }, c.now);
      if (!kit)
        throw badRequest(`Lista de compras ${body.idListaCompra} não encontrada.`, {
          idListaCompra: 'Não encontrada.',
        });
      return addKit(c, priceKit(kit, choices, pricing), body.quantidade);
    });
    return answer(reply, result);
  });

  app.put('/checkout/cart', async (request) => {
    const body = parseInput(cartUpdateSchema, request.body);
    return (await withLockedCart(ctx, request.sessionToken, false, (c) => setQuantity(c, body))).response;
  });

  app.delete('/checkout/cart', async (request) => {
    const body = parseInput(cartRemoveSchema, bodyAndQuery(request.body, request.query));
    return (await withLockedCart(ctx, request.sessionToken, false, (c) => removeLine(c, body))).response;
  });
}
