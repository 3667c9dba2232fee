/**
 * Every Store API call the store serves, in one table (docs/architecture.md §3–4): for each, its method, its path under
 * /v2/front (`:name` marks a path parameter), the schemas of its path parameters, query and JSON body, and the
 * schema of its answer's `data` (the `{ success, data }` envelope is added by the API and read by the client).
 *
 * Both sides are built from this table, so neither writes a path or restates a request type:
 * - the API registers each handler against its entry, `route(app, endpoints.cartUpdate, async ({ body }) => …)`
 *   (apps/api/src/lib/route.ts), which validates params, query and body with the entry's schemas (bad input is a
 *   400 naming each field; a path parameter that names nothing is a 404) and types the handler's answer;
 * - the storefront calls `api(request, endpoints.cartUpdate, { body })` (apps/storefront/app/server/api/api.server.ts), typed
 *   from the entry and checked against `data` when the answer arrives.
 *
 * Adding a call is one line here plus its schemas:
 *   1. write the schemas beside their kin (content.ts, product.ts, a new home.ts or forms.ts…): the query or body
 *      with Portuguese messages and the bounds the API enforces, and the answer;
 *   2. add the entry below, named for what the call does:
 *        homePage: get('/url/home', { data: homeSchema }),
 *        productBudget: post('/product/budget', { body: productBudgetSchema, data: formAnswerSchema }),
 *        storeReviewKey: get('/evaluations/store/add/:key', { params: storeReviewKeyParamsSchema, data: … }),
 *   3. register the handler in its module's routes.ts and call it from the storefront as above.
 * Query schemas read strings (use `z.coerce` for numbers); a params schema's message is the 404's message.
 */
import { z } from 'zod';
import {
  adminMeSchema,
  adminProductAnswerSchema,
  adminProductBodySchema,
  adminSkuParamsSchema,
  exportQuerySchema,
  importQuerySchema,
  importReportSchema,
  imageUploadAnswerSchema,
  patchAnswerSchema,
  patchQuerySchema,
  pricePatchSchema,
  productListQuerySchema,
  productListSchema,
  stockPatchSchema,
  versionedProductSchema,
} from './admin';
import * as bo from './backoffice';
import * as qw from './quote-workflow';
import * as sc from './store-content';
import * as ca from './content-admin';
import * as sa from './staff-access';
import {
  bannerParamsSchema,
  bannersQuerySchema,
  bannersSchema,
  contentVersionSchema,
  blogPostsQuerySchema,
  blogPostsSchema,
  brandsQuerySchema,
  brandsSchema,
  menuParamsSchema,
  menuSchema,
  pageQuerySchema,
  pageSchema,
  settingsSchema,
  showcaseParamsSchema,
  showcaseQuerySchema,
  showcaseSchema,
} from './content';
import {
  budgetAnswerSchema,
  budgetKeyParamsSchema,
  budgetRequestSchema,
  formAnswerSchema,
  listReviewRequestSchema,
  newsletterRequestSchema,
  productBudgetRequestSchema,
  productReviewRequestSchema,
  questionRequestSchema,
  quoteSchema,
  solicitationRequestSchema,
  storeRatingAnswerSchema,
  storeRatingKeyParamsSchema,
  storeRatingRequestSchema,
} from './forms';
import { homeSchema, popupParamsSchema, popupSchema, storeReviewsQuerySchema, storeReviewsSchema } from './home';
import {
  listListingQuerySchema,
  listingQuerySchema,
  listingSchema,
  searchQuerySchema,
  type ProductListingKind,
} from './listing';
import {
  cartAddSchema,
  cartMutationResponseSchema,
  cartRemoveSchema,
  cartUpdateSchema,
  combinationRequestSchema,
  combinationResponseSchema,
  listDetailSchema,
  listShopRequestSchema,
  listShopResponseSchema,
  productDetailSchema,
} from './product';
import {
  cartSchema,
  emptyBodySchema,
  loginSchema,
  saleCancelSchema,
  saleCustomersSchema,
  saleStartSchema,
  userAndCartSchema,
  userSchema,
} from './session';
import { shipmentRequestSchema, shipmentResponseSchema } from './shipping';
import { sitemapIndexSchema, sitemapUrlsQuerySchema, sitemapUrlsSchema } from './sitemap';
import { addressQuerySchema, verifyQuerySchema, verifySchema } from './url';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an entry declares; `params`, `query` and `body` only when the call takes them. */
interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly data: z.ZodType;
}
interface EndpointShape extends EndpointSchemas {
  readonly method: Method;
  readonly path: string;
}
/** An entry of the table: its shape plus its `id` (the table key). */
export type Endpoint = EndpointShape & { readonly id: string };

const entry =
  <M extends Method>(method: M) =>
  <const P extends string, const S extends EndpointSchemas>(path: P, schemas: S) => ({ method, path, ...schemas });
const get = entry('GET');
const post = entry('POST');
const put = entry('PUT');
const patch = entry('PATCH');
const del = entry('DELETE');

/** Adds each entry's key as its `id`. */
function table<const T extends Record<string, EndpointShape>>(entries: T): { [K in keyof T]: T[K] & { id: K } } {
  return Object.fromEntries(Object.entries(entries).map(([id, shape]) => [id, { ...shape, id }])) as {
    [K in keyof T]: T[K] & { id: K };
  };
}

export const endpoints = table({
  // Store-wide content (B§7, T§7)
  settings: get('/settings', { data: settingsSchema }),
  contentVersion: get('/struct/version', { data: contentVersionSchema }),
  menu: get('/struct/menus/:slug', { params: menuParamsSchema, data: menuSchema }),
  brands: get('/brands', { query: brandsQuerySchema, data: brandsSchema }),
  banners: get('/showcase/banners/:slot', {
    params: bannerParamsSchema,
    query: bannersQuerySchema,
    data: bannersSchema,
  }),
  showcase: get('/showcase/products/:slot', {
    params: showcaseParamsSchema,
    query: showcaseQuerySchema,
    data: showcaseSchema,
  }),
  blogPosts: get('/blog/posts', { query: blogPostsQuerySchema, data: blogPostsSchema }),

  // The home page (T§2 Home, T§7)
  home: get('/url/home', { data: homeSchema }),
  popup: get('/struct/popup/:slug', { params: popupParamsSchema, data: popupSchema }),
  storeReviews: get('/evaluations/store', { query: storeReviewsQuerySchema, data: storeReviewsSchema }),

  // Addresses, listings and details (B§2.2, B§7)
  urlVerify: get('/url/verify', { query: verifyQuerySchema, data: verifySchema }),
  page: get('/url/page', { query: pageQuerySchema, data: pageSchema }),
  categoryListing: get('/url/product/listing/category', { query: listingQuerySchema, data: listingSchema }),
  brandListing: get('/url/product/listing/brand', { query: listingQuerySchema, data: listingSchema }),
  landingPageListing: get('/url/product/listing/landing-page', { query: listingQuerySchema, data: listingSchema }),
  searchListing: get('/url/product/listing/search', { query: searchQuerySchema, data: listingSchema }),
  listListing: get('/url/list/listing', { query: listListingQuerySchema, data: listingSchema }),
  productDetail: get('/url/product/detail', { query: addressQuerySchema, data: productDetailSchema }),
  listDetail: get('/url/list/detail', { query: addressQuerySchema, data: listDetailSchema }),
  // Search engines (B§3 seo): the sections of the sitemap and their addresses, in keyset pages
  sitemap: get('/sitemap', { data: sitemapIndexSchema }),
  sitemapUrls: get('/sitemap/urls', { query: sitemapUrlsQuerySchema, data: sitemapUrlsSchema }),
  combination: post('/product/combination', { body: combinationRequestSchema, data: combinationResponseSchema }),
  shipment: post('/shipment/product', { body: shipmentRequestSchema, data: shipmentResponseSchema }),

  // The cart (T§4, T§7); DELETE may carry its fields in the query instead of a body
  cart: get('/checkout/cart', { data: cartSchema }),
  cartAdd: post('/checkout/cart', { body: cartAddSchema, data: cartMutationResponseSchema }),
  cartUpdate: put('/checkout/cart', { body: cartUpdateSchema, data: cartMutationResponseSchema }),
  cartRemove: del('/checkout/cart', { body: cartRemoveSchema, data: cartMutationResponseSchema }),
  listShop: post('/list/shop', { body: listShopRequestSchema, data: listShopResponseSchema }),

  // The shopper and internal sales (T§3 User, T§6, T§7)
  user: get('/checkout/user', { data: userSchema }),
  // Both of the above from one session lookup: the storefront's header on a signed-in shopper's every page
  userAndCart: get('/checkout/user-and-cart', { data: userAndCartSchema }),
  login: post('/checkout/login', { body: loginSchema, data: userSchema }),
  logout: post('/checkout/logout', { body: emptyBodySchema, data: userSchema }),
  saleCustomers: get('/sale/customers', { data: saleCustomersSchema }),
  saleStart: post('/sale/start', { body: saleStartSchema, data: userSchema }),
  saleCancel: post('/sale/cancel', { body: emptyBodySchema, data: saleCancelSchema }),

  // Forms (T§7): every post is limited per IP and session and capped in size by the API (modules/forms/routes.ts)
  budget: post('/budget', { body: budgetRequestSchema, data: budgetAnswerSchema }),
  quote: get('/budget/:key', { params: budgetKeyParamsSchema, data: quoteSchema }),
  productBudget: post('/product/budget', { body: productBudgetRequestSchema, data: formAnswerSchema }),
  solicitation: post('/product/solicitation', { body: solicitationRequestSchema, data: formAnswerSchema }),
  question: post('/question', { body: questionRequestSchema, data: formAnswerSchema }),
  productReview: post('/evaluations/product', { body: productReviewRequestSchema, data: formAnswerSchema }),
  listReview: post('/evaluations/list', { body: listReviewRequestSchema, data: formAnswerSchema }),
  storeRatingKey: get('/evaluations/store/add/:key', {
    params: storeRatingKeyParamsSchema,
    data: storeRatingAnswerSchema,
  }),
  storeRating: post('/evaluations/store/add/:key', {
    params: storeRatingKeyParamsSchema,
    body: storeRatingRequestSchema,
    data: storeRatingAnswerSchema,
  }),
  newsletter: post('/newsletter', { body: newsletterRequestSchema, data: formAnswerSchema }),
  // The unsubscribe link of every newsletter and marketing e-mail (issue 27): a signed token, effective at once.
  newsletterUnsubscribe: post('/newsletter/unsubscribe', {
    body: bo.unsubscribeBodySchema,
    data: bo.unsubscribeAnswerSchema,
  }),
});

export type Endpoints = typeof endpoints;

/**
 * The admin API's calls (docs/architecture.md §8), under ADMIN_API_PREFIX, each with `Authorization: Bearer <key>`
 * (apps/api/src/modules/admin/). Registered with the same `route()` as the Store API's. The import's body is a CSV
 * or JSON stream read by the handler itself; the export answers a file, not the envelope.
 */
export const adminEndpoints = table({
  me: get('/me', { data: adminMeSchema }),
  product: get('/products/:sku', { params: adminSkuParamsSchema, data: versionedProductSchema }),
  productPut: put('/products/:sku', {
    params: adminSkuParamsSchema,
    body: adminProductBodySchema,
    data: adminProductAnswerSchema,
  }),
  products: get('/products', { query: productListQuerySchema, data: productListSchema }),
  productDeactivate: post('/products/:sku/desativar', { params: adminSkuParamsSchema, data: adminProductAnswerSchema }),
  stock: patch('/stock', { query: patchQuerySchema, body: stockPatchSchema, data: patchAnswerSchema }),
  prices: patch('/prices', { query: patchQuerySchema, body: pricePatchSchema, data: patchAnswerSchema }),
  /** Photo originals as multipart/form-data (one or more `arquivo` parts); the answer names each one's address. */
  imageUpload: post('/imagens', { body: z.unknown(), data: imageUploadAnswerSchema }),
  import: post('/import', { query: importQuerySchema, body: z.unknown(), data: importReportSchema }),
  export: get('/export', { query: exportQuerySchema, data: z.string() }),
  /** This table as an OpenAPI 3.1 document (apps/api/src/modules/admin/openapi.ts), with any key. */
  openapi: get('/openapi.json', { data: z.record(z.string(), z.unknown()) }),
});

/**
 * The back office's calls (issue 27, apps/api/src/modules/backoffice/), under ADMIN_API_PREFIX: the sign-in answers a
 * session token that is then sent as the Bearer key; every other call needs one. The newsletter export answers CSV.
 */
export const backofficeEndpoints = table({
  signIn: post('/sessao', { body: bo.adminSignInSchema, data: sa.adminSignInAnswerSchema }),
  // Staff accounts (issue 37): the second step of a sign-in, the reset by e-mail, the second factor, the rule.
  signInCode: post('/sessao/codigo', { body: sa.signInCodeSchema, data: bo.adminSessionSchema }),
  passwordResetRequest: post('/senha/esqueci', { body: sa.passwordResetRequestSchema, data: bo.okSchema }),
  passwordResetCheck: post('/senha/redefinir/verificar', { body: sa.passwordResetCheckSchema, data: bo.okSchema }),
  passwordReset: post('/senha/redefinir', { body: sa.passwordResetSchema, data: bo.okSchema }),
  twoFactor: get('/conta/dois-fatores', { data: sa.twoFactorStatusSchema }),
  twoFactorStart: post('/conta/dois-fatores/inicio', { data: sa.twoFactorStatusSchema }),
  twoFactorConfirm: post('/conta/dois-fatores/confirmar', {
    body: sa.twoFactorConfirmSchema,
    data: sa.twoFactorCodesSchema,
  }),
  twoFactorDisable: post('/conta/dois-fatores/desativar', { body: sa.twoFactorDisableSchema, data: bo.okSchema }),
  securityPolicy: get('/seguranca', { data: sa.securityPolicySchema }),
  securityPolicySave: put('/seguranca', { body: sa.securityPolicySchema, data: sa.securityPolicySchema }),
  signOut: del('/sessao', { data: bo.okSchema }),
  dashboard: get('/painel', { data: bo.dashboardSchema }),
  inbox: get('/inbox', { query: bo.inboxQuerySchema, data: bo.inboxPageSchema }),
  inboxItem: get('/inbox/:tipo/:id', { params: bo.inboxItemParamsSchema, data: bo.inboxItemSchema }),
  inboxStatus: post('/inbox/:tipo/:id/status', {
    params: bo.inboxItemParamsSchema,
    body: bo.inboxStatusBodySchema,
    data: bo.inboxItemSchema,
  }),
  moderate: post('/inbox/:tipo/:id/moderacao', {
    params: bo.inboxItemParamsSchema,
    body: bo.moderationBodySchema,
    data: bo.inboxItemSchema,
  }),
  answer: post('/perguntas/:id/resposta', {
    params: bo.idParamsSchema,
    body: bo.answerBodySchema,
    data: bo.inboxItemSchema,
  }),
  quoteWork: get('/orcamentos/:tipo/:id', { params: qw.quoteParamsSchema, data: qw.quoteWorkSchema }),
  quoteAnswer: post('/orcamentos/:tipo/:id/resposta', {
    params: qw.quoteParamsSchema,
    body: qw.quoteAnswerBodySchema,
    data: qw.quoteWorkSchema,
  }),
  quoteStatus: post('/orcamentos/:tipo/:id/situacao', {
    params: qw.quoteParamsSchema,
    body: qw.quoteStatusBodySchema,
    data: qw.quoteWorkSchema,
  }),
  waitlist: get('/avise-me/produtos', { data: qw.waitlistSchema }),
  users: get('/usuarios', { data: bo.adminUsersSchema }),
  userCreate: post('/usuarios', { body: bo.adminUserCreateSchema, data: bo.adminUserSchema }),
  userActive: post('/usuarios/:id/ativo', {
    params: bo.idParamsSchema,
    body: bo.adminUserActiveSchema,
    data: bo.adminUserSchema,
  }),
  keyCreate: post('/usuarios/:id/chaves', {
    params: bo.idParamsSchema,
    body: bo.adminKeyCreateSchema,
    data: bo.newAdminKeySchema,
  }),
  keyRevoke: del('/chaves/:id', { params: bo.idParamsSchema, data: bo.okSchema }),
  userRole: post('/usuarios/:id/papel', {
    params: bo.idParamsSchema,
    body: bo.adminUserRoleSchema,
    data: bo.adminUserSchema,
  }),
  roles: get('/papeis', { data: bo.adminRolesSchema }),
  roleSave: put('/papeis/:nome', {
    params: bo.adminRoleParamsSchema,
    body: bo.adminRoleSaveSchema,
    data: bo.adminRoleViewSchema,
  }),
  ownPassword: post('/conta/senha', { body: bo.ownPasswordSchema, data: bo.okSchema }),
  audit: get('/audit', { query: bo.auditQuerySchema, data: bo.auditPageSchema }),
  newsletterExport: get('/newsletter', { query: bo.newsletterQuerySchema, data: z.string() }),
  privacy: get('/privacidade', { query: bo.privacyQuerySchema, data: bo.privacyReportSchema }),
  privacyErase: post('/privacidade/apagar', { body: bo.privacyBodySchema, data: bo.privacyEraseSchema }),
  outbox: get('/emails', { query: bo.outboxQuerySchema, data: bo.outboxPageSchema }),
  outboxRetry: post('/emails/:id/reenviar', { params: bo.idParamsSchema, data: bo.retryAnswerSchema }),
  outboxRetryAll: post('/emails/reenviar', { data: bo.retryAnswerSchema }),
  catalogSearch: get('/catalogo', { query: bo.catalogSearchQuerySchema, data: bo.catalogSearchSchema }),
  catalogRefs: get('/catalogo/referencias', { data: bo.catalogRefsSchema }),
  // The store's settings and menus (issue 37, point 3).
  storeSettings: get('/configuracoes', { data: sc.storeSettingsSchema }),
  storeSettingsSave: put('/configuracoes', { body: sc.storeSettingsBodySchema, data: sc.storeSettingsSchema }),
  menu: get('/menus/:slug', { params: sc.adminMenuParamsSchema, data: sc.adminMenuSchema }),
  menuAdd: post('/menus/:slug/itens', {
    params: sc.adminMenuParamsSchema,
    body: sc.menuItemBodySchema,
    data: sc.adminMenuSchema,
  }),
  menuEdit: put('/menus/:slug/itens/:id', {
    params: sc.menuItemParamsSchema,
    body: sc.menuItemBodySchema,
    data: sc.adminMenuSchema,
  }),
  menuMove: post('/menus/:slug/itens/:id/posicao', {
    params: sc.menuItemParamsSchema,
    body: sc.menuMoveBodySchema,
    data: sc.adminMenuSchema,
  }),
  menuRemove: del('/menus/:slug/itens/:id', { params: sc.menuItemParamsSchema, data: sc.adminMenuSchema }),
  pages: get('/paginas', { data: sc.adminPagesSchema }),
  pageCreate: post('/paginas', { body: sc.adminPageBodySchema, data: sc.adminPageSchema }),
  pageSave: put('/paginas/:id', {
    params: sc.adminPageParamsSchema,
    body: sc.adminPageBodySchema,
    data: sc.adminPageSchema,
  }),
  // Banners, the home pop-up and the e-mails' texts (issue 37, point 3).
  banners: get('/banners', { data: ca.adminBannersSchema }),
  bannerCreate: post('/banners', { body: ca.adminBannerBodySchema, data: ca.adminBannerSchema }),
  bannerSave: put('/banners/:id', {
    params: ca.adminBannerParamsSchema,
    body: ca.adminBannerBodySchema,
    data: ca.adminBannerSchema,
  }),
  bannerRemove: del('/banners/:id', { params: ca.adminBannerParamsSchema, data: z.object({ ok: z.literal(true) }) }),
  popup: get('/popup', { data: ca.adminPopupSchema }),
  popupSave: put('/popup', { body: ca.adminPopupBodySchema, data: ca.adminPopupSchema }),
  emailTexts: get('/emails-textos', { data: ca.emailTextsSchema }),
  emailTextSave: put('/emails-textos/:chave', {
    params: ca.emailTextParamsSchema,
    body: ca.emailTextBodySchema,
    data: ca.emailTextSchema,
  }),
  emailTextPreview: post('/emails-textos/:chave/previa', {
    params: ca.emailTextParamsSchema,
    body: ca.emailTextBodySchema,
    data: ca.emailPreviewSchema,
  }),
});

/** The listing read by address for each kind of product listing page. */
export const productListingEndpoints = {
  category: endpoints.categoryListing,
  brand: endpoints.brandListing,
  'landing-page': endpoints.landingPageListing,
} as const satisfies Record<ProductListingKind, Endpoint>;

// ————— types of a call's parts —————

type Part = 'params' | 'query' | 'body';
type SchemaOf<E, K extends Part | 'data'> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;

/** A part as the handler receives it (parsed: defaults applied); undefined when the call has none. */
export type Parsed<E extends Endpoint, K extends Part> = [SchemaOf<E, K>] extends [never]
  ? undefined
  : z.output<SchemaOf<E, K>>;

/** A part as the caller sends it. */
type Sent<E extends Endpoint, K extends Part> = z.input<SchemaOf<E, K>>;

/** The answer's `data`. */
export type AnswerOf<E extends Endpoint> = z.output<SchemaOf<E, 'data'>>;

/** A query value on the wire: a scalar, or a list sent as the key repeated. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/**
 * The query a caller sends: the schema's keys with their types, where the schema reads a wire value of any type
 * (`z.coerce`, `z.preprocess`) any `QueryValue`, and then optional.
 */
export type QueryInput<E extends Endpoint> = WireQuery<Sent<E, 'query'>>;
type WireQuery<T> = { [K in keyof T as unknown extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as unknown extends T[K] ? K : never]?: QueryValue;
};

type PartArg<E extends Endpoint, K extends Part, V> = [SchemaOf<E, K>] extends [never]
  ? { [P in K]?: never }
  : Record<never, never> extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

/** What a caller gives for a call: `params`, `query` and `body` where the entry has them (optional when empty). */
export type RequestOf<E extends Endpoint> = PartArg<E, 'params', Sent<E, 'params'>> &
  PartArg<E, 'query', QueryInput<E>> &
  PartArg<E, 'body', Sent<E, 'body'>>;

/** The path of a call with its parameters filled in (each encoded as one path segment). */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: falta ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1] ?? '');
}

/** zod's messages in plain Portuguese, for parses whose schema names no message of its own (zod-messages.ts). */
export { portugueseErrors } from './zod-messages';
