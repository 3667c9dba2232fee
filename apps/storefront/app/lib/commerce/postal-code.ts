/**
 * Postal code (CEP) rules of T§5 and T§9: the hyphen mask, what counts as a complete code, and the `cep` cookie
 * (readable by scripts, path /, valid until the end of 2035: lib/cookies.ts). Pure: used by the server and the
 * browser.
 */

import { COOKIES, cookieValue, setCookieHeader } from '../cookies';

/** T§9: "Postal code 9 characters with hyphen" (00000-000). */
export const POSTAL_CODE_LENGTH = 9;
/**
 * What the field itself accepts: room for a pasted formatted code ('01.310-100', 'CEP 01310 100'); the mask then
 * keeps its 8 digits (a `maxlength` of 9 would cut the last digits of the paste before the mask sees them).
 */
export const POSTAL_CODE_INPUT_MAX = 20;
const POSTAL_CODE_DIGITS = 8;
const HYPHEN_AFTER = 5;

/** Query parameters of the redirect after a plain form post of the modal or home box (no JavaScript). */
export const SAVED_PARAM = 'cepSalvo';
export const INVALID_PARAM = 'cepErro';

/** The digits of a typed code, at most 8. */
export function postalCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, POSTAL_CODE_DIGITS);
}

/** T§5: digits only, a hyphen after the fifth digit, at most 9 characters: "013101" → "01310-1". */
export function maskPostalCode(value: string): string {
  const digits = postalCodeDigits(value);
  return digits.length > HYPHEN_AFTER ? `${digits.slice(0, HYPHEN_AFTER)}-${digits.slice(HYPHEN_AFTER)}` : digits;
}

/** T§5 (menu modal and home box): saved only when exactly 9 characters, 00000-000. */
export function isCompletePostalCode(value: string): boolean {
  return /^\d{5}-\d{3}$/.test(value);
}

/** The Set-Cookie value that saves a complete code (masked, as typed). */
export function serializeCepCookie(cep: string, secure = false): string {
  if (!isCompletePostalCode(cep)) throw new Error(`not a complete postal code: ${cep}`);
  return setCookieHeader(COOKIES.postalCode, cep, secure);
}

/** The saved code from a Cookie header, or null when absent or not a complete code. */
export function readCepCookie(cookieHeader: string | null): string | null {
  const value = cookieValue(cookieHeader, COOKIES.postalCode);
  return value !== null && isCompletePostalCode(value) ? value : null;
}
