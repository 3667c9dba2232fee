import type { FastifyRequest } from 'fastify';

/**
 * The shopper's address: the first X-Forwarded-For entry when sent (the storefront, which holds the App-Token,
 * forwards it: every shopper reaches this API from the storefront's own address), else the connection's.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.ip;
}
