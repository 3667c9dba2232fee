/**
 * What a shared cache (a CDN or a reverse proxy in front of the store) may do with a page (decision 027). A page
 * asked for without any cookie shows nothing of a visitor (no session, no cart, no postal code, no design version
 * kept): it is the same for everyone for as long as the storefront's own caches keep its data (60 s), so a shared
 * cache may keep it that long and serve it a little longer while it fetches a fresh copy. A request with cookies,
 * or an answer that sets one, is the visitor's own.
 */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
export const VISITOR_PAGE = 'private, no-cache';

/**
 * The Cache-Control of a page answer, or null to leave the answer as it is: a route that chose its own
 * (the cart, forms' answers) keeps it, and only answers of 200 to GET (or HEAD) are kept by anyone.
 */
export function pageCacheControl(
  request: Pick<Request, 'method' | 'headers'>,
  status: number,
  headers: Headers,
): string | null {
  if (headers.has('Cache-Control')) return null;
  const method = request.method.toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || status !== 200) return null;
  const anonymous = !request.headers.has('Cookie') && !request.headers.has('Authorization');
  return anonymous && !headers.has('Set-Cookie') ? SHARED_PAGE : VISITOR_PAGE;
}
