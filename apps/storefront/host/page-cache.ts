import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { processCacheKey } from '../app/lib/cache-policy';
import { freshReads } from '../app/lib/fresh-reads';
import { pageRuns, type PersonalPart } from '../app/lib/personal-parts';
import { policyRequest } from './request-url';
import { deflateRuns, type DeflatedRun } from './spliced-gzip';

/**
 * The page cache of this process (docs/decisions/035-pages-at-network-speed.md): whole pages for visitors without a
 * session, kept compressed (brotli and gzip) so that serving one again costs no render and no compression.
 *
 * - Which requests and answers: app/lib/cache-policy.ts decides (GET of an anonymous visitor, keyed by the address
 *   and the variant cookies; a 200 HTML page that sets no cookie and is not `no-store`), besides a render that
 *   failed. The encoding the visitor accepts picks one of the kept bodies.
 * - Catalogue version: every lookup reads it (at most one read in flight, each issued after the requests it answers
 *   arrived); a page is served only under the version it was rendered under, and a newer version drops them all.
 * - Age: a page is served for `ttlMs` (5 s) from the moment its render began: the stock it shows is never older.
 * - Memory: least recently used pages go past `maxBytes` (the compressed bodies and headers).
 * - Concurrent misses of one key wait for the first one's render instead of rendering it again.
 */

/** Headers of the render's answer not kept with the page: the encoding and length are the served body's. */
const STATUS_HEADER = 'x-page-cache';
const NOT_KEPT = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'vary',
  'connection',
  'date',
  STATUS_HEADER,
]);
/** A kept body is compressed once per render: a little more effort than the per-request compression's. */
const BROTLI_QUALITY = 7;
const GZIP_LEVEL = 6;

/** What a kept run costs besides its bytes: its CRC operator (32 words) and fields. */
const RUN_OVERHEAD = 160;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const inflateRaw = promisify(zlib.inflateRaw);

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /** The catalogue version now (one database read). */
  version: () => Promise<string>;
  now?: () => number;
}

export interface Page {
  version: string;
  bornAt: number;
  headers: [string, string][];
  vary: string;
  br: Buffer;
  gzip: Buffer;
  /**
   * The page deflated once more in runs cut at the personal parts' edges (decision 044): a shopper's gzip answer is
   * those runs with her pieces between them (spliced-gzip.ts); null for a page without the parts.
   */
  personal: { runs: DeflatedRun[]; order: PersonalPart[] } | null;
  bytes: number;
}

/**
 * A miss that may keep the page it renders: `keep` it with the page's HTML once all of it was sent, or say `done`
 * with null when it must not be kept (the requests waiting for it then render their own).
 */
export interface Miss {
  key: string;
  version: string;
  bornAt: number;
  done: (page: Page | null) => void;
}

export type Lookup = { hit: Page } | { miss: Miss } | null;

/** The page's key, or null when this request must neither be served from the cache nor fill it (cache-policy.ts). */
export function pageKey(request: Pick<FastifyRequest, 'method' | 'headers' | 'protocol' | 'host' | 'url'>) {
  return processCacheKey(policyRequest(request));
}

/** Whether an Accept-Encoding header takes `encoding` (a `q=0` refuses one; `*` stands for any other). */
export function acceptsEncoding(accept: string | undefined, encoding: 'br' | 'gzip'): boolean {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (offered.get(encoding) ?? offered.get('*') ?? 0) > 0;
}

/** The encoding to serve a kept page in: brotli, else gzip, else none (a `q=0` refuses one). */
export function servedEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (acceptsEncoding(accept, 'br')) return 'br';
  if (acceptsEncoding(accept, 'gzip')) return 'gzip';
  return null;
}

const newer = (a: string, b: string) => BigInt(a) > BigInt(b);

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? (() => Date.now());
  const pages = new LRUCache<string, Page>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxBytes,
    sizeCalculation: (page) => page.bytes,
  });
  const rendering = new Map<string, Promise<Page | null>>();
  const readVersion = freshReads(options.version);
  let newest = '0';

  /** The kept page of `key` under `version`, young enough; a stale one is dropped. */
  function usable(key: string, version: string): Page | null {
    const page = pages.get(key);
    if (!page) return null;
    if (page.version === version && now() - page.bornAt < options.ttlMs) return page;
    pages.delete(key);
    return null;
  }

  /** A hit, or a miss that may keep what it renders, or null (render without the cache). */
  async function lookup(key: string): Promise<Lookup> {
    const version = await readVersion();
    if (newer(version, newest)) {
      newest = version;
      pages.clear();
    } else if (version !== newest) return null; // read before a newer version was seen: keep nothing
    const page = usable(key, version);
    if (page) return { hit: page };
    // Another request renders this page: wait for it. When it kept nothing (an answer that may not be kept),
    // render this one without the cache; when it rendered under an older version, render it again (or wait for
    // whoever started to meanwhile).
    for (let pending = rendering.get(key); pending; pending = rendering.get(key)) {
      const rendered = await pending;
      if (rendered === null) return null;
      if (rendered.version === version) return { hit: rendered };
      if (version !== newest) return null;
    }
    let done!: (page: Page | null) => void;
    let settled = false;
    rendering.set(
      key,
      new Promise<Page | null>((resolve) => {
        done = resolve;
      }),
    );
    const bornAt = now();
    return {
      miss: {
        key,
        version,
        bornAt,
        done: (page) => {
          if (settled) return;
          settled = true;
          rendering.delete(key);
          if (page && page.version === newest) pages.set(key, page);
          done(page);
        },
      },
    };
  }

  /** Keeps the page a miss rendered (`html`: its whole body as sent, before compression). */
  async function keep(miss: Miss, headers: [string, string][], vary: string, html: Buffer): Promise<void> {
    try {
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        gzip(html, { level: GZIP_LEVEL }),
      ]);
      const cut = pageRuns(html.toString('utf8'));
      const personal = cut && { runs: await deflateRuns(cut.runs, GZIP_LEVEL), order: cut.order };
      const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
      const runBytes = personal?.runs.reduce((sum, run) => sum + run.deflated.length + RUN_OVERHEAD, 0) ?? 0;
      const bytes = br.length + gz.length + runBytes + headerBytes + miss.key.length;
      miss.done({ version: miss.version, bornAt: miss.bornAt, headers, vary, br, gzip: gz, personal, bytes });
    } catch {
      miss.done(null);
    }
  }

  /** Sends a kept page in the encoding the visitor accepts (uncompressed when none). */
  function send(page: Page, request: FastifyRequest, reply: FastifyReply) {
    reply.status(200);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('vary', page.vary ? `${page.vary}, accept-encoding` : 'accept-encoding');
    reply.header(STATUS_HEADER, 'hit');
    const encoding = servedEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(zlib.gunzipSync(page.gzip));
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? page.br : page.gzip);
  }

  return {
    lookup,
    keep,
    send,
    /** A kept page's HTML (a shopper's parts are written over it: decision 044). */
    html: async (page: Page) => (await gunzip(page.gzip)).toString('utf8'),
    /** The headers of an answer as a page keeps them. */
    keptHeaders(reply: FastifyReply): [string, string][] {
      const kept: [string, string][] = [];
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value === undefined || NOT_KEPT.has(name)) continue;
        kept.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      }
      return kept;
    },
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
    /** The HTML of every kept page and of its runs (the checks that nothing of a shopper is ever kept: decision 044). */
    contents: async () =>
      Promise.all(
        [...pages.values()].flatMap((page) => [
          gunzip(page.gzip).then(String),
          ...(page.personal
            ? [inflateRaw(Buffer.concat(page.personal.runs.map((run) => run.deflated))).then(String)]
            : []),
        ]),
      ),
    statusHeader: STATUS_HEADER,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
