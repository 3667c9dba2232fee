import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { SHOPPER_ADDRESS_HEADER, SHOPPER_KEY_HEADER } from '@vitrine/contract';
import { sameSecret } from './same-secret';

/**
 * The shopper's address, for the per-address limits (sign-in, forms, anonymous cart adds): the address the storefront
 * sends when the request carries the storefront's key (`shopperKey`), else the connection's address as Fastify reads
 * it — X-Forwarded-For counts only from the proxies TRUST_PROXY names. A client holding the App-Token cannot choose
 * the address it is counted under (issue 28).
 */
export function readClientAddress(request: FastifyRequest, shopperKey: string | null): string {
  const given = request.headers[SHOPPER_ADDRESS_HEADER];
  if (shopperKey && typeof given === 'string' && isIP(given) !== 0) {
    if (sameSecret(request.headers[SHOPPER_KEY_HEADER], shopperKey)) return given;
  }
  return request.ip;
}

/** The address `readClientAddress` found for this request (app.ts reads it once, on arrival). */
export function clientAddress(request: FastifyRequest): string {
  return request.clientAddress || request.ip;
}
