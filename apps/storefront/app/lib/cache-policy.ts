import { COOKIES, PERSONAL_COOKIES, VARIANT_COOKIES, readCookies } from './cookies';
import { isBackOfficePath } from './navigation/back-office';

/**
 * Who may keep a page, decided in one place: the process's page cache (host/page-cache.ts, decision 035) and the
 * Cache-Control every page answer carries (decision 027, issues 28 and 34) both read it.
 *
 * - A request is **anonymous** when it carries no personal cookie (lib/cookies.ts) and no Authorization header.
 *   Cookies the store does not know (a tag manager's) change nothing: no render reads them.
 * - Its page differs by the **variant** cookies it carries (design version, postal code, pop-up seen): the process
 *   keys a page by them; a shared cache, which keys by address only, gets no such page.
 * - A page of one person's data (the printable quote, an address with `key`) and every back-office answer are kept
 *   by nobody, whatever the cookies.
 * - Only a 200 answer to GET (or HEAD) is kept by anyone; every other page answer (not found, an outage, a form's
 *   errors, a redirect) says `private, no-store`.
 * - A shopper whose only personal cookie is the session is served the anonymous page of her address and variant
 *   cookies from the process, her personal parts written over it (`sharedPageKey`, decision 044); her answer stays
 *   her own (`private, no-cache`) and nothing of her is kept.
 * - A page is shared (`public`) only when the store's origin is configured (PUBLIC_URL: without it every page names
 *   the request's Host, which a shared cache must not hand to others) and nothing of the visitor is in it.
 */

/** Kept by a shared cache for as long as the storefront's own caches keep its data (60 s), served a little stale. */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** The visitor's own: a browser may keep it and must ask again before showing it. */
export const VISITOR_PAGE = 'private, no-cache';
/** Kept by nobody: one person's data (issue 28), the back office (issue 27), an answer other than a page's 200. */
export const UNKEPT_PAGE = 'private, no-store';

/** What the policy reads of a request. */
export interface PolicyRequest {
  method: string;
  url: URL;
  /** The Cookie header, or null. */
  cookie: string | null;
  authorization: boolean;
}

/** What the policy reads of an answer. */
export interface PolicyAnswer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  setsCookie: boolean;
}

/** The request carries nothing that makes it one person's. */
export function isAnonymous(request: Pick<PolicyRequest, 'cookie' | 'authorization'>): boolean {
  if (request.authorization) return false;
  const cookies = readCookies(request.cookie);
  return !PERSONAL_COOKIES.some((name) => cookies[name] !== undefined);
}

/** The variant cookies of a request, as `name=value` in a fixed order ('' for none). */
function variantOf(cookie: string | null): string {
  const cookies = readCookies(cookie);
  return VARIANT_COOKIES.map((name) => (cookies[name] === undefined ? '' : `${name}=${cookies[name]}`)).join(';');
}

/**
 * Whether an address shows one person's data whatever the cookies: the printable quote (`/orcamento/{key}/imprimir`)
 * and every page asked with a `key` (the store-rating page, the institutional pages' quote block).
 */
export function isPersonalAddress(url: URL): boolean {
  return url.pathname.startsWith('/orcamento/') || url.searchParams.has('key');
}

/** Kept by nobody whatever the request carries. */
const keptByNobody = (url: URL) => isPersonalAddress(url) || isBackOfficePath(url.pathname);

/**
 * The key under which this process may keep the page of a request (address with its query, and its variant
 * cookies), or null when it must neither be served from the process's page cache nor fill it.
 */
export function processCacheKey(request: PolicyRequest): string | null {
  if (request.method !== 'GET' || !isAnonymous(request) || keptByNobody(request.url)) return null;
  return `${request.url.href}\n${variantOf(request.cookie)}`;
}

/**
 * Pages a shopper with a session always gets drawn for her alone (decision 044): the cart page, the sign-in page and
 * the shop area's pages, which show her cart or account in their body.
 */
const OWN_PAGE_PATHS = ['/carrinho', '/checkout/', '/minha-conta'];
const isOwnPage = (url: URL) => OWN_PAGE_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(path));

/** The cookie header without the shopper's session: the request as an anonymous visitor's. */
export function withoutSession(cookie: string | null): string | null {
  if (cookie === null) return null;
  const kept = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0]?.trim() !== COOKIES.session.name);
  return kept.length > 0 ? kept.join('; ') : null;
}

/**
 * The process-cache key of the page a shopper with a session is served from (decision 044): the anonymous visitor's
 * page of the same address and variant cookies, her personal parts (greeting, cart counter) written into it on the way
 * out. Null unless the request is a document GET whose only personal cookie is the session: a form's answer shown
 * once, the back office's session, an Authorization header, a page of one person's data, the back office and the
 * shopper's own pages (OWN_PAGE_PATHS) are drawn for her alone.
 */
export function sharedPageKey(request: PolicyRequest): string | null {
  if (request.method !== 'GET' || request.authorization || request.url.pathname.endsWith('.data')) return null;
  if (keptByNobody(request.url) || isOwnPage(request.url)) return null;
  const cookies = readCookies(request.cookie);
  if (cookies[COOKIES.session.name] === undefined) return null;
  const anonymous = { ...request, cookie: withoutSession(request.cookie) };
  return isAnonymous(anonymous) ? processCacheKey(anonymous) : null;
}

const isPage = (url: URL, answer: Pick<PolicyAnswer, 'contentType'>) =>
  (answer.contentType ?? '').startsWith('text/html') || url.pathname.endsWith('.data');

/** Whether the process may keep an answer it rendered for a request that had a key: a 200 HTML page nobody withheld. */
export function mayKeepAnswer(answer: PolicyAnswer): boolean {
  return (
    answer.status === 200 &&
    (answer.contentType ?? '').startsWith('text/html') &&
    !answer.setsCookie &&
    !/no-store|no-cache="?set-cookie/i.test(answer.cacheControl ?? '')
  );
}

/**
 * The Cache-Control of a storefront answer, or null to leave it as its route made it (an answer that is not a page:
 * an image, a resource's JSON, the sitemap). Every page answer (HTML or a page's `.data`) gets one: the route's own
 * unless it would share a page rendered for one person.
 */
export function cacheControl(request: PolicyRequest, answer: PolicyAnswer, publicUrl: boolean): string | null {
  if (keptByNobody(request.url)) return UNKEPT_PAGE;
  if (!isPage(request.url, answer)) return null;
  const personal = !isAnonymous(request) || answer.setsCookie;
  if (answer.cacheControl) {
    return personal && /public|s-maxage/i.test(answer.cacheControl) ? VISITOR_PAGE : answer.cacheControl;
  }
  const method = request.method.toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || answer.status !== 200) return UNKEPT_PAGE;
  const shared =
    publicUrl && !personal && variantOf(request.cookie) === variantOf(null) && !request.url.pathname.endsWith('.data');
  return shared ? SHARED_PAGE : VISITOR_PAGE;
}

/**
 * The Cache-Control of an answer that names the store's origin (robots.txt, the sitemap): shared only when the
 * origin is the configured PUBLIC_URL — without it the origin is the request's Host, which a shared cache must not
 * hand to others (docs/decisions/032-hostile-traffic.md).
 */
export function originCacheControl(maxAgeSeconds: number, publicUrl: boolean): string {
  return `${publicUrl ? 'public' : 'private'}, max-age=${maxAgeSeconds}`;
}
