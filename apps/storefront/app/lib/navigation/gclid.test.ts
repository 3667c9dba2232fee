import { describe, expect, it } from 'vitest';
import { gclidReloadTarget } from './gclid';

describe('gclidReloadTarget', () => {
  it("B§2.1 previous route with gclid → full load of the target, without the ad click's query", () => {
    expect(
      gclidReloadTarget({ pathname: '/', search: '?gclid=abc&utm_source=x' }, { pathname: '/marcas', search: '' }),
    ).toBe('/marcas');
  });
  it('B§2.1 a header search made from that page keeps its text', () => {
    expect(
      gclidReloadTarget(
        { pathname: '/data-loggers', search: '?gclid=abc' },
        { pathname: '/busca', search: '?busca=sensor+usb' },
      ),
    ).toBe('/busca?busca=sensor+usb');
    expect(
      gclidReloadTarget({ pathname: '/', search: '?gclid=abc' }, { pathname: '/busca', search: '?busca=x&gclid=abc' }),
    ).toBe('/busca?busca=x');
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
