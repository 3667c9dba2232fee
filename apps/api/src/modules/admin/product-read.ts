/**
 * A product as the admin API shows it (GET /products/{sku}, the export, and what an import compares against): the
 * contract's product shape, read in batches. Descriptions come out through the sanitizer the Store API serves them
 * with, so what is compared, exported and imported again is exactly what shoppers see.
 */
import type { AdminProduct, ProductStatus } from '@vitrine/contract';
import type { Queryable } from '../../db/client';
import { sanitizeRichText } from '../../lib/sanitize';
import { mapInTurns } from '../../lib/turns';

export interface StoredImage {
  url: string;
  label: string;
}
/** The product shape with its images resolved to addresses and labels. */
export type StoredProduct = Omit<AdminProduct, 'imagens' | 'slug'> & { slug: string; imagens: StoredImage[] };
export interface ReadProduct {
  id: number;
  /** When the row last changed (`atualizado_em` as text: exact to the microsecond). */
  visto: string;
  /** The same instant in UTC, as the export's `versao` column and the product list write it. */
  versao: string;
  product: StoredProduct;
}

/** The token of an address that stands for the four image sizes. */
export const SIZE_TOKEN = '{tamanho}';
export const IMAGE_SIZES = ['small', 'medium', 'big', 'zoom'] as const;

type ImageRow = Record<(typeof IMAGE_SIZES)[number], string> & { label: string };

/** One address for the four sizes: the same file, a '{tamanho}' pattern, or (else) the zoom image's. */
function imageUrl(i: ImageRow): string {
  if (IMAGE_SIZES.every((size) => i[size] === i.zoom)) return i.zoom;
  const at = i.zoom.lastIndexOf('zoom');
  if (at >= 0) {
    const pattern = i.zoom.slice(0, at) + SIZE_TOKEN + i.zoom.slice(at + 4);
    if (IMAGE_SIZES.every((size) => pattern.replace(SIZE_TOKEN, size) === i[size])) return pattern;
  }
  return i.zoom;
}

const cents = (value: number | null) => (value === null ? null : value / 100);

interface Row {
  id: number;
  visto: string;
  versao: string;
  sku: string;
  nome: string;
  slug: string;
  marca: string;
  categoria: string;
  preco_de_cents: number | null;
  preco_por_cents: number;
  estoque: number;
  status: ProductStatus;
  ativo: boolean;
  ean: string | null;
  mpn: string | null;
  peso_gramas: number;
  descricao_curta: string;
  descricao_longa: string;
  seo_title: string | null;
  seo_description: string | null;
  imagens: ImageRow[] | null;
  atributo: string | null;
  valores: { sku: string; valor: string; de: number | null; por: number; estoque: number }[] | null;
  caracteristicas: AdminProduct['caracteristicas'] | null;
  filtros: AdminProduct['filtros'] | null;
  selos: string[] | null;
}

/** A product's version: when it last changed, in UTC to the microsecond (2026-11-29T08:01:02.123456Z). */
const VERSION_SQL = `to_char(p.atualizado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const SELECT = `
SELECT p.id, p.atualizado_em::text AS visto, ${VERSION_SQL} AS versao, p.sku, p.nome, p.slug, b.nome AS marca, c.taxonomia AS categoria, p.preco_de_cents, p.preco_por_cents,
       p.estoque, p.status, p.ativo, p.ean, p.mpn, p.peso_gramas, p.descricao_curta, p.descricao_longa, p.seo_title,
       p.seo_description,
       (SELECT json_agg(json_build_object('small', i.small, 'medium', i.medium, 'big', i.big, 'zoom', i.zoom,
                 'label', i.label) ORDER BY i.posicao)
          FROM product_images i WHERE i.product_id = p.id) AS imagens,
       (SELECT min(a.nome) FROM product_simple_values v JOIN attribute_values av ON av.id = v.attribute_value_id
          JOIN attributes a ON a.id = av.attribute_id WHERE v.product_id = p.id) AS atributo,
       (SELECT json_agg(json_build_object('sku', v.sku, 'valor', av.label, 'de', v.preco_de_cents,
                 'por', v.preco_por_cents, 'estoque', v.estoque) ORDER BY av.posicao, av.id)
          FROM product_simple_values v JOIN attribute_values av ON av.id = v.attribute_value_id
         WHERE v.product_id = p.id) AS valores,
       (SELECT json_agg(json_build_object('grupo', g.nome, 'label', pc.label, 'valor', pc.valor)
                 ORDER BY g.posicao, g.id, pc.posicao)
          FROM product_characteristics pc JOIN characteristic_groups g ON g.id = pc.group_id
         WHERE pc.product_id = p.id) AS caracteristicas,
       (SELECT json_agg(json_build_object('filtro', f.nome, 'valor', fv.label) ORDER BY f.posicao, f.id, fv.posicao, fv.id)
          FROM product_filter_values pf JOIN filter_values fv ON fv.id = pf.filter_value_id
          JOIN filters f ON f.id = fv.filter_id WHERE pf.product_id = p.id) AS filtros,
       (SELECT json_agg(s.nome ORDER BY s.id) FROM product_seals ps JOIN seals s ON s.id = ps.seal_id
         WHERE ps.product_id = p.id) AS selos
  FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id`;

function toProduct(r: Row): ReadProduct {
  return {
    id: r.id,
    visto: r.visto,
    versao: r.versao,
    product: {
      sku: r.sku,
      nome: r.nome,
      slug: r.slug,
      marca: r.marca,
      categoria: r.categoria,
      precoDe: cents(r.preco_de_cents),
      precoPor: r.preco_por_cents / 100,
      estoque: r.estoque,
      status: r.status,
      ativo: r.ativo,
      ean: r.ean || null,
      mpn: r.mpn || null,
      pesoKg: r.peso_gramas / 1000,
      descricaoCurta: sanitizeRichText(r.descricao_curta),
      descricaoLonga: sanitizeRichText(r.descricao_longa),
      imagens: (r.imagens ?? []).map((i) => ({ url: imageUrl(i), label: i.label })),
      atributo:
        r.atributo && r.valores
          ? {
              nome: r.atributo,
              valores: r.valores.map((v) => ({
                sku: v.sku,
                valor: v.valor,
                precoDe: cents(v.de),
                precoPor: v.por / 100,
                estoque: v.estoque,
              })),
            }
          : null,
      caracteristicas: r.caracteristicas ?? [],
      filtros: r.filtros ?? [],
      selos: r.selos ?? [],
      seo: { title: r.seo_title, description: r.seo_description },
    },
  };
}

/** The products of these skus, by sku (absent ones are left out). */
export async function readProductsBySku(q: Queryable, skus: readonly string[]): Promise<Map<string, ReadProduct>> {
  if (skus.length === 0) return new Map();
  const rows = await q.query<Row>(`${SELECT} WHERE p.sku = ANY($1::text[])`, [skus]);
  // An import reads 1,000 at a time: sanitizing their descriptions gives the store's requests turns in between.
  return new Map(await mapInTurns(rows, (r) => [r.sku, toProduct(r)] as const));
}

/** The next `limit` products after id `afterId`, in id order (the export's pages). */
export async function readProductPage(q: Queryable, afterId: number, limit: number): Promise<ReadProduct[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE p.id > $1 ORDER BY p.id LIMIT $2`, [afterId, limit]);
  return rows.map(toProduct);
}

/**
 * GET /products: `limit` products in the order they changed, (atualizado_em, id), after the position `after` (a
 * version and an id) or from `since` — a stable order however the pages are read.
 */
export async function readChangedPage(
  q: Queryable,
  after: { versao: string; id: number } | null,
  since: string | null,
  limit: number,
): Promise<ReadProduct[]> {
  const where = after
    ? `(p.atualizado_em, p.id) > ($1::timestamptz, $2::int)`
    : since
      ? `p.atualizado_em >= $1::timestamptz AND $2::int IS NULL`
      : `$1::text IS NULL AND $2::int IS NULL`;
  const rows = await q.query<Row>(`${SELECT} WHERE ${where} ORDER BY p.atualizado_em, p.id LIMIT $3`, [
    after?.versao ?? since,
    after?.id ?? null,
    limit,
  ]);
  return rows.map(toProduct);
}
