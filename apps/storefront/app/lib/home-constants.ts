/**
 * The home (T§2 Home, T§9, B§2.7): its shelves, second fold and boxes. By subject (docs/architecture.md §5); the
 * client build inlines constants where they are used.
 */

/** T§2, T§9: the second fold (middle banners, the two showcases, testimonials) loads once, at 200 px of scroll. */
export const SECOND_FOLD_SCROLL_PX = 200;
export const LINK_HOME_SECOND_FOLD = '/resources/home-second-fold';
/** Without JavaScript the second fold is one link away: the home with `?completa=1` renders it on the server. */
export const HOME_FULL_PARAM = 'completa';
export const HOME_FULL_LINK_TEXT = 'Ver ofertas, mais procurados e depoimentos';
export const CATEGORY_MENU_TITLE = 'Compre por categoria';
export const AREAS_TITLE = 'Áreas de atuação';
export const HELP_TITLE = 'Ajuda Online';
export const FAQ_TEXT = 'Dúvidas frequentes';
export const WHATSAPP_TEXT = 'WhatsApp';
export const TRACK_ORDERS_TEXT = 'acompanhar pedidos';
export const PITCH_TITLE = 'Vantagens da loja';
export const BRAND_SLIDER_TITLE = 'Nossas marcas';
export const SEE_ALL_BRANDS_TEXT = 'Ver todas';
export const LINK_BRANDS = '/marcas';
/** The coupon pop-up's accessible name (its HTML comes from struct/popup/home). */
export const HOME_POPUP_LABEL = 'Cupom de desconto';
/**
 * T§2 says nothing of when the coupon pop-up opens (decision 039): once the page is idle, this long after, and never
 * over another pop-up (it waits, checking this often, until that one is closed).
 */
export const HOME_POPUP_DELAY_MS = 4000;
export const HOME_POPUP_RETRY_MS = 1000;
export const CLOSE_TEXT = 'Fechar';

/** T§2: the home's skeleton while its data loads on a client-side navigation. */
export const HOME_LOADING_TEXT = 'Carregando a página inicial…';
/** B§2.7: shelf autoplay on desktop; gutter 11 px. */
export const SHELF_AUTOPLAY_MS = 3500;
export const SHELF_GUTTER_PX = 11;
