import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

/** Fastify request → Web Request, as React Router's handler expects; aborted when the client goes away. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // The shopper's address travels on to the Store API (its per-IP form limits), as a proxy would append it.
  const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].flat().filter(Boolean);
  if (forwarded.length > 0) headers.set('x-forwarded-for', forwarded.join(', '));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Every path not taken by the Store API or a static file is rendered by React Router (server-side). */
export async function storefrontRoutes(app: FastifyInstance, options: { build: ServerBuild; mode: string }) {
  const handle = createRequestHandler(options.build, options.mode);
  // Leave request bodies unread: React Router parses form posts itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    const response = await handle(toWebRequest(request, reply));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
}
