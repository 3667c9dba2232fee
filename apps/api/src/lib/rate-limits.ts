/**
 * Per-address and per-session limits on a group of Store API calls (forms, cart adds): one `onRequest` hook built on
 * @fastify/rate-limit's `createRateLimit`. Over either limit → 429 with `Retry-After` and the group's Portuguese
 * message, in the Store API's envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from './client-address';
import { ApiError } from './errors';

export interface LimitWindow {
  max: number;
  timeWindow: number;
}

export function limitPerAddressAndSession(
  app: FastifyInstance,
  options: { name: string; perIp: LimitWindow; perSession: LimitWindow; message: string },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const { name, message } = options;
  const perIp = app.createRateLimit({
    ...options.perIp,
    keyGenerator: (request) => `${name}-ip:${clientAddress(request)}`,
  });
  const perSession = app.createRateLimit({
    ...options.perSession,
    keyGenerator: (request) => `${name}-session:${request.sessionToken ?? ''}`,
    // Without a session (a first visit) only the address limit applies.
    allowList: (request) => request.sessionToken === undefined,
  });
  return async (request, reply) => {
    for (const limiter of [perIp, perSession]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new ApiError('rate_limited', message);
      }
    }
  };
}
