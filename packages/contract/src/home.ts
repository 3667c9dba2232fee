import { z } from 'zod';
import { HOME_LIMITS } from './constants';
import { bannerSchema, brandSchema, menuItemSchema } from './content';

export { HOME_LIMITS } from './constants';

/**
 * GET /v2/front/url/home (T§2 Home, T§7): the page's structure and everything its first fold shows, in one answer,
 * so the home renders from one round trip. The second fold (middle banners, the two showcases, the testimonials)
 * comes from its own calls (showcase/banners/meio-home, showcase/products/{mais-procurados, vitrine-home2},
 * evaluations/store), loaded when the page is first scrolled.
 *
 * - `bannersRetangulares` / `bannersQuadrados`: showcase/banners/banner_grid_rectangular (2) and
 *   banner_grid_square (4), inside their schedule.
 * - `menuCategorias`: the top categories of the main menu (menuPrincipal-new, else menuPrincipal) with their icons,
 *   without sub-levels.
 * - `areas`: the areas-home menu (the store's fields of work, each a link with an icon).
 * - `marcas`: the first 9 active brands that have an image (the brand slider; 'Ver todas' leads to /marcas).
 * - `popup`: struct/popup/home when active, else null.
 */
export const homeSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  titleSocial: z.string(),
  descriptionSocial: z.string(),
});
export const homeSchema = z.object({
  estrutura: z.object({ nivel: z.literal('home'), seo: homeSeoSchema }),
  conteudo: z.object({
    bannersRetangulares: z.array(bannerSchema).max(HOME_LIMITS.bannersRetangulares),
    bannersQuadrados: z.array(bannerSchema).max(HOME_LIMITS.bannersQuadrados),
    menuCategorias: z.array(menuItemSchema),
    areas: z.array(menuItemSchema),
    marcas: z.array(brandSchema).max(HOME_LIMITS.marcas),
    popup: z.object({ conteudo: z.string() }).nullable(),
  }),
});
export type Home = z.infer<typeof homeSchema>;

/** GET /v2/front/struct/popup/{slug} → data.conteudo: sanitized HTML. An unknown or inactive pop-up is a 404. */
export const popupSlugs = ['home'] as const;
export const popupSlugSchema = z.enum(popupSlugs);
export type PopupSlug = z.infer<typeof popupSlugSchema>;
/** A slug outside `popupSlugs` names no pop-up (404). */
export const popupParamsSchema = z.object({ slug: z.enum(popupSlugs, { error: 'Pop-up não encontrado ou inativo.' }) });
export const popupSchema = z.object({ conteudo: z.string() });
export type Popup = z.infer<typeof popupSchema>;

/**
 * GET /v2/front/evaluations/store?offset=0&limit=10 → data.avaliacoes (T§7): the store's published reviews (the
 * reviewer authorised publication and the store approved it), newest first, as testimonials. `experiencia` and
 * `atendimento` are 1 to 10 (T§3 Store rating); the stars are their average × 10 % (B§9, T§9).
 */
export const STORE_REVIEWS_MAX_LIMIT = 50;
export const storeReviewsQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'O deslocamento (offset) deve ser um número.' })
    .int('O deslocamento (offset) deve ser inteiro.')
    .min(0, 'O deslocamento (offset) não pode ser negativo.')
    .default(0),
  limit: z.coerce
    .number({ error: 'O limite (limit) deve ser um número.' })
    .int('O limite (limit) deve ser inteiro.')
    .min(1, 'O limite (limit) deve ser ao menos 1.')
    .max(STORE_REVIEWS_MAX_LIMIT, `O limite (limit) é no máximo ${STORE_REVIEWS_MAX_LIMIT}.`)
    .default(HOME_LIMITS.depoimentos),
});
export const storeReviewSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cidade: z.string(),
  /** ISO date-time of the review. */
  data: z.string(),
  experiencia: z.number().int().min(1).max(10),
  atendimento: z.number().int().min(1).max(10),
  mensagem: z.string(),
});
export type StoreReview = z.infer<typeof storeReviewSchema>;
export const storeReviewsSchema = z.object({
  avaliacoes: z.array(storeReviewSchema),
  info: z.object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
});
export type StoreReviews = z.infer<typeof storeReviewsSchema>;
