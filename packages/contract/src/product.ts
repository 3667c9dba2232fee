// Contract complete.
import { z } from 'zod';
import {
  attributesSchema,
  characteristicGroupSchema,
  imageSchema,
  installmentSchema,
  money,
  pricesSchema,
  productCardSchema,
  productStatusSchema,
  sealSchema,
  INT4_MAX,
} from './common';
import { cartSchema } from './session';

/**
 * Product detail, shopping-list (kit) detail, "Compre junto" combinations, kit recomputation and the cart
 * mutations (B§2.4, B§2.5, B§3, B§5, T§2, T§3, T§4, T§7). Every price is computed by the server from the
 * database: a `preco` sent by the storefront is accepted for compatibility and ignored.
 *
 * GET  /v2/front/url/product/detail?url=/{slug}.html     → productDetailSchema (404 unless an active product)
 * GET  /v2/front/url/list/detail?url=/lista/{slug}.html  → listDetailSchema (404 unless an active list)
 * POST /v2/front/product/combination                     → combinationResponseSchema
 * POST /v2/front/list/shop                               → listShopResponseSchema
 * POST|PUT|DELETE /v2/front/checkout/cart                → cartMutationResponseSchema
 */

const id = z.number().int();
/** ISO 8601 timestamp (UTC). */
const isoDate = z.string();
const count = z.number().int().nonnegative();

/** Approved reviews shown with a detail page: the newest first, this many. */
export const DETAIL_REVIEWS_LIMIT = 10;

/**
 * `idAtributoValor` of a request: a product_simple_values id, or 0/null/absent for "none" (normalised to null).
 */
export const optionalValueIdSchema = z
  .number({ error: 'idAtributoValor deve ser um número.' })
  .int('idAtributoValor deve ser um número inteiro.')
  .nonnegative('idAtributoValor inválido.')
  .max(INT4_MAX, 'idAtributoValor inválido.')
  .nullish()
  .transform((v) => (v ? v : null));

/** Quantity asked by the shopper: an integer ≥ 1. */
export const quantitySchema = z
  .number({ error: 'A quantidade deve ser um número.' })
  .int('A quantidade deve ser um número inteiro.')
  .min(1, 'A quantidade deve ser ao menos 1.')
  .max(9999, 'Quantidade grande demais.');

/** A row id the shopper's request names: a positive integer that fits the database's integer (else a 400). */
export const positiveId = (field: string) =>
  z
    .number({ error: `${field} deve ser um número.` })
    .int(`${field} inválido.`)
    .positive(`${field} inválido.`)
    .max(INT4_MAX, `${field} inválido.`);

// ————— shared pieces —————

export const detailSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  titleSocial: z.string(),
  descriptionSocial: z.string(),
  openGraphUrlImagem: z.string().nullable(),
});
export type DetailSeo = z.infer<typeof detailSeoSchema>;

export const detailBreadcrumbSchema = z.object({ label: z.string(), rota: z.string() });

/** Sanitized HTML (lib/sanitize) — safe to render as HTML. */
export const descriptionsSchema = z.object({
  curta: z.string(),
  longa: z.string(),
  opcional1: z.string(),
  opcional2: z.string(),
});

export const manualSchema = z.object({ label: z.string(), arquivo: z.string() });

export const reviewSchema = z.object({
  nome: z.string(),
  data: isoDate,
  comentario: z.string(),
  nota: z.number().int().min(1).max(5),
  recomenda: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Approved reviews only (T§3 "Review summary"); `percentualRecomenda` = ⌊recommending ÷ total × 100⌋ (T§9). */
export const reviewSummarySchema = z.object({
  /** Average of nota rounded to one decimal; 0 without reviews. */
  media: z.number().min(0).max(5),
  quantidade: count,
  percentualRecomenda: z.number().int().min(0).max(100),
  /** Number of reviews per star. */
  distribuicao: z.object({ '1': count, '2': count, '3': count, '4': count, '5': count }),
  /** The newest `DETAIL_REVIEWS_LIMIT` reviews, newest first. */
  avaliacoes: z.array(reviewSchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

const pairPriceSchema = z.object({ de: money.nullable(), por: money });

/**
 * Prices of a combination. produtoPrincipal/produtoIndicado: each product's own effective price (the chosen
 * simple value's when given). combinacao.de = sum of both `por`; combinacao.por = that sum less the
 * combination's discount; descontoCombinacao = the discount amount in reais; vista and parcelamento are
 * computed on combinacao.por like any price.
 */
export const combinationPricesSchema = z.object({
  produtoPrincipal: pairPriceSchema,
  produtoIndicado: pairPriceSchema,
  combinacao: z.object({
    de: money,
    por: money,
    vista: money,
    descontoCombinacao: money,
    parcelamento: z.array(installmentSchema),
  }),
});
export type CombinationPrices = z.infer<typeof combinationPricesSchema>;

export const combinationSchema = z.object({
  id,
  /** The indicated product, as a card. */
  produto: productCardSchema,
  precos: combinationPricesSchema,
  carrinho: z.object({ url: z.string() }),
});
export type Combination = z.infer<typeof combinationSchema>;

// ————— GET /v2/front/url/product/detail —————

export const productDetailSchema = z.object({
  id,
  nome: z.string(),
  sku: z.string(),
  mpn: z.string().nullable(),
  ean: z.string().nullable(),
  status: productStatusSchema,
  marca: z.object({ id, nome: z.string(), rota: z.string(), imagem: z.string().nullable() }),
  categoria: z.object({ id, nome: z.string(), nivel: z.number().int(), taxonomia: z.string(), rota: z.string() }),
  /** The product's own stock (with simple values, each value's own stock is in atributos.simples). */
  estoque: count,
  /**
   * The most a shopper may buy without choosing a value (B§5): product groups ⌊stock ÷ quantity per item⌋
   * (the least over items); otherwise `estoque`. With simple values use the chosen value's `estoque`.
   */
  quantidadeMaxima: count,
  /** Effective prices: a scheduled price inside its window replaces the product's own. */
  precos: pricesSchema,
  /** Set only while a scheduled price is applied (the price timer counts down to dataFinal). */
  agendamentoPreco: z.object({
    aplicado: z.object({ dataInicial: isoDate, dataFinal: isoDate }).nullable(),
  }),
  descricoes: descriptionsSchema,
  destaques: z.array(z.string()),
  naoRecomendado: z.string(),
  midias: z.object({ imagens: z.array(imageSchema), manuais: z.array(manualSchema) }),
  video: z.object({ url: z.string() }).nullable(),
  avaliacao: reviewSummarySchema,
  /** simples: no value is `selecionado` on the detail; unico: the current product's value is. */
  atributos: attributesSchema,
  /** The default add-to-cart payload (POST /v2/front/checkout/cart): replace idAtributoValor/quantidade. */
  carrinho: z.object({
    tipo: z.literal('produto'),
    itens: z.array(
      z.object({ idProduto: id, idAtributoValor: z.number().int().nullable(), quantidade: z.number().int() }),
    ),
  }),
  /** Groups in their order (Características técnicas, Parâmetros, Gases Refrigerantes compatíveis, …). */
  caracteristicas: z.array(characteristicGroupSchema),
  combinacoes: z.array(combinationSchema),
  filtros: z.array(
    z.object({ idFiltro: id, idValor: id, nome: z.string(), label: z.string(), imagem: z.string().nullable() }),
  ),
  /** Published questions, newest first. */
  perguntas: z.array(
    z.object({
      id,
      nome: z.string(),
      pergunta: z.string(),
      resposta: z.string().nullable(),
      data: isoDate,
      dataResposta: isoDate.nullable(),
    }),
  ),
  selos: z.array(sealSchema),
  /** layout is sanitized HTML; codigoCss/codigoJs are admitted only under the CSP. */
  layoutPersonalizado: z
    .object({ layout: z.string(), codigoCss: z.string(), codigoJs: z.string().nullable() })
    .nullable(),
  seo: detailSeoSchema,
  /** Início, the category path, then the product. */
  breadcrumb: z.array(detailBreadcrumbSchema),
  rota: z.string(),
  /** Same as rota (the API knows no host). */
  url: z.string(),
  /** Product groups: the bundled products, their stock and the units per group; [] otherwise. */
  produtos: z.array(z.object({ id, nome: z.string(), estoque: count, quantidade: z.number().int().positive() })),
  versaoS5: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// ————— GET /v2/front/url/list/detail —————

export const listProductSchema = z.object({
  id,
  nome: z.string(),
  sku: z.string(),
  rota: z.string(),
  status: productStatusSchema,
  /** Units of this product in one kit. */
  quantidade: z.number().int().positive(),
  /** The selected value's stock when the product has simple values, else the product's. */
  estoque: count,
  /** The selected value (the kit's pre-selection on the detail), or null. */
  idAtributoValor: z.number().int().nullable(),
  /** Unit prices of the selected value (or the product). */
  precos: pricesSchema,
  avaliacao: z.object({ media: z.number().min(0).max(5), quantidade: count }),
  caracteristicas: z.array(characteristicGroupSchema),
  /** simples.valores carry each value's estoque and precos; `selecionado` = the selection. unico is null. */
  atributos: attributesSchema,
  midias: z.object({ imagens: z.array(imageSchema) }),
});
export type ListProduct = z.infer<typeof listProductSchema>;

export const listDetailSchema = z.object({
  id,
  nome: z.string(),
  rota: z.string(),
  url: z.string(),
  /** 'disponivel' when the first product's stock (of its selected value) is above 0, else 'indisponivel' (B§2.5). */
  status: productStatusSchema,
  disponivel: z.boolean(),
  descricoes: z.object({ curta: z.string(), longa: z.string() }),
  /** The first image of each product, in kit order. */
  midias: z.object({ imagens: z.array(imageSchema) }),
  /**
   * The kit total: Σ unit por × quantidade less the list's descontoPercent; `de` = Σ (de or por) × quantidade
   * when above `por`.
   */
  precos: pricesSchema,
  descontoPercent: z.number().min(0).max(100),
  avaliacao: reviewSummarySchema,
  marcas: z.array(z.object({ id, nome: z.string() })),
  /** Permission flag: may the shopper choose other simple values than the pre-selection. */
  selecaoAtributo: z.boolean(),
  produtos: z.array(listProductSchema),
  carrinho: z.object({ tipo: z.literal('lista'), idListaCompra: id }),
  seo: detailSeoSchema,
  breadcrumb: z.array(detailBreadcrumbSchema),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

// ————— POST /v2/front/product/combination —————

const combinationSideSchema = z.object({
  id: positiveId('id'),
  idAtributoValor: optionalValueIdSchema,
  /** Ignored: prices come from the database. */
  preco: z.unknown().optional(),
});
/** Unknown product or value, or a value of another product → 400; a pair that is no combination → 404. */
export const combinationRequestSchema = z.object({
  produtoPrincipal: combinationSideSchema,
  produtoIndicado: combinationSideSchema,
});
export type CombinationRequest = z.input<typeof combinationRequestSchema>;
export const combinationResponseSchema = z.object({
  id,
  precos: combinationPricesSchema,
  carrinho: z.object({ url: z.string() }),
});
export type CombinationResponse = z.infer<typeof combinationResponseSchema>;

// ————— cart mutations (T§7) —————

const cartListProductSchema = z.object({
  id: positiveId('id'),
  idAtributoValor: optionalValueIdSchema,
  /** Ignored: the kit fixes each product's quantity. */
  quantidade: z.unknown().optional(),
  /** Ignored: prices come from the database. */
  preco: z.unknown().optional(),
});

/**
 * POST /v2/front/checkout/cart. 'produto': each item is one line (hash `p{idProduto}-v{idAtributoValor|0}`);
 * adding an existing line adds quantities. 'lista': the kit as one line (hash
 * `l{idListaCompra}-{idAtributoValor|0 per product in kit order, joined by '.'}`), `quantidade` kits; products
 * not sent keep the kit's pre-selection. 'combinacao': the 'Compre junto' pair of produtoPrincipal and
 * produtoIndicado as one line (hash `c{idCombinacao}-{idAtributoValor principal|0}.{idAtributoValor indicado|0}`),
 * `quantidade` pairs, priced from the database with the combination's discount (decision 024); a pair that is no
 * combination → 404. A product not 'disponivel' or a missing simple value → 400.
 * Without a Session header a session is created and its token sent back in the `session` response header.
 */
export const cartAddSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('produto'),
    itens: z
      .array(
        z.object({
          idProduto: positiveId('idProduto'),
          idAtributoValor: optionalValueIdSchema,
          quantidade: quantitySchema,
        }),
      )
      .min(1, 'Informe ao menos um item.')
      .max(20, 'Itens demais.'),
  }),
  z.object({
    tipo: z.literal('lista'),
    idListaCompra: positiveId('idListaCompra'),
    produtos: z.array(cartListProductSchema).max(50).default([]),
    quantidade: quantitySchema.default(1),
  }),
  z.object({
    tipo: z.literal('combinacao'),
    produtoPrincipal: combinationSideSchema,
    produtoIndicado: combinationSideSchema,
    quantidade: quantitySchema.default(1),
  }),
]);
export type CartAdd = z.input<typeof cartAddSchema>;

/** PUT /v2/front/checkout/cart: set a line's quantity (clamped to stock; a combination's to both products'). Unknown hash → 404. */
export const cartUpdateSchema = z.object({
  hash: z.string({ error: 'Informe o hash.' }).min(1, 'Informe o hash.').max(200),
  tipo: z.enum(['produto', 'lista', 'combinacao'], { error: 'tipo deve ser produto, lista ou combinacao.' }),
  quantidade: quantitySchema,
});
export type CartUpdate = z.infer<typeof cartUpdateSchema>;

/** DELETE /v2/front/checkout/cart (JSON body or query): remove a line. Unknown hash → 404. */
export const cartRemoveSchema = cartUpdateSchema.omit({ quantidade: true });
export type CartRemove = z.infer<typeof cartRemoveSchema>;

/** A line whose quantity was clamped to stock: the storefront shows T§8's message with `nome`. */
export const cartNoticeSchema = z.object({
  hash: z.string(),
  nome: z.string(),
  /** The line's requested total (what it held plus what was asked). */
  quantidadeSolicitada: z.number().int(),
  quantidadeDisponivel: count,
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

export const cartMutationResponseSchema = cartSchema.extend({ avisos: z.array(cartNoticeSchema) });
export type CartMutationResponse = z.infer<typeof cartMutationResponseSchema>;

// ————— POST /v2/front/list/shop —————

/**
 * Recompute a kit for the chosen values (T§4 "Kit list"). Products not sent keep the kit's pre-selection; a
 * product outside the kit, a value of another product, or (selecaoAtributo false) a value other than the
 * pre-selection → 400. With carrinho true the kit is added to the session's cart as one 'lista' line.
 */
export const listShopRequestSchema = z.object({
  idListaCompra: positiveId('idListaCompra'),
  produtos: z.array(cartListProductSchema).max(50).default([]),
  carrinho: z.boolean().default(false),
  /** Kits to add when carrinho is true. */
  quantidade: quantitySchema.default(1),
});
export type ListShopRequest = z.input<typeof listShopRequestSchema>;

export const listShopResponseSchema = z.object({
  idListaCompra: id,
  produtos: z.array(
    z.object({
      id,
      idAtributoValor: z.number().int().nullable(),
      quantidade: z.number().int().positive(),
      estoque: count,
      status: productStatusSchema,
      /** Unit prices from the database. */
      precos: pricesSchema,
      /** Unit por × quantidade. */
      subtotal: money,
    }),
  ),
  /** The kit total, as listDetailSchema.precos. */
  precos: pricesSchema,
  disponivel: z.boolean(),
  /** The cart after adding, when carrinho was true; null otherwise. */
  carrinho: cartMutationResponseSchema.nullable(),
});
export type ListShopResponse = z.infer<typeof listShopResponseSchema>;
