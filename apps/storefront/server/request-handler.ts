import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { isBackOfficePath } from '../app/lib/navigation/back-office';
import { guardPost } from './post-guard';
import { scriptNonce } from './security';

/** Fastify request → Web Request, as React Router's handler expects; aborted when the client goes away. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = requestUrl(request.protocol, request.host, request.url);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // The shopper's address (as the proxy settings read it), which the Store API client forwards for per-IP limits.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

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

/** The largest import file the back office's catalogue page takes (larger ones go through the CLI or the API). */
const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The storefront's server build, or (development) a function that loads the current one. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Every path not taken by the Store API or a static file is rendered by React Router (server-side). */
export async function storefrontRoutes(
  app: FastifyInstance,
  options: { build: BuildSource; mode: string; publicUrl?: string | undefined },
) {
  const handle = createRequestHandler(options.build, options.mode);
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  // Leave request bodies unread: React Router parses form posts itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Posts come from the store's own pages and are small (post-guard.ts): checked before the body is read.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const refusal = guardPost(
      {
        method: request.method,
        origin: `${request.protocol}://${request.host}`,
        publicOrigin,
        headers: {
          origin: header(request.headers.origin),
          'sec-fetch-site': header(request.headers['sec-fetch-site']),
          'content-length': header(request.headers['content-length']),
          'transfer-encoding': header(request.headers['transfer-encoding']),
        },
      },
      // The back office's catalogue page takes an import file; every other post is a small form.
      path.startsWith('/admin/catalogo') ? IMPORT_UPLOAD_MAX_BYTES : undefined,
    );
    if (refusal) return reply.code(refusal.status).type('text/plain; charset=utf-8').send(refusal.message);
  });

  app.all('/*', async (request, reply) => {
    // The response's script nonce (its CSP header names it): the page gives it to every inline script (entry.server).
    const response = await handle(toWebRequest(request, reply), { cspNonce: scriptNonce(reply.raw) });
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    // The back office (issue 27): never kept by a browser or a shared cache, never indexed — every page, data
    // request, redirect and error under /admin, whatever its route said.
    if (isBackOfficePath(request.url.split('?')[0] ?? '')) {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
}
