import { describe, expect, it } from 'vitest';
import { type PageState, isKind, rota, toggleExclusive, toggleToken, withIpp, withOrder } from './page-state';

const base: PageState = { busca: null, filtros: [], order: null, ipp: null, s5: null };

describe('listing routes (B§2.3 "each option is a link to the route with that option applied")', () => {
  it('writes the query in a fixed order and leaves defaults out', () => {
    expect(rota('/termometros', base)).toBe('/termometros');
    expect(
      rota(
        '/busca',
        { busca: 'termômetro digital', filtros: ['conectividade:usb'], order: 'nome', ipp: 36, s5: 'v1' },
        3,
      ),
    ).toBe('/busca?busca=term%C3%B4metro+digital&filtro=conectividade:usb&order=nome&ipp=36&s5=v1&pg=3');
  });

  it('toggles a filter on (appended) and off (removed)', () => {
    const on = toggleToken(base, 'conectividade:usb');
    expect(rota('/x', on)).toBe('/x?filtro=conectividade:usb');
    const two = toggleToken(on, 'aplicacao:logistica');
    expect(rota('/x', two)).toBe('/x?filtro=conectividade:usb&filtro=aplicacao:logistica');
    expect(rota('/x', toggleToken(two, 'conectividade:usb'))).toBe('/x?filtro=aplicacao:logistica');
  });

  it('replaces the other value of a single-choice kind (price range, discount)', () => {
    const state = { ...base, filtros: ['preco:-100', 'conectividade:usb'] };
    expect(toggleExclusive(state, 'preco:100-500', isKind('preco')).filtros).toEqual([
      'conectividade:usb',
      'preco:100-500',
    ]);
    expect(toggleExclusive(state, 'preco:-100', isKind('preco')).filtros).toEqual(['conectividade:usb']);
  });

  it('never carries the page: routes are built from the state, which has no pg', () => {
    const state = withOrder(base, 'menor-preco', 'popularidade');
    expect(rota('/x', state)).toBe('/x?order=menor-preco');
    expect(rota('/x', withOrder(state, 'popularidade', 'popularidade'))).toBe('/x');
    expect(rota('/x', withIpp(base, 24))).toBe('/x');
    expect(rota('/x', withIpp(base, 12))).toBe('/x?ipp=12');
    expect(rota('/x', withIpp(base, 12, 12))).toBe('/x');
  });

  it('keeps the search text and the s5 flag', () => {
    expect(rota('/busca', { ...base, busca: 'a&b=c', s5: 'v1' })).toBe('/busca?busca=a%26b%3Dc&s5=v1');
  });
});
