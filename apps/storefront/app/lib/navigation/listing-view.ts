import type { Chip, Listing } from '@vitrine/contract';
import { formatBRL } from '../commerce/money';
import { ACTIVE_FILTERS_MIN, ACTIVE_FILTERS_MIN_SEARCH } from '../listing-constants';
import { plural } from '../plural';

/**
 * What a listing page shows of its state (B§2.3): the page-size links, the range shown, the filters' texts. Apart from
 * listing.ts (the query and the canonical address, which the product card and the SEO tags need on every page), so
 * only listing pages carry it.
 */

/** The address of the same listing with `ipp` items per page, back on its first page. */
export function withPageSize(pathname: string, search: string, ipp: number): string {
  const params = new URLSearchParams(search);
  params.delete('pg');
  params.set('ipp', String(ipp));
  return `${pathname}?${params}`;
}

/** 'Mostrando X-Y de N encontrados' (B§2.3): X = offset + 1, Y = offset + exibindo. */
export function shownRangeText(info: Pick<Listing['info'], 'offset' | 'exibindo' | 'total'>): string {
  // Issue 25: the count agrees in number ('de 1 encontrado').
  const found = `${info.total} ${plural(info.total, 'encontrado', 'encontrados')}`;
  if (info.total === 0 || info.exibindo === 0) return `Mostrando 0 de ${found}`;
  return `Mostrando ${info.offset + 1}-${info.offset + info.exibindo} de ${found}`;
}

/** Price range text (B§2.3): 'Até X', 'A partir de X' or 'X à Y'. */
export function priceRangeText(de: number | null, ate: number | null): string {
  if (de === null && ate !== null) return `Até ${formatBRL(ate)}`;
  if (ate === null && de !== null) return `A partir de ${formatBRL(de)}`;
  if (de !== null && ate !== null) return `${formatBRL(de)} à ${formatBRL(ate)}`;
  return '';
}

/** The text of an active-filter chip: price chips by their range, the others by their label. */
export function chipText(chip: Chip): string {
  if (chip.tipo === 'preco') return priceRangeText(chip.de, chip.ate) || chip.label;
  return chip.label;
}

/** B§2.3: the 'Filtros ativos:' bar shows when more than one filter is active (more than two on search). */
export function showActiveFilters(chips: readonly Chip[], isSearch: boolean): boolean {
  return chips.length > (isSearch ? ACTIVE_FILTERS_MIN_SEARCH : ACTIVE_FILTERS_MIN);
}

/** Discount option text: the API's `ate` is the least percentage off the list price. */
export function discountText(percent: number): string {
  return `${percent}% ou mais de desconto`;
}
