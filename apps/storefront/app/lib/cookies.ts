import { parseCookie } from 'cookie';
import { SESSION_MAX_AGE_S } from './constants';

/**
 * Every cookie the store sets or reads, in one table: its name, its attributes, and what it does to a page
 * (cache-policy.ts reads that to decide who may keep a page). A module that reads or writes a cookie takes it from
 * here; none reads the Cookie header by hand (eslint.config.js refuses `headers.get('Cookie')` elsewhere).
 *
 * - `personal`: the request is one person's (a session, a form's answer shown once, the back office's session):
 *   its pages are neither kept by the process's page cache nor shared.
 * - `variant`: the page differs by its value for every visitor who has it (design version, postal code, the home's
 *   pop-up seen): the process's page cache keys by it; shared caches never get such a page.
 *
 * `secure` is not in the table: it depends on where the store runs (production, or the request's protocol), so the
 * code that sets a cookie passes it. Signed cookies (`signed`) are written and read through React Router's
 * `createCookie` with the store's secret; the others are plain text, written by `setCookieHeader`.
 */

type CookieEffect = 'personal' | 'variant';

export interface CookieSpec {
  name: string;
  effect: CookieEffect;
  /** Signed with SESSION_SECRET (React Router's createCookie). */
  signed: boolean;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  path: '/';
  maxAge?: number;
  expires?: Date;
}

const YEAR_S = 60 * 60 * 24 * 365;
/** The back office forgets a session after 8 hours without use (each page sets it again). */
const ADMIN_IDLE_S = 8 * 60 * 60;
/** A form's answer lives a minute: long enough for the redirect, short enough not to outlive the visit. */
const FORM_FLASH_MAX_AGE_S = 60;
/**
 * T§9: the postal code cookie is "valid until 2035": the header says it expires at the last second of 2035 (UTC). A
 * browser may keep a cookie less than its header asks: the cookie draft (RFC 6265bis, "Expires" and "Max-Age") caps
 * every lifetime at 400 days and Chromium does so since version 104, so a shopper's browser reports about 13 months
 * from the last save, not 2035. The cap is the browser's; every new save sends the 2035 date again.
 */
const CEP_COOKIE_EXPIRES = new Date(Date.UTC(2035, 11, 31, 23, 59, 59));

export const COOKIES = {
  /** The Store API session token of a shopper (docs/architecture.md §3). */
  session: {
    name: 'vitrine_sessao',
    effect: 'personal',
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
  },
  /** A form's answer, shown once on the page the form came back to (decision 017). */
  formFlash: {
    name: 'vitrine_formulario',
    effect: 'personal',
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: FORM_FLASH_MAX_AGE_S,
  },
  /**
   * The back office's session (issue 27), apart from the shopper's; path '/' because the start page's data request
   * is /admin.data, which a cookie of path /admin would not reach.
   */
  admin: {
    name: 'vitrine_admin',
    effect: 'personal',
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    maxAge: ADMIN_IDLE_S,
  },
  /** The stored `home=1` of the design version v1, so that the server's first HTML is v1 too (a year long). */
  designVersion: {
    name: 'home',
    effect: 'variant',
    signed: false,
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    maxAge: YEAR_S,
  },
  /** The saved postal code, readable by scripts (T§9). */
  postalCode: {
    name: 'cep',
    effect: 'variant',
    signed: false,
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    expires: CEP_COOKIE_EXPIRES,
  },
  /** The home's coupon pop-up was shown: once per visitor (T§2), so a year. */
  homePopup: {
    name: 'popupHome',
    effect: 'variant',
    signed: false,
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    maxAge: YEAR_S,
  },
} as const satisfies Record<string, CookieSpec>;

export type StoreCookie = (typeof COOKIES)[keyof typeof COOKIES];

const ALL: readonly CookieSpec[] = Object.values(COOKIES);
/** The names of the cookies that make a request one person's. */
export const PERSONAL_COOKIES: readonly string[] = ALL.filter((c) => c.effect === 'personal').map((c) => c.name);
/** The names of the cookies a page's render reads besides the personal ones, in a fixed order. */
export const VARIANT_COOKIES: readonly string[] = ALL.filter((c) => c.effect === 'variant').map((c) => c.name);

/** The cookies of a Cookie header (or document.cookie): the first of a name wins, as browsers send it first. */
export function readCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** A cookie's value as `cookie` decodes it: percent-escapes undone unless they are malformed. */
function decodeValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * One cookie's value from a Cookie header (or document.cookie), or null: the first pair of that name, read as
 * `readCookies` reads it. The pages' scripts read one cookie at a time (the saved postal code, the design version,
 * the home's pop-up), so this is written with the platform's strings and leaves the `cookie` package, which
 * `readCookies` and the server use, out of the first load (issue 38).
 */
export function cookieValue(header: string | null | undefined, cookie: Pick<CookieSpec, 'name'>): string | null {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === cookie.name) return decodeValue(pair.slice(eq + 1).trim());
  }
  return null;
}

/**
 * The Set-Cookie value (or document.cookie assignment) that stores a plain cookie's value with its attributes, in
 * the order and form of `cookie`'s `stringifySetCookie` (a test compares them); written by hand for the same reason
 * as `cookieValue`.
 */
export function setCookieHeader(cookie: StoreCookie, value: string, secure = false): string {
  let header = `${cookie.name}=${encodeURIComponent(value)}`;
  if ('maxAge' in cookie) header += `; Max-Age=${cookie.maxAge}`;
  header += `; Path=${cookie.path}`;
  if ('expires' in cookie) header += `; Expires=${cookie.expires.toUTCString()}`;
  if (cookie.httpOnly) header += '; HttpOnly';
  if (secure) header += '; Secure';
  return `${header}; SameSite=${cookie.sameSite === 'strict' ? 'Strict' : 'Lax'}`;
}

/** The attributes React Router's createCookie takes for a signed cookie. */
export function signedCookieOptions(cookie: StoreCookie, secret: string, secure: boolean) {
  const { httpOnly, sameSite, path } = cookie;
  return {
    httpOnly,
    sameSite,
    path,
    secure,
    secrets: [secret],
    ...('maxAge' in cookie ? { maxAge: cookie.maxAge } : {}),
  };
}
