import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORE_API_PREFIX } from '@vitrine/contract';
import { portugueseServer } from '@vitrine/api';
import { NOT_FOUND_PATH } from './malformed-address';

/** What a rendered page's headers say of its own transfer; the answer here is sent whole. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'set-cookie',
]);

/** The headers of the shopper's request the not-found page reads (her session for the header's greeting and cart). */
const READ_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * Issue 39: an address the router cannot read at all (`/%ZZ`, `/%FF.html`: percent-encoding that is no UTF-8) is
 * the store's own 404 page, header and footer included, as every other unknown address; the Store API and the
 * health checks keep the framework's Portuguese envelope. The page is the one the router draws for a malformed
 * address it can read (malformed-address.ts), rendered in process.
 */
export function storeFrameworkErrors(app: () => FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw.url ?? '';
    const page = !raw.startsWith(STORE_API_PREFIX) && !raw.startsWith('/healthz') && !raw.startsWith('/readyz');
    if (!page || (request.method !== 'GET' && request.method !== 'HEAD')) {
      portugueseServer.frameworkErrors(error, request, reply);
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of READ_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    void app()
      .inject({ method: 'GET', url: NOT_FOUND_PATH, headers })
      .then((rendered) => {
        reply.code(404);
        for (const [name, value] of Object.entries(rendered.headers)) {
          if (value !== undefined && !TRANSFER_HEADERS.has(name)) reply.header(name, value);
        }
        return reply.send(request.method === 'HEAD' ? undefined : rendered.rawPayload);
      })
      .catch(() => portugueseServer.frameworkErrors(error, request, reply));
  };
}
