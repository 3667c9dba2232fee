/**
 * Every number and repeated text of the spec, named once (docs/architecture.md §5): those of the page shell here (every
 * first load carries this module); those only one area's code uses beside it (home-constants.ts, listing-constants.ts,
 * detail-constants.ts, ui/on-demand-constants.ts), so they travel with that code.
 */
import { CART_PAGE_PATH } from '@vitrine/contract/constants';

// Breakpoints (B§9): 767/768, 1023/1024, 1366 px.
export const BREAKPOINT_MD = 768;
export const BREAKPOINT_LG = 1024;
export const BREAKPOINT_XL = 1366;
export const MEDIA_MD = `(min-width: ${BREAKPOINT_MD}px)`;
export const MEDIA_BELOW_MD = `(max-width: ${BREAKPOINT_MD - 1}px)`;
export const MEDIA_LG = `(min-width: ${BREAKPOINT_LG}px)`;
export const MEDIA_XL = `(min-width: ${BREAKPOINT_XL}px)`;

// Header, menus and footer (B§2.6, B§9).
export const MENU_COLUMN_SIZE = 12;
export const FOOTER_SCROLL_PX = 100;
export const PROMO_AUTOPLAY_MS = 5000;
/** B§9: the benefits bar moves every 3 s below 768 px. */
export const BENEFITS_AUTOPLAY_MS = 3000;
export const PROMO_COUNT = 3;

// Route table (B§2.1): category listings go from categoriaNivel2 to categoriaNivel5.
export const MAX_CATEGORY_LEVELS = 4;

// Search (B§4, B§5, B§9).
export const SUGGESTION_LIMIT = 5;

// Alerts (B§9, T§9).
export const ALERT_MS = 3000;
export const ALERT_LONG_MS = 5000;

// Other limits used by this shell.
export const BLOG_POSTS_LIMIT = 3;
export const BANNER_LIMIT_ONE = 1;

// Store API client (not in the spec: operational values).
export const API_TIMEOUT_MS = 8000;
export const SHARED_CACHE_TTL_MS = 60_000;
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

// Texts used in more than one place.
export const SITE_NAME_FALLBACK = 'Vitrine';
export const OPENING_HOURS = 'Seg. a Qui. 8h às 18h | Sex. 8h às 17h';
export const NOT_FOUND_TITLE = 'Página não encontrada';
export const NO_BRANDS_TEXT = 'Nenhuma marca encontrada';
export const BRANDS_TITLE = 'As melhores marcas';
export const SEE_ALL_STORE = 'Ver toda loja';

// Links to the external area (B§2.1, T§1).
export const LINK_LOGIN = '/checkout/acesso';
export const LINK_SIGN_UP = '/checkout/cadastro';
export const LINK_ACCOUNT = '/minha-conta/';
export const LINK_FAQ = '/pagina/duvidas-frequentes';
export const SEARCH_PARAM = 'busca';

// Listings (B§2.3, B§4, B§5, B§9).
export const SHORT_DESCRIPTION_MAX = 200;
export const STAR_PERCENT = 20;
export const SUGGESTION_LIMIT_MAX = 10;

// Listing texts (B§2.3, B§4).
/** Announced while the general listing skeleton stands in for a listing being loaded (B§4). */
export const LISTING_LOADING_TEXT = 'Carregando produtos…';
/** T§2: the home's skeleton while its data loads on a client-side navigation. */
export const HOME_LOADING_TEXT = 'Carregando a página inicial…';
export const BREADCRUMB_LABEL = 'Trilha';
export const BUY_TEXT = 'Comprar';
export const SEE_DETAILS_TEXT = 'Ver detalhes';
export const ON_REQUEST_TEXT = 'Sob consulta';
export const REQUEST_QUOTE_TEXT = 'Solicitar orçamento';
export const UNAVAILABLE_TEXT = 'Produto indisponível';
export const NOTIFY_ME_TEXT = 'Avise-me quando chegar';
/** B§4: the s5 design version is on with the query s5=v1. */
export const S5_ON = 'v1';

// Product and kit detail (B§2.4, B§2.5, B§7, B§8, T§8).
export const CART_ADD_ERROR = 'Um problema impediu a adição do produto ao carrinho. Tente novamente mais tarde.';
export const CART_ADDED_TEXT = 'Produto adicionado ao carrinho.';
export const LINK_CART_ACTION = '/resources/cart';
/** T§8: quantity clamped to stock, shown for 5 s. */
export function clampedQuantityText(nome: string): string {
  return `A quantidade solicitada do produto ${nome} não estava disponível em estoque, mas a quantidade disponível foi adicionada.`;
}

// Shipping calculator and saved postal code (T§2, T§4, T§5, T§8, T§9).
export const SHIPPING_ERROR = 'Erro ao calcular o frete';
/** Not in the spec: a code shorter than 8 digits, told as the field's hint tells it (issue 39). */
export const SHIPPING_SHORT_CEP = 'CEP incompleto: digite os 8 números.';

// Side cart and cart page (T§2, T§4, T§5, T§8, T§9).
/** The most the quantity field takes (the Store API's own limit; stock clamps lower). */
export const CART_QUANTITY_MAX = 9999;
export const LINK_CART_PAGE = CART_PAGE_PATH;
/** Not in the spec (T§8 names only the add failure): a failed quantity change or removal. */
export const CART_CHANGE_ERROR = 'Não foi possível alterar o carrinho. Tente novamente mais tarde.';

// Home (T§2 Home, T§9; B§2.7 and B§9 for its shelves and carousels).
export { HOME_LIMITS } from '@vitrine/contract/constants';
/** B§2.6: the menus' every level, asked for when a menu first opens (decision 027). */
export const LINK_MENU_TREES = '/resources/menus';
/** B§2.6: the footer's menus and blog posts, asked for with the footer's code (decision 035). */
export const LINK_FOOTER_LINKS = '/resources/footer-links';
/** B§2.7: shelf autoplay on desktop; gutter 11 px. */
export const SHELF_AUTOPLAY_MS = 3500;
export const SHELF_GUTTER_PX = 11;
/** B§9, T§9: a store review's stars are the average of experiencia and atendimento (1 to 10) × 10 %. */
export const STORE_REVIEW_STAR_PERCENT = 10;

// the note ranges are the contract's (@vitrine/contract/form-constants: FORM_MESSAGES, REVIEW_NOTE, STORE_RATING_NOTE; the states in documents).

export const REVIEW_OPEN_TEXT = 'Avaliar';

// Store testimonials (B§9, T§9), shipping prices and cart quantities: used by parts every page kind loads.
/** B§9: the reviews carousel's gutters, 30 px from 768 px and 8 px below. */
export const REVIEWS_GUTTER_PX = 30;
export const REVIEWS_GUTTER_MOBILE_PX = 8;
export const TESTIMONIALS_TITLE = 'O que dizem nossos clientes';
export const FREE_SHIPPING_TEXT = 'Grátis';
export const CART_QUANTITY_MAX_DIGITS = 4;
