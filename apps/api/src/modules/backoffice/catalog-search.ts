/**
 * Finding a product by name or sku for the back office's catalogue page (issue 27): products and their attribute
 * values (each with its own sku, price and stock), at most 30, the closest names first. Changes go through the
 * catalogue calls of the admin API (PATCH /stock, /prices, PUT /products/{sku}).
 */
import type { CatalogRow } from '@vitrine/contract';
import type { Queryable } from '../../db/client';

const LIMIT = 30;

export async function searchCatalog(db: Queryable, q: string): Promise<{ produtos: CatalogRow[] }> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.query<{
    sku: string;
    nome: string;
    sku_pai: string | null;
    estoque: number;
    de: number | null;
    por: number;
    status: string;
    ativo: boolean;
    slug: string;
  }>(
    `SELECT * FROM (
       SELECT p.sku, p.nome, NULL::text AS sku_pai, p.estoque, p.preco_de_cents AS de, p.preco_por_cents AS por,
              p.status, p.ativo, p.slug, 0 AS ordem, p.id
         FROM products p WHERE p.nome ILIKE $1 OR p.sku ILIKE $1
       UNION ALL
       SELECT v.sku, p.nome || ' – ' || av.label, p.sku, v.estoque, v.preco_de_cents, v.preco_por_cents,
              p.status, p.ativo, p.slug, 1, p.id
         FROM product_simple_values v JOIN products p ON p.id = v.product_id
         JOIN attribute_values av ON av.id = v.attribute_value_id
        WHERE v.sku IS NOT NULL AND (p.nome ILIKE $1 OR p.sku ILIKE $1 OR v.sku ILIKE $1)
     ) t ORDER BY (lower(sku) = lower($2)) DESC, id, ordem, sku LIMIT ${LIMIT}`,
    [like, q],
  );
  return {
    produtos: rows.map((r) => ({
      sku: r.sku,
      nome: r.nome,
      skuPai: r.sku_pai,
      estoque: r.estoque,
      precoDe: r.de === null ? null : r.de / 100,
      precoPor: r.por / 100,
      status: r.status,
      ativo: r.ativo,
      link: `/${r.slug}.html`,
    })),
  };
}
