/** Product and kit detail, "Compre junto" and the kit recomputation (B§7, T§7). */
import type { FastifyInstance } from 'fastify';
import { combinationRequestSchema, listShopRequestSchema, verifyQuerySchema } from '@vitrine/contract';
import type { AppContext } from '../../../context';
import { parseInput } from '../../../lib/validate';
import { addKit, withLockedCart } from '../../cart/mutations';
import { answer } from '../../cart/routes';
import { recomputeCombination } from './combinations';
import { loadKit, priceKit } from './kit';
import { choicesOf, listDetail, shopList } from './lists';
import { productDetail } from './product-detail';

export function detailRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/url/product/detail', async (request) =>
    productDetail(ctx, parseInput(verifyQuerySchema, request.query).url),
  );
  app.get('/url/list/detail', async (request) => listDetail(ctx, parseInput(verifyQuerySchema, request.query).url));

  app.post('/product/combination', async (request) =>
    recomputeCombination(ctx, parseInput(combinationRequestSchema, request.body)),
  );

  app.post('/list/shop', async (request, reply) => {
    const body = parseInput(listShopRequestSchema, request.body);
    const recomputed = await shopList(ctx, body);
    if (!body.carrinho) return { ...recomputed, carrinho: null };
    const pricing = await ctx.pricing.get();
    const choices = choicesOf(body.produtos);
    const result = await withLockedCart(ctx, request.sessionToken, true, async (c) => {
      // Re-read inside the transaction: the stock the line is clamped to is the stock at commit.
      const kit = await loadKit(c.tx, { id: body.idListaCompra }, c.now);
      return kit ? addKit(c, priceKit(kit, choices, pricing), body.quantidade) : [];
    });
    return { ...recomputed, carrinho: answer(reply, result) };
  });
}
