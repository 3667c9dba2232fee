/**
 * What a shared cache (a CDN or a reverse proxy in front of the store) may do with a page (decision 027). A page
 * asked for without any cookie shows nothing of a visitor (no session, no cart, no postal code, no design version
 * kept): it is the same for everyone for as long as the storefront's own caches keep its data (60 s), so a shared
 * cache may keep it that long and serve it a little longer while it fetches a fresh copy. A request with cookies,
 * or an answer that sets one, is the visitor's own.
 */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
export const VISITOR_PAGE = 'private, no-cache';
/** A page of one person's data (a quote, a store-rating link): kept by nobody (issue 28). */
export const PERSONAL_PAGE = 'private, no-store';

/**
 * Whether an address shows one person's data whatever the cookies: the printable quote (`/orcamento/{key}/imprimir`)
 * and every page asked with a `key` (the store-rating page, the institutional pages' quote block).
 */
export function isPersonalAddress(url: URL): boolean {
  return url.pathname.startsWith('/orcamento/') || url.searchParams.has('key');
}

/**
 * The Cache-Control of an answer that names the store's origin (robots.txt, the sitemap): shared only when the
 * origin is the configured PUBLIC_URL — without it the origin is the request's Host, which a shared cache must not
 * hand to others (docs/decisions/032-hostile-traffic.md).
 */
export function originCacheControl(maxAgeSeconds: number, publicUrl: boolean): string {
  return `${publicUrl ? 'public' : 'private'}, max-age=${maxAgeSeconds}`;
}

/**
 * The Cache-Control of a page answer, or null to leave the answer as it is: a route that chose its own
 * (the cart, forms' answers) keeps it, and only answers of 200 to GET (or HEAD) are kept by anyone. Every page
 * names the store's origin (canonical link, JSON-LD, Open Graph): without PUBLIC_URL (`publicUrl` false) that is the
 * request's Host, so no page is shared then (issue 28). A page of one person's data is kept by nobody.
 */
export function pageCacheControl(
  request: Pick<Request, 'method' | 'headers' | 'url'>,
  status: number,
  headers: Headers,
  publicUrl: boolean,
): string | null {
  if (headers.has('Cache-Control')) return null;
  if (isPersonalAddress(new URL(request.url))) return PERSONAL_PAGE;
  const method = request.method.toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || status !== 200) return null;
  const anonymous = !request.headers.has('Cookie') && !request.headers.has('Authorization');
  return publicUrl && anonymous && !headers.has('Set-Cookie') ? SHARED_PAGE : VISITOR_PAGE;
}
