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

/** The session token sent by the browser, or null (its signature checked once per request). */
export function readSession(request: Request): Promise<string | null> {
  let token = tokens.get(request);
  if (!token) {
    token = sessionCookie
      .parse(request.headers.get('Cookie'))
      .then((value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null));
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
