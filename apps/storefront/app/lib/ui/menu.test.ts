import type { MenuItem } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import {
  chunk,
  isExternal,
  menuHref,
  opensPostalCode,
  packMenu,
  popLevel,
  pushLevel,
  unpackMenu,
  visibleItems,
} from './menu';

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

describe('packMenu / unpackMenu (the menus every page carries, decision 023)', () => {
  const menu = [
    item('data-loggers', {
      id: 1,
      idNivel: 1,
      svg: 'M3 3v18h18',
      sub: [item('logistica', { id: 2, idNivel: 101, sub: [item('descartaveis', { id: 3, idNivel: 1001 })] })],
    }),
    item('cep', { id: 4, destaque: true, idTipo: 3, rota: '', link: '#cep' }),
    item('whatsapp', { id: 5, idTipo: 4, target: '_blank', rota: '', link: 'https://wa.me/5511999990000' }),
    item('blog', { id: 6, idTipo: 2, rota: 'blog', link: 'https://blog.example.com/' }),
    item('marcas', { id: 7, icone: 'marcas' }),
    item('vazio', { id: 8, rota: '', link: '' }),
  ];
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flat(i.sub)]);

  it('B§2.6 every item keeps its address, kind, target, icons, level and sub-items', () => {
    const back = flat(unpackMenu(packMenu(menu)));
    const original = flat(menu);
    expect(back).toHaveLength(original.length);
    back.forEach((unpacked, index) => {
      const source = original[index]!;
      expect(menuHref(unpacked)).toBe(menuHref(source));
      expect(isExternal(unpacked)).toBe(isExternal(source));
      expect(opensPostalCode(unpacked)).toBe(opensPostalCode(source));
      const { link: _link, rota: _rota, ...same } = unpacked;
      const { link: _sourceLink, rota: _sourceRota, ...sourceSame } = source;
      expect({ ...same, sub: same.sub.length }).toEqual({ ...sourceSame, sub: sourceSame.sub.length });
    });
  });

  it('depth 1 keeps the top level only (decision 027: pages carry it; the sub-levels come when a menu opens)', () => {
    const top = unpackMenu(packMenu(menu, 1));
    expect(top.map((entry) => entry.label)).toEqual(menu.map((entry) => entry.label));
    expect(top.every((entry) => entry.sub.length === 0)).toBe(true);
    expect(flat(unpackMenu(packMenu(menu, 2)))).toHaveLength(flat(menu).length - 1);
  });

  it('leaves defaults out: a plain category is its id, label, address and level', () => {
    expect(packMenu([item('termometros', { id: 9, idNivel: 2 })])).toEqual([
      { id: 9, label: 'termometros', href: '/termometros', idNivel: 2 },
    ]);
    expect(JSON.stringify(packMenu(menu)).length).toBeLessThan(JSON.stringify(menu).length / 2);
  });
});
