/**
 * The shopper's session (B§7, T§6, T§7): checkout/user (and checkout/user-and-cart, the user with the cart), sign-in
 * and sign-out, internal sales.
 */
import { SESSION_HEADER, endpoints } from '@vitrine/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { clientAddress } from '../../lib/client-address';
import { ApiError } from '../../lib/errors';
import { route } from '../../lib/route';
import { signIn, signOut } from './account';
import { cancelSale, saleCustomers, startSale } from './sale';
import { SIGN_IN_THROTTLED, SignInLimiter } from './sign-in-limits';
import { sessionUser, sessionUserAndCart } from './user';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.user, ({ request }) => sessionUser(ctx, request.sessionToken));
  route(app, endpoints.userAndCart, ({ request }) => sessionUserAndCart(ctx, request.sessionToken));

  // Wrong passwords are counted per account and client address, and per client address (sign-in-limits.ts).
  const limiter = new SignInLimiter();
  route(app, endpoints.login, async ({ body, request, reply }) => {
    const attempt = limiter.begin(clientAddress(request), body.email);
    if (!attempt.allowed) {
      void reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new ApiError('rate_limited', SIGN_IN_THROTTLED);
    }
    if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
    try {
      const { token, user } = await signIn(ctx, request.sessionToken, body);
      attempt.finish('success');
      void reply.header(SESSION_HEADER, token);
      return user;
    } catch (error) {
      attempt.finish(error instanceof ApiError && error.code === 'unauthorized' ? 'failure' : 'error');
      throw error;
    }
  });
  route(app, endpoints.logout, ({ request }) => signOut(ctx, request.sessionToken));

  route(app, endpoints.saleCustomers, ({ request }) => saleCustomers(ctx, request.sessionToken));
  route(app, endpoints.saleStart, ({ body, request }) => startSale(ctx, request.sessionToken, body.idCliente));
  route(app, endpoints.saleCancel, ({ request }) => cancelSale(ctx, request.sessionToken));
}
