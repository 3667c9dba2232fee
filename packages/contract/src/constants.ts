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

/* ------------------------------------------------------------------------------------------------------------------
 * Forms (T§3, T§5, T§8, T§9): the texts the validations produce, the state list and the limits. The schemas in
 * forms.ts use them, and the storefront shows the same texts.
 * ---------------------------------------------------------------------------------------------------------------- */

/** T§5 texts, exactly as the spec writes them (the two e-mail texts differ in case on purpose). */
export const FORM_MESSAGES = {
  required: 'Preencha o campo!',
  requiredAll: 'Preencha os campos!',
  reviewNote: 'Selecione a nota!',
  reviewEmail: 'Insira um E-mail válido!',
  questionEmail: 'Insira um e-mail válido!',
  ratingNote: 'Por favor, dê uma nota.',
  ratingChoice: 'Por favor, escolha um.',
  phone: 'Telefone inválido',
  cnpj: 'CNPJ inválido',
  // Not in the spec; chosen for the checks it leaves unnamed.
  cpf: 'CPF inválido',
  uf: 'Selecione o estado.',
  stateRegistration: 'Informe a inscrição estadual ou marque Isento.',
  cep: 'CEP inválido',
  quantity: 'Informe uma quantidade de 1 a 9999.',
  text: 'O texto contém caracteres inválidos.',
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  id: 'Identificador inválido.',
  choice: 'Escolha sim ou não.',
  body: 'Envie os campos do formulário.',
  rateLimited: 'Muitos envios em pouco tempo. Aguarde um minuto e tente novamente.',
} as const;

/** The 27 federative units offered in the quote form's state select (T§9). */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/** What the quote form sends as rgIe when 'Isento' is ticked (T§5). */
export const STATE_REGISTRATION_EXEMPT = 'ISENTO';

/** Field lengths every form shares. */
export const FORM_LIMITS = {
  name: 120,
  email: 254,
  city: 80,
  stateRegistration: 20,
  /** Comments, questions, messages, observations. */
  text: 2000,
  /** Sob Consulta: telefone at most 15 characters, digits only (T§5). */
  contactPhoneDigits: 15,
  quantity: 9999,
} as const;

/** Review stars 1–5 and store-rating notes 1–10 (T§9). */
export const REVIEW_NOTE = { min: 1, max: 5 } as const;
export const STORE_RATING_NOTE = { min: 1, max: 10 } as const;

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
