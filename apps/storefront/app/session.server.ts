import { createCookie } from 'react-router';
import { SESSION_MAX_AGE_S } from './lib/constants';
import { env } from './env.server';

/** The storefront's httpOnly cookie holding the Store API session token (DESIGN.md §3). */
const sessionCookie = createCookie('vitrine_sessao', {
  httpOnly: true,
  sameSite: 'lax',
  secure: env.production,
  secrets: [env.SESSION_SECRET],
  path: '/',
  maxAge: SESSION_MAX_AGE_S,
});

/** The session token sent by the browser, or null. */
export async function readSession(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A Set-Cookie value that stores a session token the Store API created. */
export function commitSession(token: string): Promise<string> {
  return sessionCookie.serialize(token);
}

/** A Set-Cookie value that removes the session cookie (after signing out). */
export function destroySession(): Promise<string> {
  return sessionCookie.serialize('', { maxAge: 0 });
}
