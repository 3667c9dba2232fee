import { describe, expect, it } from 'vitest';
import {
  POSTAL_CODE_LENGTH,
  isCompletePostalCode,
  maskPostalCode,
  postalCodeDigits,
  readCepCookie,
  serializeCepCookie,
} from './postal-code';

describe('postal code (T§5, T§9)', () => {
  it('T§5: the mask keeps digits only and puts the hyphen after the fifth', () => {
    expect(maskPostalCode('')).toBe('');
    expect(maskPostalCode('0131')).toBe('0131');
    expect(maskPostalCode('01310')).toBe('01310');
    expect(maskPostalCode('013101')).toBe('01310-1');
    expect(maskPostalCode('01310100')).toBe('01310-100');
    expect(maskPostalCode('01310-100')).toBe('01310-100');
    expect(maskPostalCode('01.310-100')).toBe('01310-100');
    expect(maskPostalCode('ab01c310x100')).toBe('01310-100');
  });

  it('T§5: never more than 9 characters (8 digits)', () => {
    expect(maskPostalCode('0131010099999')).toBe('01310-100');
    expect(maskPostalCode('0131010099999')).toHaveLength(POSTAL_CODE_LENGTH);
    expect(postalCodeDigits('01310-1009')).toBe('01310100');
  });

  it('T§5: the hyphen is removed before sending', () => {
    expect(postalCodeDigits('01310-100')).toBe('01310100');
    expect(postalCodeDigits(' - ')).toBe('');
  });

  it('T§5 (modal, home box): only exactly 00000-000 is complete', () => {
    expect(isCompletePostalCode('01310-100')).toBe(true);
    for (const value of ['', '01310', '01310-10', '01310100', '013101000', '01310-1000', 'abcde-fgh', ' 1310-100']) {
      expect(isCompletePostalCode(value), value).toBe(false);
    }
  });

  it('T§9: the cep cookie is readable by scripts, for the whole site, until the end of 2035', () => {
    const cookie = serializeCepCookie('01310-100');
    expect(cookie).toBe('cep=01310-100; Path=/; Expires=Mon, 31 Dec 2035 23:59:59 GMT; SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(serializeCepCookie('01310-100', true)).toBe(
      'cep=01310-100; Path=/; Expires=Mon, 31 Dec 2035 23:59:59 GMT; Secure; SameSite=Lax',
    );
    expect(() => serializeCepCookie('0131')).toThrow();
  });

  it('reads the saved code back; anything else is no code', () => {
    expect(readCepCookie('a=1; cep=01310-100; b=2')).toBe('01310-100');
    expect(readCepCookie('cep=01310%2D100')).toBe('01310-100');
    expect(readCepCookie(null)).toBeNull();
    expect(readCepCookie('xcep=01310-100')).toBeNull();
    expect(readCepCookie('cep=01310100')).toBeNull();
    expect(readCepCookie('cep=%E0%A4%A')).toBeNull();
  });
});
