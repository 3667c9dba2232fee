/**
 * Every number and repeated text of the spec, named once and grouped by subject (docs/architecture.md §5): the page
 * shell's here (breakpoints, header, menus, footer, alerts, the error page, the internal sale); each other subject
 * beside it (search-constants.ts, shipping-constants.ts, cart-constants.ts, listing-constants.ts,
 * detail-constants.ts, home-constants.ts, forms/form-texts.ts). The client build inlines constants where they are
 * used (vite.config.ts, `inlineConst`), so a constant's file never decides which page's first load carries it.
 */

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

// Listing texts (B§2.3, B§4).
/** B§4: the s5 design version is on with the query s5=v1. */
export const S5_ON = 'v1';

// Home (T§2 Home, T§9; B§2.7 and B§9 for its shelves and carousels).
export { HOME_LIMITS } from '@vitrine/contract/constants';
/** B§2.6: the menus' every level, asked for when a menu first opens (decision 027). */
export const LINK_MENU_TREES = '/resources/menus';
/** B§2.6: the footer's menus and blog posts, asked for with the footer's code (decision 035). */
export const LINK_FOOTER_LINKS = '/resources/footer-links';
/** B§9, T§9: a store review's stars are the average of experiencia and atendimento (1 to 10) × 10 %. */
export const STORE_REVIEW_STAR_PERCENT = 10;

// Store testimonials (B§9, T§9), shipping prices and cart quantities: used by parts every page kind loads.
/** B§9: the reviews carousel's gutters, 30 px from 768 px and 8 px below. */
export const REVIEWS_GUTTER_PX = 30;
export const REVIEWS_GUTTER_MOBILE_PX = 8;
export const TESTIMONIALS_TITLE = 'O que dizem nossos clientes';

// Footer (B§2.6): a collapsed menu's height.
export const FOOTER_COLLAPSED_PX = 190;

// Error page (T§2): countdown from 5 to 1, then reload.
export const ERROR_RELOAD_SECONDS = 5;
export const SERVER_ERROR_TEXT = 'Por uma indisponibilidade do sistema, a página não pôde ser carregada.';
export const RELOAD_NOW_TEXT = 'Recarregar agora';
export const EBIT_COPY_ALERT = 'Cópia proibida! A certificação e-bit é de uso exclusivo de lojas conveniadas à e-bit.';
export const BACK_TEXT = 'Voltar';
export const SHOW_ALL_MACHINES = 'Ver todas as máquinas';
export const HIDE_MACHINES = 'Esconder';

// Demo sign-in and internal sale (T§2 "Header pieces", "Internal-sale banner", T§6, T§8).
export const LINK_SALE_ACTION = '/resources/sale';
export const SALE_CANCEL_QUESTION = 'Tem certeza que deseja cancelar?';
export const SALE_CANCEL_ERROR = 'Hove um erro ao cancelar a venda.';
/** Query parameters of the no-script cancel flow: the question, then the failure message. */
export const SALE_CONFIRM_PARAM = 'confirmarCancelamento';
export const SALE_ERROR_PARAM = 'erroVenda';
