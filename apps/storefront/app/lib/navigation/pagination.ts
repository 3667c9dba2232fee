import { PAGINATION_SIBLINGS } from '../listing-constants';

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export function pageCount(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(Math.max(0, total) / limit) : 0;
}

/** B§5: pagination only when there is more than one page. */
export function hasPagination(total: number, limit: number): boolean {
  return pageCount(total, limit) > 1;
}

/**
 * The pages shown: the first, the last, the current one with `siblings` on each side, and a gap where pages are
 * left out (a gap never stands for a single page: that page is shown instead).
 */
export function pageWindow(current: number, pages: number, siblings: number = PAGINATION_SIBLINGS): PageItem[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const shown = new Set<number>([1, pages]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1, current: false });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p, current: p === page });
    previous = p;
  }
  return items;
}

/** The address of page `pg`: `info.rotaPagina` with pg set (page 1 without it). */
export function pageHref(rotaPagina: string, pg: number): string {
  const url = new URL(rotaPagina, 'http://vitrine.local');
  if (pg > 1) url.searchParams.set('pg', String(pg));
  else url.searchParams.delete('pg');
  return `${url.pathname}${url.search}`;
}
