/** The cart (T§4, T§7): GET, POST, PUT and DELETE checkout/cart and the kit add, POST list/shop. */
import { SESSION_HEADER, endpoints } from '@vitrine/contract';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { limitPerAddressAndSession } from '../../lib/rate-limits';
import { route } from '../../lib/route';
import { addToCart, removeCartLine, sessionCart, shopKit, updateCartLine, type WithToken } from './service';

/** A session created by the change goes back in the Session header. */
function answer<T>(reply: FastifyReply, result: WithToken<T>): T {
  if (result.newToken) void reply.header(SESSION_HEADER, result.newToken);
  return result.response;
}

export function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  const limitAdds = {
    onRequest: limitPerAddressAndSession(app, {
      name: 'cart-add',
      ...ctx.cartAddLimits,
      message: FORM_MESSAGES.cartRateLimited,
    }),
    // An add without a valid session opens one, counted against the store-wide ceiling (mutations.ts).
  };
  route(app, endpoints.cart, ({ request }) => sessionCart(ctx, request.sessionToken));
  route(
    app,
    endpoints.cartAdd,
    async ({ body, request, reply }) => answer(reply, await addToCart(ctx, request.sessionToken, body)),
    limitAdds,
  );
  route(app, endpoints.cartUpdate, ({ body, request }) => updateCartLine(ctx, request.sessionToken, body));
  route(app, endpoints.cartRemove, ({ body, request }) => removeCartLine(ctx, request.sessionToken, body));
  route(
    app,
    endpoints.listShop,
    async ({ body, request, reply }) => answer(reply, await shopKit(ctx, request.sessionToken, body)),
    limitAdds,
  );
}
