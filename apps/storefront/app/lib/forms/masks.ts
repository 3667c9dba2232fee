import { formatCnpj } from '@vitrine/contract/documents';

/**
 * Input masks of the forms (B§5, T§5, T§9): phone '(xx) xxxxx-xxxx' and its family, the area code, the number
 * without its area code, the company id (CNPJ) 'xx.xxx.xxx/xxxx-xx' in its numeric and alphanumeric forms, and the
 * quote quantity (the CNPJ through @brazilian-utils/brazilian-utils, via the contract). Every mask takes whatever was typed or pasted (formatted or not) and returns the masked text, so
 * pasting '(11) 98765-4321' or '12.ABC.345/01DE-35' works like typing it. Pure: used by the browser and the server.
 */

/** T§9 phone mask (xx) xxxxx-xxxx: 15 characters; with 10 digits (landlines) (xx) xxxx-xxxx. */
export const PHONE_MAX_LENGTH = 15;
const PHONE_MAX_DIGITS = 11;
const AREA_CODE_DIGITS = 2;
/** T§5 quote popup: the number without its area code is xxxxx-xxxx, 10 characters (9 digits). */
export const PHONE_NUMBER_LENGTH = 10;
const PHONE_NUMBER_MAX_DIGITS = 9;
/** T§5 quote popup: the CNPJ is 18 characters, xx.xxx.xxx/xxxx-xx. */
export const CNPJ_LENGTH = 18;
const CNPJ_CHARS = 14;
/** The root and branch (first 12 positions) may hold letters A–Z from July 2026; the check digits stay digits. */
const CNPJ_ALNUM_POSITIONS = 12;
/** The quote quantity field: digits only, at most this many. */
const QUOTE_QUANTITY_MAX_DIGITS = 5;

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** A mobile number (9 digits after the area code) starts with 9; a landline has 8. */
const MOBILE_FIRST_DIGIT = '9';

/**
 * Digits of a full phone, typed or pasted: a country code written '+55' and trunk zeros ('011 …') are dropped
 * (no area code starts with 0). A landline keeps its 10 digits: what is typed after it (an extension, 'ramal 99')
 * is refused, never read as a longer number ('(41) 3222-1100 ramal 99' stays '(41) 3222-1100', issue 39).
 */
function phoneDigits(value: string): string {
  const text = value.trim();
  const digits = onlyDigits(text.startsWith('+55') ? text.slice(3) : text).replace(/^0+/, '');
  const landline = digits.length > AREA_CODE_DIGITS && digits[AREA_CODE_DIGITS] !== MOBILE_FIRST_DIGIT;
  return digits.slice(0, landline ? PHONE_MAX_DIGITS - 1 : PHONE_MAX_DIGITS);
}

/** 'xxxx-xxxx' up to 8 digits, 'xxxxx-xxxx' with 9: the hyphen sits before the last four once there are five. */
function hyphenate(digits: string): string {
  if (digits.length <= 4) return digits;
  const split = digits.length <= 8 ? 4 : digits.length - 4;
  return `${digits.slice(0, split)}-${digits.slice(split)}`;
}

/** T§9 phone with its area code: '11987654321' → '(11) 98765-4321'; '1133334444' → '(11) 3333-4444'. */
export function maskPhone(value: string): string {
  // Not the library's 'nanp' mask: while a number is typed it groups it as a mobile ('(11) 98765'), where this mask
  // keeps a landline's grouping until a ninth digit comes ('(11) 9876-5', T§9's family of masks).
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= AREA_CODE_DIGITS) return `(${digits}`;
  return `(${digits.slice(0, AREA_CODE_DIGITS)}) ${hyphenate(digits.slice(AREA_CODE_DIGITS))}`;
}

/** T§5 area code: two digits. */
export function maskAreaCode(value: string): string {
  return onlyDigits(value).slice(0, AREA_CODE_DIGITS);
}

/** T§5 the number without its area code: '987654321' → '98765-4321' (10 characters). */
export function maskPhoneNumber(value: string): string {
  return hyphenate(onlyDigits(value).slice(0, PHONE_NUMBER_MAX_DIGITS));
}

/**
 * A whole phone pasted into the area-code or number field ('(11) 98765-4321', '+55 11 98765-4321') fills both
 * fields; null when the pasted text is not a whole phone (then it is masked into the field like typing).
 */
export function splitPhone(pasted: string): { ddd: string; numero: string } | null {
  const digits = phoneDigits(pasted);
  if (digits.length < PHONE_MAX_DIGITS - 1) return null;
  return { ddd: digits.slice(0, AREA_CODE_DIGITS), numero: maskPhoneNumber(digits.slice(AREA_CODE_DIGITS)) };
}

/** The 14 characters of a CNPJ: letters upper-cased; letters only in the first 12 positions. */
export function cnpjChars(value: string): string {
  let out = '';
  for (const char of value.toUpperCase()) {
    if (out.length === CNPJ_CHARS) break;
    const digit = char >= '0' && char <= '9';
    const letter = char >= 'A' && char <= 'Z';
    if (digit || (letter && out.length < CNPJ_ALNUM_POSITIONS)) out += char;
  }
  return out;
}

/** T§5 CNPJ mask to 18 characters: '12345678000195' → '12.345.678/0001-95'; '12abc34501de35' → '12.ABC.345/01DE-35'. */
export function maskCnpj(value: string): string {
  return formatCnpj(cnpjChars(value));
}

/** T§5 quote quantity while typing: digits only (an empty field stays empty until it is sent). */
export function maskQuantity(value: string): string {
  return onlyDigits(value).slice(0, QUOTE_QUANTITY_MAX_DIGITS);
}

/** T§5 quote quantity as sent: minimum 1; empty (or zero) becomes 1. */
export function quoteQuantity(value: string): number {
  const digits = maskQuantity(value);
  const quantity = Number(digits);
  return digits === '' || quantity < 1 ? 1 : quantity;
}
