import { describe, expect, it } from 'vitest';
import {
  CNPJ_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_NUMBER_LENGTH,
  cnpjChars,
  maskAreaCode,
  maskCnpj,
  maskPhone,
  maskPhoneNumber,
  maskQuantity,
  quoteQuantity,
  splitPhone,
} from './masks';

/** What a field shows after typing `text` one key at a time, the mask applied after each key. */
function typeInto(mask: (value: string) => string, text: string): string[] {
  const shown: string[] = [];
  let value = '';
  for (const key of text) {
    value = mask(value + key);
    shown.push(value);
  }
  return shown;
}

describe('phone masks (B§5, T§5, T§9)', () => {
  it('T§9 typing a mobile number builds (xx) xxxxx-xxxx key by key', () => {
    expect(typeInto(maskPhone, '11987654321')).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
    expect(maskPhone('11987654321')).toHaveLength(PHONE_MAX_LENGTH);
  });

  it('T§5 (storefront-transactions.md Sob Consulta) a landline never grows into another number: the extension is refused', () => {
    expect(typeInto(maskPhone, '(41) 3222-1100 ramal 99').at(-1)).toBe('(41) 3222-1100');
    expect(maskPhone('(41) 3222-1100 ramal 99')).toBe('(41) 3222-1100');
    expect(maskPhone('4132221100')).toBe('(41) 3222-1100');
    expect(maskPhone('41987654321')).toBe('(41) 98765-4321');
  });

  it('T§9 the family: ten digits are a landline (xx) xxxx-xxxx', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
  });

  it('T§5 letters and symbols are dropped; never more than 11 digits', () => {
    expect(maskPhone('1a1b9c8')).toBe('(11) 98');
    expect(maskPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('T§5 pasting a formatted number keeps it: with spaces, +55 or a trunk zero', () => {
    for (const pasted of [
      '(11) 98765-4321',
      '11 98765-4321',
      '+55 11 98765-4321',
      '+55 (11) 98765-4321',
      '011 98765 4321',
    ]) {
      expect(maskPhone(pasted), pasted).toBe('(11) 98765-4321');
    }
  });

  it('T§5 deleting back through the mask works (the hyphen and parentheses follow the digits)', () => {
    expect(maskPhone('(11) 98765-432')).toBe('(11) 9876-5432');
    expect(maskPhone('(11) 9')).toBe('(11) 9');
    expect(maskPhone('(11) ')).toBe('(11');
    expect(maskPhone('(1')).toBe('(1');
    expect(maskPhone('(')).toBe('');
  });

  it('T§5 the area code takes two digits only', () => {
    expect(typeInto(maskAreaCode, '1a19')).toEqual(['1', '1', '11', '11']);
    expect(maskAreaCode('(11)')).toBe('11');
  });

  it('T§5 the number without its area code is xxxxx-xxxx, 10 characters', () => {
    expect(typeInto(maskPhoneNumber, '987654321')).toEqual([
      '9',
      '98',
      '987',
      '9876',
      '9876-5',
      '9876-54',
      '9876-543',
      '9876-5432',
      '98765-4321',
    ]);
    expect(maskPhoneNumber('9876543210')).toBe('98765-4321');
    expect(maskPhoneNumber('98765-4321')).toHaveLength(PHONE_NUMBER_LENGTH);
    expect(maskPhoneNumber('3333-4444')).toBe('3333-4444');
  });

  it('T§5 a whole phone pasted into the area code or the number fills both fields', () => {
    expect(splitPhone('(11) 98765-4321')).toEqual({ ddd: '11', numero: '98765-4321' });
    expect(splitPhone('+55 21 3333-4444')).toEqual({ ddd: '21', numero: '3333-4444' });
    expect(splitPhone('98765-4321')).toBeNull();
    expect(splitPhone('11')).toBeNull();
  });
});

describe('CNPJ mask (B§5, T§5, T§9)', () => {
  it('T§9 typing a numeric CNPJ builds xx.xxx.xxx/xxxx-xx', () => {
    const shown = typeInto(maskCnpj, '11222333000181');
    expect(shown.slice(0, 3)).toEqual(['1', '11', '11.2']);
    expect(shown[4]).toBe('11.222');
    expect(shown[5]).toBe('11.222.3');
    expect(shown[8]).toBe('11.222.333/0');
    expect(shown[12]).toBe('11.222.333/0001-8');
    expect(shown.at(-1)).toBe('11.222.333/0001-81');
    expect(shown.at(-1)).toHaveLength(CNPJ_LENGTH);
  });

  it('T§5 never more than 18 characters', () => {
    expect(maskCnpj('112223330001819999')).toBe('11.222.333/0001-81');
  });

  it('T§5 pasting a formatted CNPJ keeps it, with or without the punctuation', () => {
    for (const pasted of ['11.222.333/0001-81', '11222333000181', ' 11 222 333 0001 81 ', '11.222.333/0001-81\n']) {
      expect(maskCnpj(pasted), pasted).toBe('11.222.333/0001-81');
    }
  });

  it('T§5 the alphanumeric form (from July 2026): letters in the first 12 positions, upper-cased', () => {
    expect(maskCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(typeInto(maskCnpj, 'ab')).toEqual(['A', 'AB']);
  });

  it('T§5 the two check digits are digits: a letter there is dropped', () => {
    expect(cnpjChars('12ABC34501DEX35')).toBe('12ABC34501DE35');
    expect(maskCnpj('12ABC34501DE3X')).toBe('12.ABC.345/01DE-3');
  });

  it('T§5 other characters (accents, symbols) are dropped', () => {
    expect(maskCnpj('1é2#3')).toBe('12.3');
  });
});

describe('quote quantity (T§5)', () => {
  it('T§5 digits only while typing', () => {
    expect(maskQuantity('1a2')).toBe('12');
    expect(maskQuantity('-3')).toBe('3');
    expect(maskQuantity('')).toBe('');
  });

  it('T§5 minimum 1: empty or zero becomes 1', () => {
    expect(quoteQuantity('')).toBe(1);
    expect(quoteQuantity('0')).toBe(1);
    expect(quoteQuantity('abc')).toBe(1);
    expect(quoteQuantity('7')).toBe(7);
    expect(quoteQuantity('007')).toBe(7);
  });
});
