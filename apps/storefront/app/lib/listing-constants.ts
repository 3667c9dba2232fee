/**
 * Listings (B§2.1, B§2.3, B§4, B§5): the route table's depth, pagination, filters and the listing's texts. By subject
 * (docs/architecture.md §5); the client build inlines constants where they are used.
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
/** 'Filtros ativos:' shows when more than this many chips are active (more than two on search). */
export const ACTIVE_FILTERS_MIN = 1;
export const ACTIVE_FILTERS_MIN_SEARCH = 2;

export const MAX_CATEGORY_LEVELS = 4;
export const SHORT_DESCRIPTION_MAX = 200;
export const STAR_PERCENT = 20;
/** Announced while the general listing skeleton stands in for a listing being loaded (B§4). */
export const LISTING_LOADING_TEXT = 'Carregando produtos…';
export const BREADCRUMB_LABEL = 'Trilha';
/** B§2.3 list view: the cards' short descriptions, asked for when a shopper picks that view (issue 38). */
export const LINK_CARD_DESCRIPTIONS = '/resources/card-descriptions';
