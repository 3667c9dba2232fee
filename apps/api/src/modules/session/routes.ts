/** The shopper's session (B§7, T§6, T§7): checkout/user, sign-in and sign-out, internal sales. */
import { SESSION_HEADER, endpoints } from '@vitrine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { LOGIN_ATTEMPTS, LOGIN_WINDOW_MS, signIn, signOut } from './account';
import { cancelSale, saleCustomers, startSale } from './sale';
import { sessionUser } from './user';

/** Sign-in attempts are counted per e-mail address (brute force on one account), else per client address. */
function loginKey(request: FastifyRequest): string {
  const body: unknown = request.body;
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? `login:${email.trim().toLowerCase()}` : request.ip;
}

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.user, ({ request }) => sessionUser(ctx, request.sessionToken));

  route(
    app,
    endpoints.login,
    async ({ body, request, reply }) => {
      const { token, user } = await signIn(ctx, request.sessionToken, body);
      void reply.header(SESSION_HEADER, token);
      return user;
    },
    {
      config: {
        rateLimit: { max: LOGIN_ATTEMPTS, timeWindow: LOGIN_WINDOW_MS, hook: 'preHandler', keyGenerator: loginKey },
      },
    },
  );
  route(app, endpoints.logout, ({ request }) => signOut(ctx, request.sessionToken));

  route(app, endpoints.saleCustomers, ({ request }) => saleCustomers(ctx, request.sessionToken));
  route(app, endpoints.saleStart, ({ body, request }) => startSale(ctx, request.sessionToken, body.idCliente));
  route(app, endpoints.saleCancel, ({ request }) => cancelSale(ctx, request.sessionToken));
}
