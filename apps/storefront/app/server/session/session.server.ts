import { LRUCache } from 'lru-cache';
import { createCookie } from 'react-router';
import { COOKIES, signedCookieOptions } from '../../lib/cookies';
import { env } from '../shell/env.server';

/** The storefront's httpOnly cookie holding the Store API session token (docs/architecture.md §3; lib/cookies.ts). */
const sessionCookie = createCookie(
  COOKIES.session.name,
  signedCookieOptions(COOKIES.session, env.SESSION_SECRET, env.production),
);

/** Each request's token, read once: a page asks for it in its shell and on every Store API call. */
const tokens = new WeakMap<Request, Promise<string | null>>();

/**
 * Cookie headers whose session cookie's signature was found good, with the token they carry (issue 38: checking the
 * HMAC through Web Crypto was ≈ 6 % of a shopper's page). The answer depends on the header alone (and the process's
 * secret), so a header seen before needs no second check; only good signatures are kept, at most `SIGNED_HEADERS_BYTES`.
 */
const SIGNED_HEADERS_BYTES = 4 * 1024 * 1024;
/** A longer Cookie header is checked each time, not kept. */
const SIGNED_HEADER_MAX = 4096;
const signedHeaders = new LRUCache<string, string>({
  maxSize: SIGNED_HEADERS_BYTES,
  sizeCalculation: (token, header) => header.length + token.length,
});

/** The session token of a Cookie header, or null (its signature checked). */
export async function sessionTokenOf(header: string | null): Promise<string | null> {
  const known = header === null ? undefined : signedHeaders.get(header);
  if (known !== undefined) return known;
  const value: unknown = await sessionCookie.parse(header);
  const token = typeof value === 'string' && value.length > 0 ? value : null;
  if (header !== null && token !== null && header.length <= SIGNED_HEADER_MAX) signedHeaders.set(header, token);
  return token;
}

/** The session token sent by the browser, or null (its signature checked once per request). */
export function readSession(request: Request): Promise<string | null> {
  let token = tokens.get(request);
  if (!token) {
    token = sessionTokenOf(request.headers.get('Cookie'));
    tokens.set(request, token);
  }
  return token;
}

/** A Set-Cookie value that stores a session token the Store API created. */
export function commitSession(token: string): Promise<string> {
  return sessionCookie.serialize(token);
}

/** A Set-Cookie value that removes the session cookie (after signing out). */
export function destroySession(): Promise<string> {
  return sessionCookie.serialize('', { maxAge: 0 });
}
