/**
 * Constants of the contract that the browser needs too. This module imports nothing, so client code can use it
 * (`@vitrine/contract/constants`) without shipping the schema library.
 */

/** Kinds of menu entry (idTipo). */
export const MENU_TYPE = { link: 1, external: 2, postalCode: 3, whatsapp: 4, phone: 5 } as const;

/**
 * Sort orders; 'popularidade' is the default, sent only when the page query has no order (B§7). With `busca` the
 * default is 'relevancia' (offered only then; without `busca` it sorts like 'popularidade').
 */
export const orderValues = [
  'popularidade',
  'menor-preco',
  'maior-preco',
  'lancamentos',
  'nome',
  'avaliacao',
  'relevancia',
] as const;
export type Order = (typeof orderValues)[number];
export const DEFAULT_ORDER: Order = 'popularidade';

/** The label the sort menu ('Ordenar por', B§2.3) shows for each order. */
export const ORDER_LABELS: Record<Order, string> = {
  relevancia: 'Relevância',
  popularidade: 'Popularidade',
  'menor-preco': 'Menor preço',
  'maior-preco': 'Maior preço',
  lancamentos: 'Lançamentos',
  nome: 'Nome (A-Z)',
  avaliacao: 'Mais bem avaliados',
};

/** Lower case, without accents or surrounding spaces: 'Popularidade', 'POPULARIDADE' and 'popularidade' meet. */
const orderKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * B§7, B§9 (issue 25): an order as an address may carry it — its value ('menor-preco') or any label the sort menu
 * offers ('Popularidade', 'Menor preço'), in any case, with or without accents. Anything else is null.
 */
export function readOrder(value: unknown): Order | null {
  if (typeof value !== 'string') return null;
  const key = orderKey(value);
  return orderValues.find((order) => order === key || orderKey(ORDER_LABELS[order]) === key) ?? null;
}

/**
 * The forms of a `filtro` value (documented in docs/decisions/005-listing-urls.md):
 *   {filterSlug}:{valueSlug}   a filter value, e.g. conectividade:usb
 *   atributo:{id}              an attribute value (attribute_values.id)
 *   preco:{de}-{ate}           a price range in whole reais, de ≤ price < ate; either side may be empty (preco:-500, preco:2000-)
 *   desconto:{percent}         a discount of at least that percent off the list price (1–99)
 *   categoria:{id}             a category inside a search or kit listing (elsewhere the category is the path)
 * A malformed token is a 400; a well-formed one naming a value that no longer exists matches nothing and is listed
 * in info.filtros, so it can be removed.
 */
export const FILTER_TOKEN = /^[a-z0-9-]{1,60}:[a-z0-9-]{1,60}$/;

export const ITEMS_PER_PAGE_OPTIONS = [12, 24, 36] as const;
/** B§9: the other items-per-page menu (the v1 design version's). */
export const ITEMS_PER_PAGE_VARIANT_OPTIONS = [9, 18, 27] as const;
/** Every items-per-page value a listing address may carry (either menu): kept in the listing's links. */
export const isItemsPerPage = (n: number): boolean =>
  ITEMS_PER_PAGE_OPTIONS.some((o) => o === n) || ITEMS_PER_PAGE_VARIANT_OPTIONS.some((o) => o === n);
export const DEFAULT_ITEMS_PER_PAGE = 24;
export const DEFAULT_LIST_ITEMS_PER_PAGE = 12;
export const MAX_LIMIT = 100;
/** The longest search text a listing takes (characters). */
export const SEARCH_TEXT_MAX = 200;
/** The most filters one listing takes. */
export const FILTERS_MAX = 30;

/** T§8: the shipping answer's mensagem on success; any other mensagem is shown as an alert. */
export const SHIPPING_SUCCESS_MESSAGE = 'Frete calculado com sucesso.';

/**
 * The page that shows a quote by its key (T§2: an institutional page shows the quote block when the query has
 * key); e-mails link to `${QUOTE_PAGE_PATH}?key=…`.
 */
export const QUOTE_PAGE_PATH = '/pagina/politica-de-pagamento';
/** The store-rating page (T§2), opened with `?key=…`. */
export const STORE_RATING_PAGE_PATH = '/pagina/avaliacao-loja';

/**
 * The storefront's cart page, the `carrinho.url` of a combination (T§3 Combination): a client adds both products
 * with POST /checkout/cart (choosing their simple values) and shows the cart there.
 */
export const CART_PAGE_PATH = '/carrinho';

/**
 * A cart add over its limit (issue 28): the Store API's 429 message, and the no-script alert's text. Here rather than
 * with the forms' texts (form-constants.ts) because a product page's purchase form shows it, and that form is part of
 * the page's first load.
 */
export const CART_RATE_LIMITED_MESSAGE =
  'Muitos produtos adicionados ao carrinho em pouco tempo. Aguarde um minuto e tente novamente.';

/**
 * T§9 Home: rectangular banners 2, square banners 4, middle banners 2, showcases 5 products each, testimonials 10,
 * brand slider 9 brands (the first ones with an image).
 */
export const HOME_LIMITS = {
  bannersRetangulares: 2,
  bannersQuadrados: 4,
  bannersMeio: 2,
  vitrine: 5,
  depoimentos: 10,
  marcas: 9,
} as const;

/** Levels url/verify can answer (B§2.2, B§7). */
export const levels = [
  'page',
  'product/detail',
  'list/detail',
  'product/listing/category',
  'product/listing/brand',
  'product/listing/landing-page',
  'product/listing/search',
  'list/listing',
  'home',
  'marcas',
] as const;

export const listListingTypes = ['categoria', 'landingPage', 'marca', 'busca'] as const;
export type ListListingType = (typeof listListingTypes)[number];

/**
 * B§2.1: the kit listing type an address (the kit address `/lista/…` or the subject's own) and a search text imply;
 * categoria when nothing else does.
 */
export function listListingTypeOf(path: string, busca?: string): ListListingType {
  const own = path === '/lista' ? '/' : path.startsWith('/lista/') ? path.slice('/lista'.length) : path;
  if (own.startsWith('/marcas/')) return 'marca';
  if (own.startsWith('/c/')) return 'landingPage';
  // A search text on every kit (`/lista?busca=solda`) searches them; a category's address keeps its own scope.
  if (own === '/busca' || (own === '/' && (busca ?? '').trim() !== '')) return 'busca';
  return 'categoria';
}
