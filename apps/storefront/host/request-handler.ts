import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { SHOPPER_ADDRESS_HEADER, SHOPPER_KEY_HEADER, type UserAndCart } from '@vitrine/contract';
import { OUTAGE_RETRY_AFTER_S } from '@vitrine/api';
import { isBackOfficePath } from '../app/lib/navigation/back-office';
import { SHARED_PAGE, VISITOR_PAGE, cacheControl, sharedPageKey, withoutSession } from '../app/lib/cache-policy';
import { NOT_FOUND_PATH, isMalformedAddress } from './malformed-address';
import { keepWhenSent, servePage } from './page-cache-route';
import type { PageCache } from './page-cache';
import { servePersonalPage, type Parts } from './personal-page';
import { guardPost } from './post-guard';
import { policyRequest, requestUrl } from './request-url';
import { scriptNonce } from './security';

/** What a request is asked as besides itself (decision 044): without its session cookie (the shared page she is served). */
type AskedAs = { anonymous?: boolean };

/** Fastify request → Web Request, as React Router's handler expects; aborted when the client goes away. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, as: AskedAs = {}): Request {
  // A malformed address (issue 28) is the store's not-found page, whatever route its path would match.
  const malformed = isMalformedAddress(request.url);
  const url = requestUrl(request.protocol, request.host, malformed ? NOT_FOUND_PATH : request.url);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // What only the server says of a request never comes from the client.
    if (name === SHOPPER_ADDRESS_HEADER || name === SHOPPER_KEY_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  if (as.anonymous) {
    const cookie = withoutSession(headers.get('cookie'));
    if (cookie === null) headers.delete('cookie');
    else headers.set('cookie', cookie);
  }
  // The shopper's address (the connection's, or X-Forwarded-For from a proxy TRUST_PROXY names), which the Store API
  // client passes on with the storefront's key for the per-address limits.
  headers.set('x-forwarded-for', request.ip);
  const method = malformed ? 'GET' : request.method;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** React Router's own message for a resource route's failure (no action or loader, a thrown error): in English. */
const ROUTER_ERROR = '{"message":"Unexpected Server Error"}';
const ROUTER_ERROR_TEXTS: Record<number, string> = {
  404: 'Endereço não encontrado.',
  405: 'Este endereço não aceita este método.',
};

/**
 * A resource route's failure told in Portuguese (issue 28): React Router answers a post to a route without an action
 * (405), a read of one without a loader (400) or a thrown error (500) with an English JSON message of its own.
 */
async function inPortuguese(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.startsWith('application/json')) return response;
  // An error's JSON is small: read whole, and replaced only when it is the router's own.
  const text = await response.text();
  if (text !== ROUTER_ERROR) return new Response(text, response);
  const message =
    ROUTER_ERROR_TEXTS[response.status] ??
    (response.status < 500 ? 'Requisição inválida.' : 'Erro interno. Tente novamente em instantes.');
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ message }), { status: response.status, headers });
}

/** Her user and cart from her session token, read in this process (the Store API's own function: issue 38). */
export type ShopperRead = (token: string) => Promise<UserAndCart>;

/** What the storefront's build exports beside React Router's handler: a shopper's personal parts (decision 044). */
type PersonalPartsEntry = {
  personalParts?: (ask: { cookie: string | null; request: () => Request }, read?: ShopperRead) => Promise<Parts | null>;
};

/** The build's `personalParts` (entry.server.tsx); null in a build without it. */
async function personalPartsOf(build: BuildSource) {
  const loaded = typeof build === 'function' ? await build() : build;
  return (loaded.entry.module as PersonalPartsEntry).personalParts ?? null;
}

/** The largest import file the back office's catalogue page takes (larger ones go through the CLI or the API). */
const IMPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** A product's photos page takes a few originals at once (each up to 20 MB; the admin API checks each). */
const PHOTOS_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A Vary header that names Cookie too. */
function withCookie(vary: string | null): string {
  if (!vary) return 'Cookie';
  return /(^|,)\s*cookie\s*(,|$)/i.test(vary) ? vary : `${vary}, Cookie`;
}

/** The storefront's server build, or (development) a function that loads the current one. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Every path not taken by the Store API or a static file is rendered by React Router (server-side). */
export async function storefrontRoutes(
  app: FastifyInstance,
  options: {
    build: BuildSource;
    mode: string;
    publicUrl?: string | undefined;
    pageCache?: PageCache | null;
    /** Her user and cart read in process (the Store API in this process); absent: through the Store API client. */
    shopperRead?: ShopperRead | null;
  },
) {
  const pageCache = options.pageCache ?? null;
  const shopperRead = options.shopperRead ?? undefined;
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
      // The back office's catalogue page takes an import file, its photos page originals; every other post is small.
      /^\/admin\/catalogo\/[^/]+\/fotos$/.test(path)
        ? PHOTOS_UPLOAD_MAX_BYTES
        : path.startsWith('/admin/catalogo')
          ? IMPORT_UPLOAD_MAX_BYTES
          : undefined,
    );
    if (refusal) return reply.code(refusal.status).type('text/plain; charset=utf-8').send(refusal.message);
  });

  /** Puts a render's status and headers on the reply; `anonymous`: the policy reads the request without its session. */
  function applyAnswer(request: FastifyRequest, reply: FastifyReply, response: Response, anonymous = false) {
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // Who may keep the answer (cache-policy.ts): every page answer says it, whatever its status (issue 34).
    const asked = policyRequest(request);
    const policy = cacheControl(
      anonymous ? { ...asked, cookie: withoutSession(asked.cookie) } : asked,
      {
        status: response.status,
        contentType: response.headers.get('content-type'),
        cacheControl: response.headers.get('cache-control'),
        setsCookie: cookies.length > 0,
      },
      publicOrigin !== null,
    );
    if (policy !== null) reply.header('cache-control', policy);
    // Shared caches keep the page without cookies apart from the answers to requests with them.
    if (policy === SHARED_PAGE || policy === VISITOR_PAGE)
      reply.header('vary', withCookie(response.headers.get('vary')));
    // An outage's page or answer says when to ask again (issue 34).
    if (response.status === 503 && !response.headers.has('retry-after')) {
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
    }
    // The back office (issue 27) is never indexed: every page, data request, redirect and error under /admin.
    if (isBackOfficePath(request.url.split('?')[0] ?? '')) reply.header('x-robots-tag', 'noindex, nofollow');
  }

  app.all('/*', async (request, reply) => {
    // The response's script nonce (its CSP header names it): the page gives it to every inline script (entry.server).
    const dataRequest = (request.url.split('?')[0] ?? '').endsWith('.data');
    const context = { cspNonce: scriptNonce(reply.raw), renderFailed: false, dataRequest };
    // A shopper with a session: the shared page with her personal parts (decision 044), else her own render below.
    const sharedKey = pageCache ? sharedPageKey(policyRequest(request)) : null;
    if (pageCache && sharedKey !== null) {
      const served = await servePersonalPage({
        cache: pageCache,
        key: sharedKey,
        reply,
        // Called from the build directly: no request through React Router's handler for the parts (issue 38).
        parts: async () => {
          const personalParts = await personalPartsOf(options.build);
          // Her Cookie header names her; a Fetch Request is made only when her parts are drawn (issue 38).
          const ask = { cookie: header(request.headers.cookie) ?? null, request: () => toWebRequest(request, reply) };
          return personalParts ? personalParts(ask, shopperRead) : null;
        },
        renderAnonymous: async () => {
          const anonymous = { ...context };
          const response = await inPortuguese(
            await handle(toWebRequest(request, reply, { anonymous: true }), anonymous),
          );
          return { response, failed: () => anonymous.renderFailed };
        },
        applyAnswer: (response) => applyAnswer(request, reply, response, true),
      });
      if (served) return reply;
    }
    const cached = pageCache && sharedKey === null ? await servePage(pageCache, request, reply) : null;
    if (cached?.served) return reply;
    const miss = cached?.miss ?? null;
    let response: Response;
    try {
      response = await inPortuguese(await handle(toWebRequest(request, reply), context));
    } catch (error) {
      miss?.done(null);
      throw error;
    }
    applyAnswer(request, reply, response);
    if (!response.body) {
      miss?.done(null);
      return reply.send();
    }
    const body = Readable.fromWeb(response.body as NodeReadableStream);
    return reply.send(miss && pageCache ? keepWhenSent(pageCache, miss, reply, body, context) : body);
  });
}
