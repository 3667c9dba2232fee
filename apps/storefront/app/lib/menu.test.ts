import type { MenuItem } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { chunk, isExternal, menuHref, opensPostalCode, popLevel, pushLevel, visibleItems } from './menu';

function item(label: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: label.length,
    label,
    link: `/${label}`,
    rota: `/${label}`,
    target: '_self',
    svg: null,
    icone: null,
    destaque: false,
    idTipo: 1,
    idNivel: null,
    sub: [],
    ...extra,
  };
}

describe('chunk', () => {
  it('B§2.6 mega menu sub-levels in columns of 12 entries', () => {
    const columns = chunk(Array.from({ length: 30 }, (_, i) => i));
    expect(columns.map((c) => c.length)).toEqual([12, 12, 6]);
    expect(columns[2]?.[0]).toBe(24);
  });
  it('B§2.6 an empty sub-level has no columns', () => {
    expect(chunk([])).toEqual([]);
  });
  it('B§2.6 rejects a column size below 1', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('menu stack', () => {
  const child = item('termometros');
  const parent = item('instrumentos', { sub: [child] });
  const root = [parent, item('soldas')];

  it('B§2.6 below 1024 px a sub-menu opens as a stack', () => {
    const stack = pushLevel([], parent);
    expect(visibleItems(root, stack)).toEqual([child]);
  });
  it("B§2.6 'Voltar' goes back one level", () => {
    expect(visibleItems(root, popLevel([parent]))).toEqual(root);
  });
  it('B§2.6 a leaf item does not open a level', () => {
    expect(pushLevel([], child)).toEqual([]);
  });
});

describe('menu items', () => {
  it('B§2.6 highlighted items open the postal-code modal', () => {
    expect(opensPostalCode({ destaque: true, idTipo: 1 })).toBe(true);
    expect(opensPostalCode({ destaque: false, idTipo: 3 })).toBe(true);
    expect(opensPostalCode({ destaque: false, idTipo: 1 })).toBe(false);
  });
  it('B§3 menu item link prefers the internal route', () => {
    expect(menuHref({ rota: '/data-logger', link: 'https://x' })).toBe('/data-logger');
    expect(menuHref({ rota: '', link: 'https://blog.example.com' })).toBe('https://blog.example.com');
    expect(isExternal(item('x', { rota: '', link: 'https://blog.example.com' }))).toBe(true);
    expect(isExternal(item('x'))).toBe(false);
  });
});
