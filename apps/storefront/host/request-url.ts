import type { FastifyRequest } from 'fastify';
import type { PolicyRequest } from '../app/lib/cache-policy';

const FALLBACK_HOST = 'localhost';

/**
 * The request's URL: its path always read as a path (`//host/x` stays a path on this site) on its Host; a Host
 * that is no host name (a bad or hostile header) falls back to localhost instead of failing the request.
 */
export function requestUrl(protocol: string, host: string, path: string): URL {
  const safePath = path.startsWith('/') ? path : `/${path}`;
  try {
    const url = new URL(`${protocol}://${host}${safePath}`);
    if (url.host !== host.toLowerCase()) throw new TypeError('host changed while parsing');
    return url;
  } catch {
    return new URL(`${protocol}://${FALLBACK_HOST}${safePath}`);
  }
}

/** What the cache policy (app/lib/cache-policy.ts) reads of a request. */
export function policyRequest(
  request: Pick<FastifyRequest, 'method' | 'headers' | 'protocol' | 'host' | 'url'>,
): PolicyRequest {
  const cookie = request.headers.cookie;
  return {
    method: request.method,
    url: requestUrl(request.protocol, request.host, request.url),
    cookie: (Array.isArray(cookie) ? cookie.join('; ') : cookie) ?? null,
    authorization: request.headers.authorization !== undefined,
  };
}
