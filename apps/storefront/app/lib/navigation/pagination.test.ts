import { describe, expect, it } from 'vitest';
import { hasPagination, pageCount, pageHref, pageWindow, type PageItem } from './pagination';

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : i.page));

describe('pagination (B§2.3, B§5)', () => {
  it('B§5: pagination only when there is more than one page', () => {
    expect(pageCount(30, 12)).toBe(3);
    expect(hasPagination(24, 24)).toBe(false);
    expect(hasPagination(25, 24)).toBe(true);
    expect(hasPagination(0, 24)).toBe(false);
  });

  it('B§2.3: a window around the current page with the first and last and gaps', () => {
    expect(show(pageWindow(1, 3))).toEqual(['[1]', 2, 3]);
    expect(show(pageWindow(5, 10))).toEqual([1, '…', 4, '[5]', 6, '…', 10]);
    expect(show(pageWindow(1, 10))).toEqual(['[1]', 2, '…', 10]);
    expect(show(pageWindow(10, 10))).toEqual([1, '…', 9, '[10]']);
  });

  it('B§2.3: a gap never hides a single page', () => {
    expect(show(pageWindow(4, 7))).toEqual([1, 2, 3, '[4]', 5, 6, 7]);
    expect(show(pageWindow(3, 5))).toEqual([1, 2, '[3]', 4, 5]);
  });

  it('B§2.3: a page past the end is clamped; no pages, no items', () => {
    expect(show(pageWindow(9, 3))).toEqual([1, 2, '[3]']);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('B§2.3: links are info.rotaPagina with pg (page 1 without it)', () => {
    expect(pageHref('/sensores?filtro=a%3A1&order=nome', 3)).toBe('/sensores?filtro=a%3A1&order=nome&pg=3');
    expect(pageHref('/sensores?pg=4', 1)).toBe('/sensores');
    expect(pageHref('/busca?busca=term%C3%B4metro', 2)).toBe('/busca?busca=term%C3%B4metro&pg=2');
  });
});
