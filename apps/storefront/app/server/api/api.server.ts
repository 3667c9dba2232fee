import { shopperAddressKey } from '@vitrine/config';
import {
  APP_TOKEN_HEADER,
  SESSION_HEADER,
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_KEY_HEADER,
  STORE_API_PREFIX,
  endpointPath,
  endpoints,
  failureSchema,
  portugueseErrors,
  type AnswerOf,
  type ApiError,
  type BannerSlot,
  type CartAdd,
  type CartRemove,
  type CartUpdate,
  type CombinationRequest,
  type Endpoint,
  type Endpoints,
  type ListShopRequest,
  type Login,
  type MenuSlug,
  type QueryInput,
  type QueryValue,
  type RequestOf,
  type SaleStart,
  type ShipmentRequest,
  type ShowcaseSlot,
  type BudgetRequest,
  type ListReviewRequest,
  type NewsletterRequest,
  type ProductBudgetRequest,
  type ProductReviewRequest,
  type QuestionRequest,
  type SolicitationRequest,
  type StoreRatingRequest,
} from '@vitrine/contract';
import { env } from '../shell/env.server';
import { API_TIMEOUT_MS, BANNER_LIMIT_ONE, BLOG_POSTS_LIMIT, SHARED_CACHE_TTL_MS } from '../../lib/constants';
import { createSharedCache, type SharedCache } from './cache.server';
import { freshReads } from '../../lib/fresh-reads';
import { readSession } from '../session/session.server';
import { storeApiFetch } from './store-api-transport.server';

/**
 * The typed Store API client (docs/architecture.md §3). Server only: the browser never calls /v2/front. Every call
 * names its entry of the endpoint table (packages/contract/src/endpoints.ts), which gives its method, path, request
 * types and the schema its answer is checked against.
 */

type ApiSuccess<T> = { ok: true; data: T; status: number; session: string | null };
export type ApiFailure = { ok: false; status: number; error: ApiError; session: string | null };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * An abort signal that fires after `ms` or when the shopper's request goes away, whichever comes first; `clear`
 * stops the timer once the call has its answer.
 */
function callDeadline(parent: AbortSignal, ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('A Store API não respondeu a tempo.', 'TimeoutError')),
    ms,
  );
  const onAbort = () => controller.abort(parent.reason);
  if (parent.aborted) onAbort();
  else parent.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      parent.removeEventListener('abort', onAbort);
    },
  };
}

/** After the entry: its params, query and body, which may be left out when none of them is required. */
type RequestArgs<E extends Endpoint> =
  Record<never, never> extends RequestOf<E> ? [input?: RequestOf<E>] : [input: RequestOf<E>];
type Parts = { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
// Every entry's params and query schemas are objects, so any entry's request has this shape.
const partsOf = (input: object | undefined) => (input ?? {}) as Parts;

type ClientOptions = {
  baseUrl: string;
  appToken: string;
  /** The key with which the Store API believes the shopper's address this client sends (`shopperAddressKey`). */
  shopperKey: string;
  readSession: (request: Request) => Promise<string | null>;
  /** Where the calls live on the API's host (the Store API's /v2/front unless told; the admin API's /v2/admin). */
  prefix?: string;
  /**
   * The credentials of a call, instead of the App-Token and the shopper's Session header (the back office sends its
   * own session as a Bearer key).
   */
  authorize?: (request: Request) => Promise<Record<string, string>>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  cache?: SharedCache<unknown>;
};

/** A shared answer with the catalogue version it was asked under. */
type Kept = { data: unknown; version: string | null };

const UNAVAILABLE = 503;
const BAD_GATEWAY = 502;
const BAD_REQUEST = 400;

/** The query string: absent values left out, a list sent as its key repeated. */
function toSearch(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) params.append(key, String(one));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function failure(status: number, code: ApiError['code'], message: string, session: string | null = null): ApiFailure {
  return { ok: false, status, error: { code, message }, session };
}

export function createApiClient(options: ClientOptions) {
  const doFetch = options.fetch ?? storeApiFetch;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const cache = options.cache ?? createSharedCache<unknown>(SHARED_CACHE_TTL_MS);
  const authorize =
    options.authorize ??
    (async (request: Request): Promise<Record<string, string>> => {
      const token = await options.readSession(request);
      return { [APP_TOKEN_HEADER]: options.appToken, ...(token ? { [SESSION_HEADER]: token } : {}) };
    });
  const loopback = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(options.baseUrl);

  /** The path and query of a call. */
  const target = (endpoint: Endpoint, parts: Parts) =>
    `${endpointPath(endpoint, parts.params)}${toSearch(parts.query)}`;

  /** One call; a body is checked by the entry's schema first (a bad body never leaves the storefront). */
  async function call<E extends Endpoint>(
    request: Request,
    endpoint: E,
    ...[input]: RequestArgs<E>
  ): Promise<ApiResult<AnswerOf<E>>> {
    const parts = partsOf(input);
    let path: string;
    try {
      path = target(endpoint, parts);
    } catch {
      // A path parameter missing or empty (a post without its hidden key, issue 34): the caller's mistake, a 400.
      return failure(BAD_REQUEST, 'bad_request', 'Dados inválidos.');
    }
    if (!endpoint.body) return exchange(request, endpoint, path, undefined);
    const checked = endpoint.body.safeParse(parts.body ?? {}, { error: portugueseErrors });
    if (!checked.success) {
      return failure(BAD_REQUEST, 'bad_request', checked.error.issues[0]?.message ?? 'Dados inválidos.');
    }
    return exchange(request, endpoint, path, JSON.stringify(checked.data));
  }

  async function exchange<E extends Endpoint>(
    request: Request,
    endpoint: E,
    pathAndSearch: string,
    payload: string | undefined,
  ): Promise<ApiResult<AnswerOf<E>>> {
    const url = `${options.baseUrl}${options.prefix ?? STORE_API_PREFIX}${pathAndSearch}`;
    const headers = new Headers({ accept: 'application/json', ...(await authorize(request)) });
    // Compressing answers that only cross the loopback costs CPU and saves nothing.
    if (loopback) headers.set('accept-encoding', 'identity');
    if (payload !== undefined) headers.set('content-type', 'application/json');
    // The shopper's address (set by the server from the connection), with the key that makes the Store API believe
    // it: its per-address limits count the shopper, not the storefront (issue 28).
    const client = request.headers.get('x-forwarded-for');
    if (client) {
      headers.set(SHOPPER_ADDRESS_HEADER, client);
      headers.set(SHOPPER_KEY_HEADER, options.shopperKey);
    }

    // One deadline for the whole call, headers and body: a timer this call holds (Node 20 may collect the signal
    // of AbortSignal.any(AbortSignal.timeout()) before it fires, leaving a call against a silent API hanging).
    const deadline = callDeadline(request.signal, timeoutMs);
    let response: Response;
    let body: unknown;
    try {
      try {
        response = await doFetch(url, { method: endpoint.method, headers, body: payload, signal: deadline.signal });
      } catch {
        return failure(UNAVAILABLE, 'unavailable', 'A Store API não respondeu.');
      }
      try {
        body = await response.json();
      } catch {
        if (deadline.signal.aborted) return failure(UNAVAILABLE, 'unavailable', 'A Store API não respondeu.');
        return failure(
          response.ok ? BAD_GATEWAY : response.status,
          'internal',
          'Resposta da Store API ilegível.',
          response.headers.get(SESSION_HEADER),
        );
      }
    } finally {
      deadline.clear();
    }
    const session = response.headers.get(SESSION_HEADER);
    if (!response.ok || (typeof body === 'object' && body !== null && 'success' in body && body.success === false)) {
      const parsed = failureSchema.safeParse(body);
      const status = response.ok ? BAD_GATEWAY : response.status;
      if (parsed.success) return { ok: false, status, error: parsed.data.error, session };
      return failure(status, status === 404 ? 'not_found' : 'internal', 'Falha na Store API.', session);
    }
    const data = endpoint.data.safeParse((body as { data?: unknown }).data);
    if (!data.success) {
      return failure(
        BAD_GATEWAY,
        'internal',
        `Resposta inesperada da Store API em ${pathAndSearch.split('?')[0]}.`,
        session,
      );
    }
    // Checked by the entry's answer schema just above.
    return { ok: true, data: data.data as AnswerOf<E>, status: response.status, session };
  }

  /**
   * The catalogue version this request's shared answers must carry (decision 036), asked once per request: moderation
   * (or any catalogue change) bumps it, so every storefront process drops an answer kept under an older one on its
   * next request. When the Store API does not answer, the last version seen stands (kept answers stay usable).
   */
  const versions = new WeakMap<Request, Promise<string | null>>();
  let lastVersion: string | null = null;
  // The version is the same for every shopper: the requests that arrive while a read waits to be issued share it
  // (each still gets a read issued after it arrived), so concurrent pages ask once instead of once each.
  const readVersion = freshReads((request: Request) =>
    exchange(request, endpoints.contentVersion, endpoints.contentVersion.path, undefined),
  );
  function versionOf(request: Request): Promise<string | null> {
    let version = versions.get(request);
    if (!version) {
      version = readVersion(request).then(
        (r) => {
          if (r.ok) lastVersion = r.data.versao;
          return lastVersion;
        },
        () => lastVersion,
      );
      versions.set(request, version);
    }
    return version;
  }

  /**
   * Same as `call`, kept for 60 s per base URL under the catalogue version: only for reading answers that are the
   * same for everyone. An answer kept under another version than the request's is asked again.
   */
  async function shared<E extends Endpoint & { method: 'GET' }>(
    request: Request,
    endpoint: E,
    ...[input]: RequestArgs<E>
  ): Promise<ApiResult<AnswerOf<E>>> {
    const pathAndSearch = target(endpoint, partsOf(input));
    const key = `${options.baseUrl}${pathAndSearch}`;
    const version = await versionOf(request);
    const hit = cache.get(key) as Kept | undefined;
    if (hit !== undefined && hit.version === version) {
      return { ok: true, data: hit.data as AnswerOf<E>, status: 200, session: null };
    }
    const result = await exchange(request, endpoint, pathAndSearch, undefined);
    if (result.ok) cache.set(key, { data: result.data, version } satisfies Kept);
    return result;
  }

  return { call, shared };
}

const client = createApiClient({
  baseUrl: env.apiBaseUrl,
  appToken: env.APP_TOKEN,
  shopperKey: shopperAddressKey(env),
  readSession,
});

/** A Store API call: `api(request, endpoints.cartUpdate, { body })`. */
export const api = client.call;
/** A call whose answer is the same for every visitor, kept for 60 s (settings, menus). */
const apiShared = client.shared;

// Named calls over the table, with the storefront's fixed choices (B§7, T§7).
export const getSettings = (request: Request) => apiShared(request, endpoints.settings);
export const getMenu = (request: Request, slug: MenuSlug) => apiShared(request, endpoints.menu, { params: { slug } });
export const getUser = (request: Request) => api(request, endpoints.user);
export const getCart = (request: Request) => api(request, endpoints.cart);
/** Both of the above from one session lookup (decision 035, goal 2); a Store API without it answers 404. */
export const getUserAndCart = (request: Request) => api(request, endpoints.userAndCart);
export const getBrands = (request: Request) => api(request, endpoints.brands, { query: { ativo: 'true' } });
// Blog posts, banners and showcases are the same for every visitor (no session in them): shared like the home's,
// so a banner schedule or a showcase's prices are honoured within the shared cache's lifetime (60 s).
export const getBlogPosts = (request: Request) =>
  apiShared(request, endpoints.blogPosts, { query: { limit: BLOG_POSTS_LIMIT } });
export const getBanners = (request: Request, slot: BannerSlot, query: QueryInput<Endpoints['banners']> = {}) =>
  apiShared(request, endpoints.banners, { params: { slot }, query: { limit: BANNER_LIMIT_ONE, ...query } });
export const getPage = (request: Request, path: string) => api(request, endpoints.page, { query: { url: path } });

/** B§7 url/verify: the address's own query follows `url` (its '?' replaced by '&'). */
export function verifyUrl(request: Request, pathname: string, search = '') {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) if (key !== 'url') (query[key] ??= []).push(value);
  return api(request, endpoints.urlVerify, { query: { url: pathname, ...query } });
}

export const getProductDetail = (request: Request, path: string) =>
  api(request, endpoints.productDetail, { query: { url: path } });
export const getListDetail = (request: Request, path: string) =>
  api(request, endpoints.listDetail, { query: { url: path } });
export const getShowcase = (request: Request, slot: ShowcaseSlot, query: QueryInput<Endpoints['showcase']>) =>
  apiShared(request, endpoints.showcase, { params: { slot }, query });
export const postCombination = (request: Request, body: CombinationRequest) =>
  api(request, endpoints.combination, { body });
export const postListShop = (request: Request, body: ListShopRequest) => api(request, endpoints.listShop, { body });
export const addToCart = (request: Request, body: CartAdd) => api(request, endpoints.cartAdd, { body });
export const updateCart = (request: Request, body: CartUpdate) => api(request, endpoints.cartUpdate, { body });
export const removeFromCart = (request: Request, body: CartRemove) => api(request, endpoints.cartRemove, { body });
export const postShipment = (request: Request, body: ShipmentRequest) => api(request, endpoints.shipment, { body });
export const login = (request: Request, body: Login) => api(request, endpoints.login, { body });
export const logout = (request: Request) => api(request, endpoints.logout);
export const getSaleCustomers = (request: Request) => api(request, endpoints.saleCustomers);
export const startSale = (request: Request, body: SaleStart) => api(request, endpoints.saleStart, { body });
export const cancelSale = (request: Request) => api(request, endpoints.saleCancel);

// Home (T§2 Home, T§7). The home's answers are the same for everyone, so they are shared (apiShared); banner
// schedules are therefore honoured within the shared cache's lifetime.
export const getHome = (request: Request) => apiShared(request, endpoints.home);
export const getSharedBanners = (request: Request, slot: BannerSlot, limit: number) =>
  apiShared(request, endpoints.banners, { params: { slot }, query: { limit } });
export const getSharedShowcase = (request: Request, slot: ShowcaseSlot, limit: number) =>
  apiShared(request, endpoints.showcase, { params: { slot }, query: { limit } });
export const getStoreReviews = (request: Request, offset: number, limit: number) =>
  apiShared(request, endpoints.storeReviews, { query: { offset, limit } });

// Forms (T§7): the quote pop-up and its printable quote, 'Sob Consulta', 'Avise-me', questions, reviews, the store
// rating and the newsletter; the bodies are the contract's (packages/contract/src/forms.ts).
export const postBudget = (request: Request, body: BudgetRequest) => api(request, endpoints.budget, { body });
export const getBudget = (request: Request, key: string) => api(request, endpoints.quote, { params: { key } });
export const postProductBudget = (request: Request, body: ProductBudgetRequest) =>
  api(request, endpoints.productBudget, { body });
export const postSolicitation = (request: Request, body: SolicitationRequest) =>
  api(request, endpoints.solicitation, { body });
export const postQuestion = (request: Request, body: QuestionRequest) => api(request, endpoints.question, { body });
export const postProductReview = (request: Request, body: ProductReviewRequest) =>
  api(request, endpoints.productReview, { body });
export const postListReview = (request: Request, body: ListReviewRequest) =>
  api(request, endpoints.listReview, { body });
export const checkStoreRatingKey = (request: Request, key: string) =>
  api(request, endpoints.storeRatingKey, { params: { key } });
export const postStoreRating = (request: Request, key: string, body: StoreRatingRequest) =>
  api(request, endpoints.storeRating, { params: { key }, body });
export const postNewsletter = (request: Request, body: NewsletterRequest) =>
  api(request, endpoints.newsletter, { body });
/** The unsubscribe link of newsletter and marketing e-mails (issue 27). */
export const unsubscribeNewsletter = (request: Request, token: string) =>
  api(request, endpoints.newsletterUnsubscribe, { body: { token } });
