import { describe, expect, it } from 'vitest';
import { gclidReloadTarget } from './gclid';

describe('gclidReloadTarget', () => {
  it('B§2.1 previous route with gclid → full load of the target path without the query', () => {
    expect(gclidReloadTarget({ pathname: '/', search: '?gclid=abc' }, { pathname: '/marcas', search: '?x=1' })).toBe(
      '/marcas',
    );
  });
  it('B§2.1 no gclid → normal navigation', () => {
    expect(gclidReloadTarget({ pathname: '/', search: '?utm=1' }, { pathname: '/marcas', search: '' })).toBeNull();
  });
  it('B§2.1 same path (query change only) → nothing', () => {
    expect(
      gclidReloadTarget({ pathname: '/busca', search: '?gclid=a' }, { pathname: '/busca', search: '?busca=x' }),
    ).toBeNull();
  });
});
