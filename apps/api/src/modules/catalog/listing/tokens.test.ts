import { describe, expect, it } from 'vitest';
import { FILTER_TOKEN } from '@vitrine/contract';
import { ApiError } from '../../../lib/errors';
import { parseToken, parseTokens, priceToken, slugOf } from './tokens';

describe('filtro tokens (B§2.3 filters, docs/decisions/005-listing-urls.md)', () => {
  it('parses every kind and serializes it back to the same token', () => {
    for (const token of [
      'conectividade:usb',
      'faixa-de-medicao:menos-50-a-300-c',
      'atributo:101',
      'preco:100-500',
      'preco:-100',
      'preco:5000-',
      'desconto:20',
      'categoria:4',
    ]) {
      expect(FILTER_TOKEN.test(token), token).toBe(true);
      const parsed = parseToken(token);
      expect(typeof parsed, token).toBe('object');
      if (typeof parsed === 'object') expect(parsed.token).toBe(token);
    }
  });

  it('reads the parts of each kind', () => {
    expect(parseToken('conectividade:usb')).toEqual({
      kind: 'filtro',
      token: 'conectividade:usb',
      filterSlug: 'conectividade',
      valueSlug: 'usb',
    });
    expect(parseToken('preco:-100')).toMatchObject({ kind: 'preco', de: null, ate: 100 });
    expect(parseToken('preco:5000-')).toMatchObject({ kind: 'preco', de: 5000, ate: null });
    expect(parseToken('desconto:30')).toMatchObject({ kind: 'desconto', percent: 30 });
    expect(parseToken('atributo:7')).toMatchObject({ kind: 'atributo', valueId: 7 });
  });

  it('normalizes a price token with leading zeros', () => {
    expect(parseToken('preco:0100-0500')).toMatchObject({ token: 'preco:100-500', de: 100, ate: 500 });
    expect(priceToken(null, 100)).toBe('preco:-100');
  });

  it('rejects malformed values of the reserved kinds with a message', () => {
    for (const token of [
      'preco:-',
      'preco:500-100',
      'preco:abc',
      'desconto:0',
      'desconto:100',
      'atributo:x',
      'categoria:0',
    ]) {
      expect(typeof parseToken(token), token).toBe('string');
    }
  });

  it('turns a malformed token into a 400 on the filtro field and drops duplicates', () => {
    expect(parseTokens(['conectividade:usb', 'conectividade:usb', 'desconto:10']).map((t) => t.token)).toEqual([
      'conectividade:usb',
      'desconto:10',
    ]);
    try {
      parseTokens(['desconto:200']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).fields?.filtro).toMatch(/Desconto/);
    }
  });

  it('slugs filter names the way the tokens spell them', () => {
    expect(slugOf('Faixa de medição')).toBe('faixa-de-medicao');
    expect(slugOf('Aplicação')).toBe('aplicacao');
  });
});
