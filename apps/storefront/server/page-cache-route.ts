import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageKey, type Miss, type PageCache } from './page-cache';

/**
 * The page cache on the storefront's route (request-handler.ts): a kept page is sent as it is; a miss renders as
 * usual, streamed to its visitor, and is kept once its last byte is sent if it may be (page-cache.ts).
 */
export async function servePage(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ served: true } | { served: false; miss: Miss | null }> {
  const key = pageKey(request);
  if (key === null) return { served: false, miss: null };
  const found = await cache.lookup(key);
  if (found && 'hit' in found) {
    await cache.send(found.hit, request, reply);
    return { served: true };
  }
  if (found) reply.header(cache.statusHeader, 'miss');
  return { served: false, miss: found?.miss ?? null };
}

/** What the render reports back through its load context (entry.server.tsx). */
export type RenderReport = { renderFailed: boolean };

/** Whether the answer the render gave may be kept: a 200 HTML page that sets no cookie and does not say no-store. */
function keepable(reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  return (
    reply.statusCode === 200 &&
    type.startsWith('text/html') &&
    !reply.hasHeader('set-cookie') &&
    !/no-store|no-cache="?set-cookie/i.test(cacheControl)
  );
}

/** The page's body, passed on as it streams and kept once it all went out (nothing kept when it fails). */
export function keepWhenSent(
  cache: PageCache,
  miss: Miss,
  reply: FastifyReply,
  body: Readable,
  report: RenderReport,
): Readable {
  if (!keepable(reply)) {
    miss.done(null);
    return body;
  }
  const headers = cache.keptHeaders(reply);
  const vary = String(reply.getHeader('vary') ?? '');
  const parts: Buffer[] = [];
  let whole = false;
  // A response that ends before the whole page went through (the visitor left, the send failed) keeps nothing, so
  // the requests waiting for it go on (done is idempotent: once kept, this changes nothing).
  reply.raw.once('close', () => {
    if (!whole) miss.done(null);
  });
  const collector = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      whole = true;
      callback();
      if (report.renderFailed) miss.done(null);
      else void cache.keep(miss, headers, vary, Buffer.concat(parts));
    },
  });
  pipeline(body, collector, (error) => {
    if (error) miss.done(null);
  });
  return collector;
}
