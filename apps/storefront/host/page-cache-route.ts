import { pipeline, Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayKeepAnswer } from '../app/lib/cache-policy';
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
  // The catalogue version could not be read (the database out of reach): the page is rendered without the cache,
  // and its render answers the outage as every other page does (the store's 503 page).
  const found = await cache.lookup(key).catch(() => null);
  if (found && 'hit' in found) {
    await cache.send(found.hit, request, reply);
    return { served: true };
  }
  if (found) reply.header(cache.statusHeader, 'miss');
  return { served: false, miss: found?.miss ?? null };
}

/** What the render reports back through its load context (entry.server.tsx). */
export type RenderReport = { renderFailed: boolean };

/** Whether the answer the render gave may be kept (cache-policy.ts). */
function keepable(reply: FastifyReply): boolean {
  const header = (name: string) => {
    const value = reply.getHeader(name);
    return value === undefined ? null : String(value);
  };
  return mayKeepAnswer({
    status: reply.statusCode,
    contentType: header('content-type'),
    cacheControl: header('cache-control'),
    setsCookie: reply.hasHeader('set-cookie'),
  });
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
