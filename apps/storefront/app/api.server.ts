import {
  APP_TOKEN_HEADER,
  SESSION_HEADER,
  bannersSchema,
  blogPostsSchema,
  brandsSchema,
  cartAddSchema,
  cartMutationResponseSchema,
  cartRemoveSchema,
  cartSchema,
  cartUpdateSchema,
  combinationRequestSchema,
  combinationResponseSchema,
  failureSchema,
  listDetailSchema,
  listShopRequestSchema,
  listShopResponseSchema,
  productDetailSchema,
  showcaseSchema,
  menuSchema,
  pageSchema,
  settingsSchema,
  shipmentRequestSchema,
  shipmentResponseSchema,
  userSchema,
  verifySchema,
  type ApiError,
  type BannerSlot,
  type CartAdd,
  type CartRemove,
  type CartUpdate,
  type CombinationRequest,
  type ListShopRequest,
  type MenuSlug,
  type ShipmentRequest,
  emptyBodySchema,
  loginSchema,
  saleCancelSchema,
  saleCustomersSchema,
  saleStartSchema,
  type Login,
  type SaleStart,
  budgetAnswerSchema,
  budgetRequestSchema,
  formAnswerSchema,
  listReviewRequestSchema,
  newsletterRequestSchema,
  productBudgetRequestSchema,
  productReviewRequestSchema,
  questionRequestSchema,
  quoteSchema,
  solicitationRequestSchema,
  storeRatingRequestSchema,
  type BudgetRequest,
  type ListReviewRequest,
  type NewsletterRequest,
  type ProductBudgetRequest,
  type ProductReviewRequest,
  type QuestionRequest,
  type SolicitationRequest,
  type StoreRatingRequest,
} from '@vitrine/contract';
import type { z } from 'zod';
import { env } from './env.server';
import { API_TIMEOUT_MS, BANNER_LIMIT_ONE, BLOG_POSTS_LIMIT, SHARED_CACHE_TTL_MS } from './lib/constants';
import { createTtlCache, type TtlCache } from './lib/ttl-cache';
import { readSession } from './session.server';

/** The typed Store API client (DESIGN.md §3). Server only: the browser never calls /v2/front. */

export type ApiSuccess<T> = { ok: true; data: T; status: number; session: string | null };
export type ApiFailure = { ok: false; status: number; error: ApiError; session: string | null };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
export type Query = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

type ClientOptions = {
  baseUrl: string;
  appToken: string;
  readSession: (request: Request) => Promise<string | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  cache?: TtlCache<unknown>;
};

export const API_PREFIX = '/v2/front';
const UNAVAILABLE = 503;
const BAD_GATEWAY = 502;
const BAD_REQUEST = 400;

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [key, value] of entries) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function failure(status: number, code: ApiError['code'], message: string, session: string | null = null): ApiFailure {
  return { ok: false, status, error: { code, message }, session };
}

export function createApiClient(options: ClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const cache = options.cache ?? createTtlCache<unknown>(SHARED_CACHE_TTL_MS);

  async function get<S extends z.ZodType>(
    request: Request,
    path: string,
    schema: S,
    query?: Query,
  ): Promise<ApiResult<z.infer<S>>> {
    return call(request, 'GET', `${path}${toSearch(query)}`, undefined, schema);
  }

  /** POST/PUT/DELETE with a JSON body checked by `bodySchema` first (a bad body never leaves the storefront). */
  async function send<B extends z.ZodType, S extends z.ZodType>(
    request: Request,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    bodySchema: B,
    body: z.input<B>,
    schema: S,
  ): Promise<ApiResult<z.infer<S>>> {
    const checked = bodySchema.safeParse(body);
    if (!checked.success) {
      return failure(BAD_REQUEST, 'bad_request', checked.error.issues[0]?.message ?? 'Dados inválidos.');
    }
    return call(request, method, path, JSON.stringify(checked.data), schema);
  }

  const loopback = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(options.baseUrl);

  async function call<S extends z.ZodType>(
    request: Request,
    method: string,
    pathAndSearch: string,
    payload: string | undefined,
    schema: S,
  ): Promise<ApiResult<z.infer<S>>> {
    const path = pathAndSearch.split('?')[0] ?? pathAndSearch;
    const url = `${options.baseUrl}${API_PREFIX}${pathAndSearch}`;
    const headers = new Headers({ accept: 'application/json', [APP_TOKEN_HEADER]: options.appToken });
    // Compressing answers that only cross the loopback costs CPU and saves nothing.
    if (loopback) headers.set('accept-encoding', 'identity');
    if (payload !== undefined) headers.set('content-type', 'application/json');
    const token = await options.readSession(request);
    if (token) headers.set(SESSION_HEADER, token);
    // The shopper's address (set by the storefront's server), for the Store API's per-IP limits on form posts.
    const forwardedFor = request.headers.get('x-forwarded-for');
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);

    let response: Response;
    try {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      response = await doFetch(url, { method, headers, body: payload, signal });
    } catch {
      return failure(UNAVAILABLE, 'unavailable', 'A Store API não respondeu.');
    }
    const session = response.headers.get(SESSION_HEADER);

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return failure(
        response.ok ? BAD_GATEWAY : response.status,
        'internal',
        'Resposta da Store API ilegível.',
        session,
      );
    }
    if (!response.ok || (typeof body === 'object' && body !== null && 'success' in body && body.success === false)) {
      const parsed = failureSchema.safeParse(body);
      const status = response.ok ? BAD_GATEWAY : response.status;
      if (parsed.success) return { ok: false, status, error: parsed.data.error, session };
      return failure(status, status === 404 ? 'not_found' : 'internal', 'Falha na Store API.', session);
    }
    const data = schema.safeParse((body as { data?: unknown }).data);
    if (!data.success) return failure(BAD_GATEWAY, 'internal', `Resposta inesperada da Store API em ${path}.`, session);
    return { ok: true, data: data.data, status: response.status, session };
  }

  /** Same as `get`, kept for 60 s per base URL: only for answers that are the same for everyone. */
  async function getShared<S extends z.ZodType>(
    request: Request,
    path: string,
    schema: S,
  ): Promise<ApiResult<z.infer<S>>> {
    const key = `${options.baseUrl}${path}`;
    const hit = cache.get(key) as z.infer<S> | undefined;
    if (hit !== undefined) return { ok: true, data: hit, status: 200, session: null };
    const result = await get(request, path, schema);
    if (result.ok) cache.set(key, result.data);
    return result;
  }

  return { get, send, getShared, clearCache: () => cache.clear() };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const client = createApiClient({ baseUrl: env.apiBaseUrl, appToken: env.APP_TOKEN, readSession });

export const apiGet = client.get;
export const apiGetShared = client.getShared;
export const apiSend = client.send;

// The calls of B§7 used by the shell.
export const getSettings = (request: Request) => apiGetShared(request, '/settings', settingsSchema);
export const getMenu = (request: Request, slug: MenuSlug) => apiGetShared(request, `/struct/menus/${slug}`, menuSchema);
export const getUser = (request: Request) => apiGet(request, '/checkout/user', userSchema);
export const getCart = (request: Request) => apiGet(request, '/checkout/cart', cartSchema);
export const getBrands = (request: Request) => apiGet(request, '/brands', brandsSchema, { ativo: 'true' });
export const getBlogPosts = (request: Request) =>
  apiGet(request, '/blog/posts', blogPostsSchema, { limit: BLOG_POSTS_LIMIT });
export const getBanners = (request: Request, slot: BannerSlot, query: { idNivel?: number; limit?: number } = {}) =>
  apiGet(request, `/showcase/banners/${slot}`, bannersSchema, { limit: BANNER_LIMIT_ONE, ...query });

/** B§7 url/page: an institutional page by its path. */
export const getPage = (request: Request, path: string) => apiGet(request, '/url/page', pageSchema, { url: path });

/** B§7 url/verify: the query is the full path with '?' replaced by '&'. */
export function verifyUrl(request: Request, pathname: string, search = '') {
  const query = new URLSearchParams(search);
  const params = new URLSearchParams({ url: pathname });
  for (const [key, value] of query) params.append(key, value);
  return apiGet(request, '/url/verify', verifySchema, params);
}

// Product detail, kit detail and cart (B§7, T§7).
export const getProductDetail = (request: Request, path: string) =>
  apiGet(request, '/url/product/detail', productDetailSchema, { url: path });
export const getListDetail = (request: Request, path: string) =>
  apiGet(request, '/url/list/detail', listDetailSchema, { url: path });
export type ShowcaseSlot = 'produto-detalhe-relacionados' | 'produto-detalhe-indicados' | 'mais-procurados';
export const getShowcase = (request: Request, slot: ShowcaseSlot, query: { productId?: number; limit: number }) =>
  apiGet(request, `/showcase/products/${slot}`, showcaseSchema, query);
export const postCombination = (request: Request, body: CombinationRequest) =>
  apiSend(request, 'POST', '/product/combination', combinationRequestSchema, body, combinationResponseSchema);
export const postListShop = (request: Request, body: ListShopRequest) =>
  apiSend(request, 'POST', '/list/shop', listShopRequestSchema, body, listShopResponseSchema);
export const addToCart = (request: Request, body: CartAdd) =>
  apiSend(request, 'POST', '/checkout/cart', cartAddSchema, body, cartMutationResponseSchema);
export const updateCart = (request: Request, body: CartUpdate) =>
  apiSend(request, 'PUT', '/checkout/cart', cartUpdateSchema, body, cartMutationResponseSchema);
export const removeFromCart = (request: Request, body: CartRemove) =>
  apiSend(request, 'DELETE', '/checkout/cart', cartRemoveSchema, body, cartMutationResponseSchema);

// Shipping calculator (T§7).
export const postShipment = (request: Request, body: ShipmentRequest) =>
  apiSend(request, 'POST', '/shipment/product', shipmentRequestSchema, body, shipmentResponseSchema);
// Demo sign-in and internal sales (T§2, T§3 User / Internal sale, T§6, T§7 sale/cancel).
export const login = (request: Request, body: Login) =>
  apiSend(request, 'POST', '/checkout/login', loginSchema, body, userSchema);
export const logout = (request: Request) =>
  apiSend(request, 'POST', '/checkout/logout', emptyBodySchema, {}, userSchema);
export const getSaleCustomers = (request: Request) => apiGet(request, '/sale/customers', saleCustomersSchema);
export const startSale = (request: Request, body: SaleStart) =>
  apiSend(request, 'POST', '/sale/start', saleStartSchema, body, userSchema);
export const cancelSale = (request: Request) =>
  apiSend(request, 'POST', '/sale/cancel', emptyBodySchema, {}, saleCancelSchema);

// Forms (T§7): the quote pop-up and its printable quote, 'Sob Consulta', 'Avise-me', questions, reviews, the store
// rating and the newsletter. Each answers data.sucesso; the bodies are the contract's (packages/contract/src/forms.ts).
export const postBudget = (request: Request, body: BudgetRequest) =>
  apiSend(request, 'POST', '/budget', budgetRequestSchema, body, budgetAnswerSchema);
export const getBudget = (request: Request, key: string) =>
  apiGet(request, `/budget/${encodeURIComponent(key)}`, quoteSchema);
export const postProductBudget = (request: Request, body: ProductBudgetRequest) =>
  apiSend(request, 'POST', '/product/budget', productBudgetRequestSchema, body, formAnswerSchema);
export const postSolicitation = (request: Request, body: SolicitationRequest) =>
  apiSend(request, 'POST', '/product/solicitation', solicitationRequestSchema, body, formAnswerSchema);
export const postQuestion = (request: Request, body: QuestionRequest) =>
  apiSend(request, 'POST', '/question', questionRequestSchema, body, formAnswerSchema);
export const postProductReview = (request: Request, body: ProductReviewRequest) =>
  apiSend(request, 'POST', '/evaluations/product', productReviewRequestSchema, body, formAnswerSchema);
export const postListReview = (request: Request, body: ListReviewRequest) =>
  apiSend(request, 'POST', '/evaluations/list', listReviewRequestSchema, body, formAnswerSchema);
export const checkStoreRatingKey = (request: Request, key: string) =>
  apiGet(request, `/evaluations/store/add/${encodeURIComponent(key)}`, formAnswerSchema);
export const postStoreRating = (request: Request, key: string, body: StoreRatingRequest) =>
  apiSend(
    request,
    'POST',
    `/evaluations/store/add/${encodeURIComponent(key)}`,
    storeRatingRequestSchema,
    body,
    formAnswerSchema,
  );
export const postNewsletter = (request: Request, body: NewsletterRequest) =>
  apiSend(request, 'POST', '/newsletter', newsletterRequestSchema, body, formAnswerSchema);
