import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';

/** A media file slower than this answers 504 instead of holding the page's image request. */
const MEDIA_TIMEOUT_MS = 10_000;

/**
 * With API_URL the Store API (and its /media files: product pictures, logos, banners, manuals) runs elsewhere, while
 * the pages keep naming images by their path on this site (`/media/…`). Those paths are passed to the Store API's
 * origin and its answer (status, type, caching headers, body) streamed back unchanged.
 */
export async function proxyMedia(app: FastifyInstance, apiBaseUrl: string): Promise<void> {
  const api = new URL(apiBaseUrl);
  // The Store API may live under a path (https://host/loja): its /media is beside its /v2/front.
  const prefix = api.pathname.replace(/\/+$/, '');
  await app.register(replyFrom, {
    base: api.origin,
    undici: { headersTimeout: MEDIA_TIMEOUT_MS, bodyTimeout: MEDIA_TIMEOUT_MS },
  });
  app.get('/media/*', (request, reply) =>
    reply.from(`${prefix}${request.url}`, {
      // Only what a file request needs: no cookies or session of the shopper go to the other origin.
      rewriteRequestHeaders: (_request, original) => ({
        accept: original.accept ?? '*/*',
        ...(original['if-none-match'] && { 'if-none-match': original['if-none-match'] }),
        ...(original['if-modified-since'] && { 'if-modified-since': original['if-modified-since'] }),
      }),
    }),
  );
}
