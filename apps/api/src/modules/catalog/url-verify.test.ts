import { describe, expect, it } from 'vitest';
import { pathOf } from './url-verify';

describe('url/verify address parsing (B§7: query joined with & instead of ?)', () => {
  it('keeps only the path', () => {
    expect(pathOf('/termometros&pg=2&order=preco')).toBe('/termometros');
    expect(pathOf('/termometros?pg=2')).toBe('/termometros');
    expect(pathOf('/produto-x.html#topo')).toBe('/produto-x.html');
  });
  it('drops trailing slashes but keeps the root', () => {
    expect(pathOf('/data-loggers/logistica/')).toBe('/data-loggers/logistica');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/&gclid=1')).toBe('/');
  });
});
