/**
 * Where a redirect may go when its target comes from input (a form's `redirectTo`, a query, the Referer header):
 * only a path on this site. Browsers read `//host`, `/\host` and `\\host` as another site, and a path such as
 * `/.//host` becomes `//host` once its dot segment is resolved, so the target is checked after it is resolved
 * as the browser would, and rebuilt from its parts.
 */

/** Any URL resolves against this; only its origin matters (it never reaches a response). */
const BASE = 'http://vitrine.invalid';
const MAX_LENGTH = 2048;
// C0 controls, DEL and C1 controls: browsers strip tabs and newlines from URLs, so `/\t/host` would be `//host`.
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A same-origin path (`/a/b?c#d`) for a redirect, or `fallback` when the value is missing, empty, absolute
 * (`https://…`), protocol-relative (`//host`, `/\host`), resolves to one (`/.//host`, `/x/..//host`), holds a
 * backslash or a control character, is too long, or cannot be parsed.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to === '' || to.length > MAX_LENGTH) return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\') || CONTROL.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The resolved path must still be one path: `/.//host` resolves to the path `//host`.
  return path.startsWith('//') ? fallback : path;
}

/**
 * Where a plain form post goes back to: its own `redirectTo` when it is a safe path, else the page it was sent from
 * (the Referer, only when it is this site), else `fallback`.
 */
export function returnPath(request: Request, redirectTo: unknown, fallback = '/'): string {
  const own = safeRedirect(redirectTo, '');
  if (own !== '') return own;
  return refererPath(request) ?? fallback;
}

/** The path of the Referer when it is a page of this site, else null. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== new URL(request.url).origin) return null;
  const path = safeRedirect(`${url.pathname}${url.search}`, '');
  return path === '' ? null : path;
}
