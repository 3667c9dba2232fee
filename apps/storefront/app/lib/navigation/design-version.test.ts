import { describe, expect, it } from 'vitest';
import {
  storedHomeFlag,
  cutToWords,
  HOME_V1_COOKIE,
  headerVariant,
  resolveDesignVersion,
  suggestionRule,
  usesVariantPageSizes,
  type DesignVersion,
} from './design-version';

const resolve = (query: string, extra: { hash?: string; home?: string | null } = {}) =>
  resolveDesignVersion({ search: new URLSearchParams(query), ...extra });

describe('B§4 T§4 design version resolver', () => {
  it('query v=1 or stored home=1 gives v1', () => {
    expect(resolve('v=1')).toBe('v1');
    expect(resolve('', { home: '1' })).toBe('v1');
    expect(resolve('v=2')).toBe('default');
    expect(resolve('', { home: '0' })).toBe('default');
  });

  it.each(['s4', 's5', 's7', 's9'] as const)('query %s=v1 or the hash #%s-v1 gives that version', (name) => {
    expect(resolve(`${name}=v1`)).toBe(name);
    expect(resolve('', { hash: `#${name}-v1` })).toBe(name);
    expect(resolve(`${name}=v2`)).toBe('default');
    expect(resolve(`${name}=1`)).toBe('default');
    expect(resolve('', { hash: `#${name}-v2` })).toBe('default');
  });

  it('is exclusive: v1 first, then s4, s5, s7, s9 in the query, then the hash', () => {
    expect(resolve('v=1&s5=v1')).toBe('v1');
    expect(resolve('s5=v1', { home: '1' })).toBe('v1');
    expect(resolve('s9=v1&s4=v1')).toBe('s4');
    expect(resolve('s7=v1', { hash: '#s5-v1' })).toBe('s7');
  });

  it('otherwise default: nothing is kept from an earlier address (only home=1 is stored)', () => {
    expect(resolve('')).toBe('default');
    expect(resolve('', { hash: '#conteudo' })).toBe('default');
    expect(resolve('', { home: 'x' })).toBe('default');
  });
});

describe('B§4 header per version', () => {
  it.each<[DesignVersion, string]>([
    ['default', 'padrao'],
    ['s5', 'padrao'],
    ['s9', 'padrao'],
    ['v1', 'v1'],
    ['s4', 's4'],
    ['s7', 's7'],
  ])('%s → %s', (version, header) => {
    expect(headerVariant(version)).toBe(header);
  });

  it('B§9 the v1 header: 4 suggestions, the first 2 names cut to 4 words, the 9/18/27 menu', () => {
    expect(suggestionRule('v1')).toEqual({ limit: 4, cutFirst: 2, words: 4 });
    expect(suggestionRule('padrao').limit).toBe(5);
    expect(suggestionRule('s4').cutFirst).toBe(0);
    expect(usesVariantPageSizes('v1')).toBe(true);
    expect(usesVariantPageSizes('s7')).toBe(false);
  });

  it('cuts a name to its first words', () => {
    expect(cutToWords('Termômetro Digital Tipo Espeto TE-200', 4)).toBe('Termômetro Digital Tipo Espeto…');
    expect(cutToWords('  Data   Logger USB ', 4)).toBe('Data Logger USB');
  });
});

describe('the stored home=1 cookie (B§4)', () => {
  it('tells the server about home=1 for as long as the storage keeps it', () => {
    expect(HOME_V1_COOKIE).toBe('home=1; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('reads one cookie among others', () => {
    expect(storedHomeFlag('a=1; versao=s7; home=1')).toBe('1');
    expect(storedHomeFlag('xhome=1')).toBeNull();
    expect(storedHomeFlag(null)).toBeNull();
  });
});
