/**
 * The listings' numbers and texts (B§2.3, B§4, B§5): only listing code uses them, so they travel with it rather than
 * with every page (lib/constants.ts is part of every first load; docs/architecture.md §5: each named once).
 */

/** B§8 coupon banner messages. */
export const COUPON_COPIED_TEXT = 'Cupom copiado';
export const COUPON_MISSING_TEXT = 'Cupom não encontrado.';
/** Pages shown on each side of the current one in the pagination window. */
export const PAGINATION_SIBLINGS = 1;
/** Cards of the first row: eager images (the first with fetchpriority high). */
export const EAGER_CARDS = 4;
export const ACTIVE_FILTERS_TITLE = 'Filtros ativos:';
export const CLEAR_FILTERS_TEXT = 'Limpar filtros';
export const NO_PRODUCTS_TEXT = 'Nenhum produto encontrado';
export const ITEMS_PER_PAGE_LABEL = 'Itens por página';
export const SORT_LABEL = 'Ordenar por';
export const FILTER_BUTTON_TEXT = 'Filtrar';
export const FILTERS_TITLE = 'Filtros';
export const LIST_LISTING_TITLE = 'Listas de Compras';
export const SEARCH_TITLE = 'Busca';
/** 'Filtros ativos:' shows when more than this many chips are active (more than two on search). */
export const ACTIVE_FILTERS_MIN = 1;
export const ACTIVE_FILTERS_MIN_SEARCH = 2;
