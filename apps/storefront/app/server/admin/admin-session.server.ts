import { createCookie, redirect } from 'react-router';
import { COOKIES, signedCookieOptions } from '../../lib/cookies';
import { env } from '../shell/env.server';

/**
 * The back office's own session cookie (issue 27): separate from the shopper's (`vitrine_sessao`), HttpOnly,
 * SameSite=Strict, Secure in production, and forgotten after 8 hours without use (each page sets it again; the admin
 * API ends the session after 8 idle hours too); its attributes are in lib/cookies.ts. It holds the session token
 * the admin API gave at sign-in, which the back office sends as its Bearer key.
 */
export const SIGN_IN_PATH = '/admin/entrar';

const adminCookie = createCookie(
  COOKIES.admin.name,
  signedCookieOptions(COOKIES.admin, env.SESSION_SECRET, env.production),
);

/** The back-office token the browser sent, or null. */
export async function readAdminToken(request: Request): Promise<string | null> {
  const value: unknown = await adminCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A Set-Cookie value holding `token` for another 8 hours. */
export const commitAdminToken = (token: string) => adminCookie.serialize(token);

/** A Set-Cookie value that removes the back-office cookie. */
export const clearAdminToken = () => adminCookie.serialize('', { maxAge: 0 });

/** To the sign-in page, forgetting the cookie (none, expired, revoked, or a shopper's). */
export async function toSignIn(): Promise<Response> {
  return redirect(SIGN_IN_PATH, { headers: { 'Set-Cookie': await clearAdminToken() } });
}
