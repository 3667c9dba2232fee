import { z } from 'zod';
import {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_LIST_ITEMS_PER_PAGE,
  FILTER_TOKEN,
  FILTERS_MAX,
  MAX_LIMIT,
  SEARCH_TEXT_MAX,
  listListingTypes,
  orderValues,
  readOrder,
} from './constants';
import { imageSchema, money, pricesSchema, productCardSchema, productStatusSchema } from './common';

/**
 * Listings (B§2.3, B§3 "Listing response", B§7). The storefront page URL and the Store API query share one
 * vocabulary, so every option the API answers carries the storefront `rota` (path + query) with that option
 * applied, and every active-filter chip the `rota` without it: the storefront builds no filter URLs itself.
 *
 * Query of a listing page and of its API call:
 *   pg      page, 1-based (storefront only; the API takes offset = (pg − 1) × limit)
 *   ipp     items per page (storefront; the API takes limit)
 *   order   one of `orderValues`, or a sort-menu label in any case ('Popularidade')
 *   busca   search text
 *   filtro  repeatable, one active filter each (see `FILTER_TOKEN`)
 *   s5      conversion-test flag, passed through untouched
 */

export {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_LIST_ITEMS_PER_PAGE,
  DEFAULT_ORDER,
  FILTER_TOKEN,
  ITEMS_PER_PAGE_OPTIONS,
  isItemsPerPage,
  listListingTypeOf,
  listListingTypes,
  MAX_LIMIT,
  orderValues,
  type ListListingType,
  type Order,
} from './constants';
export const orderSchema = z.enum(orderValues);
/** A request's order: its value or a sort-menu label, any case (`readOrder`); anything else is refused. */
const requestOrderSchema = z.preprocess((value) => readOrder(value) ?? value, orderSchema);
export const filterTokenSchema = z.string().regex(FILTER_TOKEN, 'Filtro inválido.');

const asArray = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const listingQuerySchema = z.object({
  url: z.string().min(1, 'Informe o endereço (url).').max(2048).startsWith('/', 'O endereço deve começar com /.'),
  offset: z.coerce
    .number({ error: 'offset deve ser um número.' })
    .int()
    .min(0, 'offset não pode ser negativo.')
    .default(0),
  limit: z.coerce
    .number({ error: 'limit deve ser um número.' })
    .int()
    .min(1, 'limit deve ser ao menos 1.')
    .max(MAX_LIMIT, `limit deve ser no máximo ${MAX_LIMIT}.`)
    .default(DEFAULT_ITEMS_PER_PAGE),
  order: requestOrderSchema.optional(),
  busca: z.string().max(SEARCH_TEXT_MAX, 'Texto de busca longo demais.').optional(),
  filtro: z.preprocess(asArray, z.array(filterTokenSchema).max(FILTERS_MAX, 'Filtros demais.')),
  s5: z.string().max(20).optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/**
 * The search call takes `busca` instead of `url` (B§7); suggestions use offset 0 and limit 4 or 5.
 * Extension (docs/decisions/006-search.md): `facetas=false` asks for the products and the total only — every facet
 * list of `detalhes` comes back empty and, with the relevance order and no filter, only the most popular matches
 * are ranked (then `info.total` counts at most those candidates). The storefront's suggestions send it; the search
 * page does not.
 */
export const searchQuerySchema = listingQuerySchema.omit({ url: true }).extend({
  busca: z
    .string({ error: 'Informe o texto da busca (busca).' })
    .trim()
    .min(1, 'Informe o texto da busca (busca).')
    .max(SEARCH_TEXT_MAX, 'Texto de busca longo demais.'),
  facetas: z
    .enum(['true', 'false'], { error: 'facetas deve ser true ou false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The listings read by address (GET /v2/front/url/product/listing/{kind}); search reads `busca` instead. */
export const productListingKinds = ['category', 'brand', 'landing-page'] as const;
export type ProductListingKind = (typeof productListingKinds)[number];

/**
 * B§2.1: the listing type defaults to categoria and is landingPage, marca or busca accordingly. Without `tipo` the
 * address says which: `/c/…` (or `/lista/c/…`) a landing page, `/marcas/…` a brand, `/busca` or a `busca` text a
 * search (`listListingTypeOf`).
 */
export const listListingQuerySchema = listingQuerySchema.extend({
  tipo: z.enum(listListingTypes).optional(),
  limit: listingQuerySchema.shape.limit.unwrap().default(DEFAULT_LIST_ITEMS_PER_PAGE),
});

const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  titleSocial: z.string(),
  descriptionSocial: z.string(),
  openGraphUrlImagem: z.string().nullable(),
  twitterUrlImagem: z.string().nullable(),
});
export const breadcrumbSchema = z.object({ label: z.string(), rota: z.string(), url: z.string() });

const optionSchema = z.object({
  label: z.string(),
  rota: z.string(),
  ativo: z.boolean(),
  quantidade: z.number().int(),
});
const categoryLinkSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  rota: z.string(),
  quantidade: z.number().int(),
});

/** A kit in a list listing (B§3 "Shopping list"). */
export const listCardSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  rota: z.string(),
  status: productStatusSchema,
  midias: z.object({ imagens: z.array(imageSchema) }),
  precos: pricesSchema,
  avaliacao: z.object({ media: z.number(), quantidade: z.number().int() }),
  quantidadeProdutos: z.number().int(),
  descricaoCurta: z.string(),
});
export type ListCard = z.infer<typeof listCardSchema>;

export const chipTypes = ['categoria', 'preco', 'atributo', 'filtro', 'desconto', 'busca'] as const;
/** An active filter (info.filtros): `rota` is the listing without it. Price chips carry de/ate for 'Até X' texts. */
export const chipSchema = z.object({
  tipo: z.enum(chipTypes),
  label: z.string(),
  rota: z.string(),
  de: money.nullable(),
  ate: money.nullable(),
});
export type Chip = z.infer<typeof chipSchema>;

const subjectSchema = z.object({ id: z.number().int().nullable(), nome: z.string(), descricaoLonga: z.string() });

export const listingSchema = z.object({
  estrutura: z.object({ nivel: z.string(), seo: seoSchema, breadcrumb: z.array(breadcrumbSchema) }),
  conteudo: z.object({
    categoria: subjectSchema.extend({ nivel: z.number().int() }).nullable(),
    marca: subjectSchema.extend({ imagem: z.string().nullable() }).nullable(),
    landingPage: subjectSchema.nullable(),
    busca: z.object({ texto: z.string(), corrigido: z.string().nullable() }).nullable(),
    produtos: z.array(productCardSchema),
    listas: z.array(listCardSchema),
    layoutPersonalizado: z.object({ layout: z.string(), codigoCss: z.string() }).nullable(),
  }),
  detalhes: z.object({
    ordenacao: z.array(z.object({ valor: orderSchema, label: z.string(), rota: z.string(), atual: z.boolean() })),
    itensPorPagina: z.array(z.object({ valor: z.number().int(), rota: z.string(), atual: z.boolean() })),
    categorias: z.object({
      atual: z.object({ id: z.number().int(), nome: z.string(), rota: z.string() }).nullable(),
      irmas: z.array(categoryLinkSchema),
      filhas: z.array(categoryLinkSchema),
      niveisAnteriores: z.array(z.object({ id: z.number().int(), nome: z.string(), rota: z.string() })),
    }),
    filtros: z.array(z.object({ id: z.number().int(), nome: z.string(), valores: z.array(optionSchema) })),
    atributos: z.array(
      z.object({
        id: z.number().int(),
        nome: z.string(),
        valores: z.array(optionSchema.extend({ id: z.number().int() })),
      }),
    ),
    filtrosPreco: z.array(
      z.object({
        de: money.nullable(),
        ate: money.nullable(),
        rota: z.string(),
        ativo: z.boolean(),
        quantidade: z.number().int(),
      }),
    ),
    filtrosDescontoPrecoPor: z.array(
      z.object({ ate: z.number(), rota: z.string(), ativo: z.boolean(), quantidade: z.number().int() }),
    ),
  }),
  info: z.object({
    total: z.number().int(),
    exibindo: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    filtros: z.array(chipSchema),
    /** Where 'Limpar filtros' goes: the previous category or / (B§2.3); on search, the search without filters. */
    rotaLimparFiltros: z.string(),
    /** The listing's own route for page `pg` is `rotaPagina` with `pg` set (pagination links). */
    rotaPagina: z.string(),
  }),
});
export type Listing = z.infer<typeof listingSchema>;
