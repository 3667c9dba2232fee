/**
 * The columns of `products` that the product writer (product-write.ts) fills: the one list. The import's final
 * statements (import-apply.ts) and the 100,000-product generator's bulk SQL (seed/large.ts) name their columns from
 * it too.
 */

/** The columns of the admin API's product shape: what a PUT or an import writes, creating or changing a product. */
export const SHAPE_COLUMNS = [
  'id',
  'nome',
  'slug',
  'sku',
  'mpn',
  'ean',
  'status',
  'brand_id',
  'category_id',
  'estoque',
  'preco_de_cents',
  'preco_por_cents',
  'peso_gramas',
  'descricao_curta',
  'descricao_longa',
  'seo_title',
  'seo_description',
  'ativo',
] as const;

/**
 * Columns the product shape does not carry (more texts, the page's own layout, popularity, the creation date): filled
 * only when a writer creates a product and gives them (the demo seed); a PUT or an import leaves them as they are.
 */
export const CREATION_COLUMNS = [
  'descricao_opcional1',
  'descricao_opcional2',
  'destaques',
  'nao_recomendado',
  'video_url',
  'popularidade',
  'title_social',
  'description_social',
  'layout_html',
  'layout_css',
  'layout_js',
  'criado_em',
] as const;

export type CreationColumn = (typeof CREATION_COLUMNS)[number];
export type ProductColumn = (typeof SHAPE_COLUMNS)[number] | CreationColumn;
