/**
 * Brazilian identifiers the forms accept (T§5, T§9): CNPJ (numeric and the alphanumeric form in force from July
 * 2026), CPF, phone with area code, the state list, CEP and the e-mail rule. No schema library here, so the browser can use it on its
 * own (`@vitrine/contract/documents`).
 *
 * Check digits, the masks of whole documents, area codes and states come from @brazilian-utils/brazilian-utils (zero dependencies, the Receita Federal's published rule:
 * each character is worth its char code − 48, so '0'–'9' are 0–9 and 'A'–'Z' are 17–42, with the usual module-11
 * weights). What is decided here is which spellings count: the bare 14/11 characters or the canonical mask, letters
 * upper-cased, and no base of twelve (CNPJ) or eleven (CPF) repeated characters.
 */
import { formatCnpj as libraryFormatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as libraryFormatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatPhone } from '@brazilian-utils/brazilian-utils/format-phone';
import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils/get-area-code-info';
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { isValidCnpj as checkCnpjDigits } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as checkCpfDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** xx.xxx.xxx/xxxx-xx or 14 characters; letters only in the first 12 positions. */
const CNPJ_SHAPE = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;
const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

const stripMask = (value: string): string => value.replace(/[.\-/]/g, '');

/** The 14 upper-case characters of a well-shaped CNPJ (check digits not checked), else null. */
export function normalizeCnpj(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return CNPJ_SHAPE.test(upper) ? stripMask(upper) : null;
}

/** A CNPJ with valid check digits, numeric ('11.222.333/0001-81') or alphanumeric ('12.ABC.345/01DE-35'). */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (cnpj === null || /^(.)\1{11}/.test(cnpj)) return false;
  return checkCnpjDigits(cnpj, { version: 2 });
}

/** xx.xxx.xxx/xxxx-xx from up to 14 characters (numeric or alphanumeric, letters upper-cased). */
export const formatCnpj = (cnpj: string): string => libraryFormatCnpj(cnpj, { version: 2 });

/** The 11 digits of a well-shaped CPF (check digits not checked), else null. */
export function normalizeCpf(value: string): string | null {
  const trimmed = value.trim();
  return CPF_SHAPE.test(trimmed) ? stripMask(trimmed) : null;
}

export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  return cpf !== null && checkCpfDigits(cpf);
}

/** xxx.xxx.xxx-xx from 11 digits. */
export const formatCpf = (cpf: string): string => libraryFormatCpf(cpf);

/** Which document a `cpfCnpj` value is: a person's CPF (11 digits) or a company's CNPJ; null when neither is valid. */
export function parseCpfCnpj(value: string): { kind: 'cpf' | 'cnpj'; formatted: string } | null {
  const cpf = normalizeCpf(value);
  if (cpf !== null) return isValidCpf(cpf) ? { kind: 'cpf', formatted: formatCpf(cpf) } : null;
  const cnpj = normalizeCnpj(value);
  return cnpj !== null && isValidCnpj(cnpj) ? { kind: 'cnpj', formatted: formatCnpj(cnpj) } : null;
}

/** The 27 federative units (T§9: the quote form's state list), from the IBGE's list. */
export const UFS = getStates().map((state) => state.code) as readonly Uf[] as readonly [Uf, ...Uf[]];
export type Uf = ReturnType<typeof getStates>[number]['code'];

/** A real area code (DDD) as numbered by the telecommunications agency: two digits. */
export const isAreaCode = (ddd: string): boolean => /^\d{2}$/.test(ddd) && getAreaCodeInfo(Number(ddd)) !== null;

/**
 * A phone with its area code: 2 digits of a real area code, then 9 digits starting with 9 (mobile) or 8 digits
 * starting with 2–5 (landline). Mask characters — spaces, parentheses, dots, hyphens — may be anywhere.
 */
export function parsePhone(value: string): { ddd: string; numero: string; formatted: string } | null {
  if (!/^[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const ddd = digits.slice(0, 2);
  const numero = digits.slice(2);
  if (!isAreaCode(ddd)) return null;
  const mobile = numero.length === 9 && numero.startsWith('9');
  const landline = numero.length === 8 && /^[2-5]/.test(numero);
  if (!mobile && !landline) return null;
  return { ddd, numero, formatted: formatPhone(digits, { mask: 'nanp' }) };
}

export const isValidPhone = (value: string): boolean => parsePhone(value) !== null;

/** CEP: 00000-000 or 8 digits (00000-000 itself is no address). */
export function normalizeCep(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{5}-?\d{3}$/.test(trimmed)) return null;
  const digits = trimmed.replace('-', '');
  return digits === '00000000' ? null : digits;
}
export const isValidCep = (value: string): boolean => normalizeCep(value) !== null;

/**
 * T§5's e-mail rule — an at-sign followed later by a dot and a letter — with nothing that could address a second
 * recipient or break a mail header: no spaces, commas, semicolons, angle brackets, quotes or a second at-sign.
 */
const EMAIL = /^[^\s@,;:<>()[\]\\"']+@[^\s@,;:<>()[\]\\"']+\.[A-Za-z][^\s@,;:<>()[\]\\"']*$/;
export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/**
 * The browser's own check of an `<input type="email">` (the HTML standard's "valid e-mail address"): T§5's
 * 'Avise-me' checks nothing beyond it, so `ana@intranet` passes and `ana@` does not. It cannot address a second
 * recipient either (no spaces, commas, angle brackets or a second at-sign).
 */
const BROWSER_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const isBrowserEmail = (value: string): boolean => value.length <= 254 && BROWSER_EMAIL.test(value);
