import { z } from 'zod';

import { levels } from './constants';

export { levels };
export const levelSchema = z.enum(levels);
export type Level = z.infer<typeof levelSchema>;

/** A storefront address as the `url` of a call: a path starting with '/'. */
export const addressSchema = z
  .string({ error: 'Informe o endereço (url).' })
  .min(1, 'Informe o endereço (url).')
  .max(2048, 'Endereço longo demais.')
  .startsWith('/', 'O endereço deve começar com /.');

/** `?url=/path` of the calls that read one address (url/product/detail, url/list/detail, url/page). */
export const addressQuerySchema = z.object({ url: addressSchema });

/**
 * GET /v2/front/url/verify?url=/path&query: the address's own query follows `url` (its '?' replaced by '&', B§7),
 * so any other key is accepted; only `url` is read.
 */
export const verifyQuerySchema = z.looseObject({ url: addressSchema });
export const verifySchema = z.object({ nivel: levelSchema, id: z.number().int().nullable(), rota: z.string() });
export type Verify = z.infer<typeof verifySchema>;
