/**
 * The guard of every state-changing request to the storefront (form posts, cart changes; not the Store API, which
 * takes no cookies): it must come from the store's own pages, and be small.
 *
 * - Cross-site request forgery: a request whose Origin is another site, or that the browser marks
 *   `Sec-Fetch-Site: cross-site`, is refused (403) — besides the session cookie's SameSite=Lax. A request with
 *   neither header (a script, an old browser) passes: it cannot carry a shopper's cookies from another site.
 * - Size: a body above `maxBytes` is refused (413) before it is read; one without a declared length (chunked) is
 *   refused too (411), as every browser declares a form's length.
 */

const POST_BODY_MAX_BYTES = 100 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type PostRequest = {
  method: string;
  /** The request's own origin (protocol and Host). */
  origin: string;
  /** PUBLIC_URL's origin, when the configuration names one. */
  publicOrigin: string | null;
  headers: {
    origin?: string | undefined;
    'sec-fetch-site'?: string | undefined;
    'content-length'?: string | undefined;
    'transfer-encoding'?: string | undefined;
  };
};

export type Refusal = { status: number; message: string };

export function guardPost(request: PostRequest, maxBytes = POST_BODY_MAX_BYTES): Refusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const { origin, 'sec-fetch-site': site } = request.headers;
  const own = new Set([request.origin, request.publicOrigin].filter((o): o is string => !!o));
  if (origin !== undefined && !own.has(origin)) {
    return { status: 403, message: 'Requisição recusada: ela não veio das páginas da loja.' };
  }
  if (origin === undefined && site === 'cross-site') {
    return { status: 403, message: 'Requisição recusada: ela não veio das páginas da loja.' };
  }
  const length = request.headers['content-length'];
  if (length === undefined) {
    return request.headers['transfer-encoding']
      ? { status: 411, message: 'Informe o tamanho do conteúdo (Content-Length).' }
      : null;
  }
  const bytes = Number(length);
  if (!Number.isFinite(bytes) || bytes < 0) return { status: 400, message: 'Tamanho do conteúdo inválido.' };
  return bytes > maxBytes ? { status: 413, message: 'Conteúdo grande demais.' } : null;
}
