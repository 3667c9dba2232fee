import { describe, expect, it } from 'vitest';
import { isMalformedAddress } from './malformed-address';

describe('issue 28: a malformed address is the not-found page', () => {
  it('refuses broken percent-encoding, control characters, long values and too many keys', () => {
    for (const address of [
      '/%E0%A4%A',
      '/a%00b',
      '/a%01b',
      '/busca?busca=a%FFb',
      '/busca?busca=a%00b',
      `/busca?busca=${'x'.repeat(3000)}`,
      `/${'x'.repeat(3000)}`,
      `/busca?${Array.from({ length: 150 }, (_, i) => `k${i}=1`).join('&')}`,
    ]) {
      expect(isMalformedAddress(address), address.slice(0, 60)).toBe(true);
    }
  });

  it('lets every ordinary address through', () => {
    for (const address of [
      '/',
      '/data-loggers?pg=2&order=menor-preco',
      '/busca?busca=term%C3%B4metro+digital',
      '/produto-x.html?s5=1',
      '/pagina/avaliacao-loja?key=abc_DEF-123',
      '/busca?busca=9007199254740993',
    ]) {
      expect(isMalformedAddress(address), address).toBe(false);
    }
  });
});
