import { z } from 'zod';

/** Every Store API answer is `{ success, data }` or `{ success: false, error }` (docs/architecture.md §4). */
export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  /** Field path → message, for bad input. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const failureSchema = z.object({ success: z.literal(false), error: apiErrorSchema });

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export type Envelope<T> = { success: true; data: T } | { success: false; error: ApiError };

/** Where the Store API lives on its host; every path of the endpoint table is under it. */
export const STORE_API_PREFIX = '/v2/front';

/** Header names shared by the storefront and the Store API. */
export const APP_TOKEN_HEADER = 'app-token';
export const SESSION_HEADER = 'session';
/**
 * The shopper's address, sent by the storefront with the key that proves it is the storefront (a key derived from
 * SESSION_SECRET, which App-Token holders do not have: `shopperAddressKey` in @vitrine/config). The Store API
 * believes the address only with that key, and X-Forwarded-For only from the proxies TRUST_PROXY names.
 */
export const SHOPPER_ADDRESS_HEADER = 'x-vitrine-cliente';
export const SHOPPER_KEY_HEADER = 'x-vitrine-cliente-chave';
