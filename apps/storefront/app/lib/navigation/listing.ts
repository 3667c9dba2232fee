import { isReadableFilterToken } from '@vitrine/contract/filter-tokens';
import {
  DEFAULT_ITEMS_PER_PAGE,
  FILTERS_MAX,
  SEARCH_TEXT_MAX,
  ITEMS_PER_PAGE_OPTIONS,
  ITEMS_PER_PAGE_VARIANT_OPTIONS,
  listListingTypeOf,
  readOrder,
  type ListListingType,
  type Order,
} from '@vitrine/contract/constants';
import { SEARCH_PARAM } from '../search-constants';
import { SHORT_DESCRIPTION_MAX } from '../listing-constants';
import { plainText } from '../ui/text';

/** The page query of a listing (B§2.3) and what the Store API takes for it (B§5, B§7). */
export type ListingPageQuery = {
  pg: number;
  limit: number;
  offset: number;
  order: Order | null;
  filtro: string[];
  busca: string;
  s5: string | null;
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/**
 * Reads pg, ipp, order, filtro, busca and s5. Unknown values fall back to the defaults (page 1, the default items
 * per page, the API's default order); filtro tokens that are not well formed are left out.
 * B§5: offset = (pg − 1) × limit.
 */
export function readListingQuery(
  params: URLSearchParams,
  defaultLimit: number = DEFAULT_ITEMS_PER_PAGE,
  sizes: PageSizes = STANDARD_PAGE_SIZES,
): ListingPageQuery {
  const pg = positiveInt(params.get('pg')) ?? 1;
  const ipp = positiveInt(params.get('ipp'));
  const limit = sizes.options.some((option) => option === ipp) && ipp !== null ? ipp : (sizes.fallback ?? defaultLimit);
  return {
    pg,
    limit,
    offset: (pg - 1) * limit,
    // Its value or any label of the sort menu, in any case ('Popularidade'): the Store API reads it the same way.
    order: readOrder(params.get('order')),
    // One rule for every filter value the store cannot read (decision 005): it is left out, never an error page.
    filtro: params.getAll('filtro').filter(isReadableFilterToken).slice(0, FILTERS_MAX),
    busca: searchText(params.get(SEARCH_PARAM)),
    s5: params.get('s5'),
  };
}

/** B§9 items-per-page menu: its options and, for the variant menu, its own default (its first option). */
export type PageSizes = { options: readonly number[]; fallback: number | null };
export const STANDARD_PAGE_SIZES: PageSizes = { options: ITEMS_PER_PAGE_OPTIONS, fallback: null };
export const VARIANT_PAGE_SIZES: PageSizes = {
  options: ITEMS_PER_PAGE_VARIANT_OPTIONS,
  fallback: ITEMS_PER_PAGE_VARIANT_OPTIONS[0],
};

/** B§3 seo: search results and listings with more than one filter are not indexed (their links are followed). */
export function listingRobots(kind: string, url: URL): string | null {
  return kind === 'search' || url.searchParams.getAll('filtro').length > 1 ? 'noindex, follow' : null;
}

/**
 * A search text as the store takes it: trimmed, spaces tidied, and a text longer than any sane query cut at the
 * last whole word within the limit (B§2.3: a results page for what fits, never an error page).
 */
export function searchText(raw: string | null): string {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (text.length <= SEARCH_TEXT_MAX) return text;
  const cut = text.slice(0, SEARCH_TEXT_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, SEARCH_TEXT_MAX)).trim();
}

/** The Store API query (after `base`): order only when the page has one (the API defaults it, B§7); filtro repeated. */
export function apiListingQuery<B extends object>(query: ListingPageQuery, base: B) {
  return {
    ...base,
    offset: query.offset,
    limit: query.limit,
    ...(query.order ? { order: query.order } : {}),
    filtro: query.filtro,
    ...(query.s5 !== null ? { s5: query.s5 } : {}),
  };
}

/** B§8: a listing whose offset exceeds the total is not found (an empty first page is not). */
export function offsetExceedsTotal(offset: number, total: number): boolean {
  return offset > 0 && offset >= total;
}

/**
 * B§2.3: in list view the short description is cut at 200 characters (at a word boundary when one is near). The
 * text may come as HTML: it is read as plain text first.
 */
export function cutDescription(text: string, max: number = SHORT_DESCRIPTION_MAX): string {
  const clean = plainText(text.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  // A text this function cut already (the loaders cut descriptions before they reach a card) stays as it is.
  if (clean.length <= max || (clean.length === max + 1 && clean.endsWith('…'))) return clean;
  const slice = clean.slice(0, max);
  const space = slice.lastIndexOf(' ');
  const cut = space > max * 0.8 ? slice.slice(0, space) : slice;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * The canonical address of a listing (B§3 seo): its path, the search text that narrows it, and pg when past the
 * first page; sort, page size, filters, s5 and tracking parameters are left out (a filtered or sorted view is the
 * same listing to a search engine).
 */
export function canonicalPath(url: URL): string {
  const params = new URLSearchParams();
  const busca = searchText(url.searchParams.get(SEARCH_PARAM));
  if (busca) params.set(SEARCH_PARAM, busca);
  const pg = positiveInt(url.searchParams.get('pg'));
  if (pg !== null && pg > 1) params.set('pg', String(pg));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The kit listing type from its address (decision 005) and search text (B§2.1): `/lista/busca`, or `/lista` with a
 * `busca` text, searches; `/lista/marcas/{marca}` is a brand's kits, `/lista/c/{landingPage}` a landing page's, and
 * `/lista` or `/lista/{categoria…}` a category's.
 */
export function kitListType(pathname: string, busca?: string | null): ListListingType {
  return listListingTypeOf(pathname, busca ?? undefined);
}
