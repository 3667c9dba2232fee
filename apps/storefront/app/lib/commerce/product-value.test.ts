import { describe, expect, it } from 'vitest';
import {
  MAX_ID,
  decodeProductValue,
  decodeProductValues,
  encodeProductValue,
  parseValueId,
  valueFieldName,
} from './product-value';

describe('the product/value form field (T§4 kit list and combination purchase, T§7 list/shop, checkout/cart)', () => {
  it('T§7 encodes a product with its value, and 0 for none', () => {
    expect(encodeProductValue({ id: 96, idAtributoValor: 12 })).toBe('96:12');
    expect(encodeProductValue({ id: 96, idAtributoValor: null })).toBe('96:0');
  });

  it('T§7 decodes what it encodes (0 reads as no value)', () => {
    for (const value of [
      { id: 96, idAtributoValor: 12 },
      { id: 96, idAtributoValor: null },
      { id: MAX_ID, idAtributoValor: MAX_ID },
    ]) {
      expect(decodeProductValue(encodeProductValue(value))).toEqual(value);
    }
  });

  it.each([
    ['no separator', '96'],
    ['an empty product', ':12'],
    ['an empty value', '96:'],
    ['product 0', '0:12'],
    ['a negative id', '-96:0'],
    ['a decimal', '96.5:0'],
    ['letters', 'abc:0'],
    ['spaces', ' 96:0'],
    ['a third part', '96:1:2'],
    ['a product id beyond the database', `${MAX_ID + 1}:0`],
    ['a value id beyond the database', `96:${MAX_ID + 1}`],
    ['too many digits', '12345678901:0'],
  ])('ignores an entry with %s', (_case, raw) => {
    expect(decodeProductValue(raw)).toBeNull();
  });

  it('ignores what is not text', () => {
    expect(decodeProductValue(undefined)).toBeNull();
    expect(decodeProductValue(96)).toBeNull();
    expect(decodeProductValue(new File(['96:0'], 'x'))).toBeNull();
  });

  it('T§4 reads one entry, several in kit order, or none, dropping the malformed ones', () => {
    expect(decodeProductValues('5:12')).toEqual([{ id: 5, idAtributoValor: 12 }]);
    expect(decodeProductValues(['5:12', 'x', undefined, '7:0'])).toEqual([
      { id: 5, idAtributoValor: 12 },
      { id: 7, idAtributoValor: null },
    ]);
    expect(decodeProductValues(undefined)).toEqual([]);
  });

  it('B§4 names a product’s no-script value choice valor-{id}', () => {
    expect(valueFieldName(96)).toBe('valor-96');
  });
});

describe('value ids in the query and forms (B§4 ?valor=, T§4 valor-{id})', () => {
  it('B§4 reads a positive id', () => {
    expect(parseValueId('12')).toBe(12);
    expect(parseValueId(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    ['0', '0'],
    ['letters', 'x'],
    ['a negative number', '-1'],
    ['a decimal', '1.5'],
    ['an exponent', '1e3'],
    ['an empty text', ''],
    ['null', null],
    ['beyond the database', String(MAX_ID + 1)],
  ])('B§4 reads %s as no value', (_case, raw) => {
    expect(parseValueId(raw)).toBeNull();
  });
});
