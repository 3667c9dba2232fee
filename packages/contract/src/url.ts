import { z } from 'zod';

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
export const levelSchema = z.enum(levels);
export type Level = z.infer<typeof levelSchema>;

/** GET /v2/front/url/verify?url=/path&query (the '?' of the address replaced by '&'). */
export const verifyQuerySchema = z.object({
  url: z
    .string({ error: 'Informe o endereço (url).' })
    .min(1, 'Informe o endereço (url).')
    .max(2048, 'Endereço longo demais.')
    .startsWith('/', 'O endereço deve começar com /.'),
});
export const verifySchema = z.object({ nivel: levelSchema, id: z.number().int().nullable(), rota: z.string() });
export type Verify = z.infer<typeof verifySchema>;
