/** Text functions used by the seed data: slugs, documents and barcodes. */

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** EAN-13 check digit for a 12-digit body. */
export function ean13(body12: string): string {
  if (!/^\d{12}$/.test(body12)) throw new Error(`EAN body must have 12 digits: ${body12}`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(body12[i]) * (i % 2 === 0 ? 1 : 3);
  return body12 + String((10 - (sum % 10)) % 10);
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13(code.slice(0, 12)) === code;
}

function cnpjDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A formatted CNPJ (xx.xxx.xxx/xxxx-xx) from its first 12 digits. */
export function cnpj(body12: string): string {
  if (!/^\d{12}$/.test(body12)) throw new Error(`CNPJ body must have 12 digits: ${body12}`);
  const d1 = cnpjDigit(body12, CNPJ_W1);
  const d2 = cnpjDigit(body12 + d1, CNPJ_W2);
  const all = `${body12}${d1}${d2}`;
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
}

export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 14 || /^(\d)\1+$/.test(digits)) return false;
  return cnpj(digits.slice(0, 12)).replace(/\D/g, '') === digits;
}

/** A formatted CPF (xxx.xxx.xxx-xx) from its first 9 digits. */
export function cpf(body9: string): string {
  if (!/^\d{9}$/.test(body9)) throw new Error(`CPF body must have 9 digits: ${body9}`);
  const digit = (base: string) => {
    let sum = 0;
    for (let i = 0; i < base.length; i += 1) sum += Number(base[i]) * (base.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = digit(body9);
  const d2 = digit(body9 + d1);
  const all = `${body9}${d1}${d2}`;
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}
