import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { VISITOR_PAGE, mayKeepAnswer } from '../app/lib/cache-policy';
import { personalPieces, spliceParts, type PersonalState } from '../app/lib/personal-parts';
import { acceptsEncoding, type Page, type PageCache } from './page-cache';
import { splicedGzip } from './spliced-gzip';

/**
 * A shopper with a session served from the page cache (docs/decisions/044-personal-parts-over-a-shared-page.md): the
 * page an anonymous visitor of the same address and variant cookies gets, her personal parts written over it on the
 * way out (app/lib/personal-parts.ts). The cache only ever holds the anonymous render: on a miss the page is rendered
 * for a request without her session, kept, and her parts written over the copy she is sent.
 */

/** What the route gives: the shopper's parts, the page's render without her session, and how a render's answer is applied. */
export interface PersonalPageRoute {
  cache: PageCache;
  key: string;
  reply: FastifyReply;
  /** The shopper's personal parts (the build's `personalParts`, app/server/shell/personal-parts.server.tsx). */
  parts: () => Promise<Parts | null>;
  /** The page rendered for the request without the session cookie; `failed` says whether its render failed. */
  renderAnonymous: () => Promise<{ response: Response; failed: () => boolean }>;
  /** Puts a render's status and headers on the reply as the route does for every answer. */
  applyAnswer: (response: Response) => void;
}

/** The shopper's personal parts as the build's `personalParts` draws them; null: her page is drawn for her alone. */
export type Parts = { html: string; state: PersonalState };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Her page is compressed once, for her alone: at brotli quality 3 (gzip level 3) a 100 KB page takes ≈ 0.9 ms and
 * comes out 21 KB, against 2.3 ms and 19 KB at the store's quality 5 (issue 38) — and in one call, not through the
 * compression plugin's stream (≈ 5 ms a page with its chunks).
 */
const PERSONAL_BROTLI_QUALITY = 3;
const PERSONAL_GZIP_LEVEL = 3;

/** Her answer depends on the encodings she accepts. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * The encoding of her page: gzip wherever she takes it (a kept page's runs are spliced with her pieces, nothing
 * compressed for her: spliced-gzip.ts), brotli where she takes only that, else none.
 */
function personalEncoding(reply: FastifyReply): 'br' | 'gzip' | null {
  const { headers } = reply.request;
  if (headers['x-no-compression'] !== undefined) return null;
  const accept = headers['accept-encoding'];
  if (acceptsEncoding(accept, 'gzip')) return 'gzip';
  return acceptsEncoding(accept, 'br') ? 'br' : null;
}

/** Sends her page compressed in the encoding she takes (personalEncoding), at a fast quality. */
async function sendPersonal(reply: FastifyReply, html: string): Promise<void> {
  const encoding = personalEncoding(reply);
  varyOnEncoding(reply);
  if (encoding === null) {
    await reply.send(html);
    return;
  }
  const body = Buffer.from(html);
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: PERSONAL_BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzip(body, { level: PERSONAL_GZIP_LEVEL });
  reply.header('content-encoding', encoding);
  await reply.send(compressed);
}

/** Her page as gzip: the kept page's runs with her parts and data between them; null when her fragment lacks a part. */
function splicedAnswer(personal: NonNullable<Page['personal']>, parts: Parts): Buffer | null {
  const pieces = personalPieces(parts.html, parts.state, personal.order);
  return (
    pieces &&
    splicedGzip(
      personal.runs,
      pieces.map((piece) => Buffer.from(piece)),
    )
  );
}

/** Sends her spliced gzip page. */
async function sendSpliced(reply: FastifyReply, body: Buffer): Promise<void> {
  varyOnEncoding(reply);
  reply.header('content-encoding', 'gzip');
  await reply.send(body);
}

/** Her answer's headers: her own page (private, asked again before use), whatever the shared page says. */
function personalHeaders(reply: FastifyReply, status: 'hit' | 'miss', statusHeader: string) {
  reply.header('cache-control', VISITOR_PAGE);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*cookie\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
  reply.header(statusHeader, status);
}

/**
 * Serves the shopper the shared page with her parts; false when it could not (no parts: her page is drawn for her
 * alone; the page is not one the cache keeps; the catalogue version could not be read), with nothing sent and no
 * header set, so that the route renders her page as before.
 */
export async function servePersonalPage(route: PersonalPageRoute): Promise<boolean> {
  const { cache, key, reply } = route;
  const [parts, found] = await Promise.all([route.parts().catch(() => null), cache.lookup(key).catch(() => null)]);
  if (!parts || !found) {
    if (found && 'miss' in found) found.miss.done(null);
    return false;
  }
  if ('hit' in found) {
    const { hit } = found;
    // Gzip accepted: the kept page's runs with her pieces between them, nothing of the page compressed again.
    const spliced = hit.personal && personalEncoding(reply) === 'gzip' ? splicedAnswer(hit.personal, parts) : null;
    const html = spliced ? null : spliceParts(await cache.html(hit), parts.html, parts.state);
    if (spliced === null && html === null) return false;
    reply.status(200);
    for (const [name, value] of hit.headers) reply.header(name, value);
    if (hit.vary) reply.header('vary', hit.vary);
    personalHeaders(reply, 'hit', cache.statusHeader);
    if (spliced) await sendSpliced(reply, spliced);
    else if (html !== null) await sendPersonal(reply, html);
    return true;
  }
  const { miss } = found;
  let rendered: Awaited<ReturnType<PersonalPageRoute['renderAnonymous']>>;
  try {
    rendered = await route.renderAnonymous();
  } catch (error) {
    miss.done(null);
    throw error;
  }
  const { response, failed } = rendered;
  const keepable =
    response.body !== null &&
    mayKeepAnswer({
      status: response.status,
      contentType: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      setsCookie: response.headers.has('set-cookie'),
    });
  const page = keepable ? await response.text() : null;
  const html = page === null || failed() ? null : spliceParts(page, parts.html, parts.state);
  if (page === null || html === null) {
    if (!keepable) await response.body?.cancel();
    miss.done(null);
    return false;
  }
  route.applyAnswer(response);
  void cache.keep(miss, cache.keptHeaders(reply), String(reply.getHeader('vary') ?? ''), Buffer.from(page));
  personalHeaders(reply, 'miss', cache.statusHeader);
  await sendPersonal(reply, html);
  return true;
}
