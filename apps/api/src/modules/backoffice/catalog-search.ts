/**
 * The back office's catalogue list (issue 27; issue 36, point 1): products a page at a time with their total, each
 * followed by its attribute values (each with its own sku, price and stock). An empty search lists everything; the
 * filters narrow by category (with its subcategories), brand, out of stock, unavailable and no photo. Changes go
 * through the catalogue calls of the admin API (PATCH /stock, /prices, PUT /products/{sku}).
 */
import type { AnswerOf, backofficeEndpoints, CatalogRow, CatalogSearchQuery } from '@vitrine/contract';
import type { Queryable } from '../../db/client';

/** Products on a page of the list. */
const CATALOG_PAGE = 20;

const ORDER: Record<NonNullable<CatalogSearchQuery['ordem']>, string> = {
  nome: 'lower(p.nome), p.id',
  recentes: 'p.atualizado_em DESC, p.id DESC',
  'menor-preco': 'p.preco_por_cents, p.id',
  'maior-preco': 'p.preco_por_cents DESC, p.id',
  estoque: 'p.estoque, p.id',
  sku: 'p.sku, p.id',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Row {
  sku: string;
  nome: string;
  sku_pai: string | null;
  estoque: number;
  de: number | null;
  por: number;
  status: string;
  ativo: boolean;
  slug: string;
  marca: string;
  categoria: string;
  fotos: number;
}

type Query = {
  q: string;
  categoria?: string | undefined;
  marca?: string | undefined;
  semEstoque: boolean;
  indisponivel: boolean;
  semFoto: boolean;
  ordem: NonNullable<CatalogSearchQuery['ordem']>;
  pagina: number;
};

export async function searchCatalog(
  db: Queryable,
  query: Query,
): Promise<AnswerOf<typeof backofficeEndpoints.catalogSearch>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.q) {
    const like = param(`%${escapeLike(query.q)}%`);
    where.push(
      `(p.nome ILIKE ${like} OR p.sku ILIKE ${like} OR EXISTS (SELECT 1 FROM product_simple_values v
         WHERE v.product_id = p.id AND v.sku ILIKE ${like}))`,
    );
  }
  if (query.categoria) {
    // The category and every category under it ("Refrigeração" and "Refrigeração > Bombas de vácuo").
    const under = `${escapeLike(query.categoria)} > %`;
    where.push(`(c.taxonomia = ${param(query.categoria)} OR c.taxonomia LIKE ${param(under)})`);
  }
  if (query.marca) where.push(`b.nome = ${param(query.marca)}`);
  if (query.semEstoque) where.push('p.estoque = 0');
  if (query.indisponivel) where.push(`p.status = 'indisponivel'`);
  if (query.semFoto) where.push('NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)');
  const from = `FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
    ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const total = count?.n ?? 0;
  const offset = (query.pagina - 1) * CATALOG_PAGE;
  const rows = await db.query<Row & { id: number; ordem: number }>(
    `WITH page AS (
       SELECT p.id, p.sku, p.nome, p.estoque, p.preco_de_cents, p.preco_por_cents, p.status, p.ativo, p.slug,
              b.nome AS marca, c.taxonomia AS categoria,
              (SELECT count(*)::int FROM product_images i WHERE i.product_id = p.id) AS fotos,
              row_number() OVER (ORDER BY ${ORDER[query.ordem]}) AS posicao
         ${from} ORDER BY ${ORDER[query.ordem]} LIMIT ${CATALOG_PAGE} OFFSET ${offset})
     SELECT * FROM (
       SELECT sku, nome, NULL::text AS sku_pai, estoque, preco_de_cents AS de, preco_por_cents AS por, status, ativo,
              slug, marca, categoria, fotos, posicao, 0 AS ordem, id
         FROM page
       UNION ALL
       SELECT v.sku, page.nome || ' – ' || av.label, page.sku, v.estoque, v.preco_de_cents, v.preco_por_cents,
              page.status, page.ativo, page.slug, page.marca, page.categoria, page.fotos, page.posicao,
              1 + av.posicao * 1000000 + av.id, page.id
         FROM page JOIN product_simple_values v ON v.product_id = page.id
         JOIN attribute_values av ON av.id = v.attribute_value_id
        WHERE v.sku IS NOT NULL
     ) t ORDER BY posicao, ordem`,
    params,
  );
  return {
    produtos: rows.map((r): CatalogRow => ({
      sku: r.sku,
      nome: r.nome,
      skuPai: r.sku_pai,
      estoque: r.estoque,
      precoDe: r.de === null ? null : r.de / 100,
      precoPor: r.por / 100,
      status: r.status,
      ativo: r.ativo,
      link: `/${r.slug}.html`,
      marca: r.marca,
      categoria: r.categoria,
      fotos: r.fotos,
    })),
    total,
    pagina: query.pagina,
    porPagina: CATALOG_PAGE,
  };
}

/** The categories, brands, seals and attribute names the product editor offers (issue 36). */
export async function catalogRefs(db: Queryable): Promise<AnswerOf<typeof backofficeEndpoints.catalogRefs>> {
  const names = async (sql: string) => (await db.query<{ nome: string }>(sql)).map((r) => r.nome);
  return {
    categorias: await names('SELECT taxonomia AS nome FROM categories ORDER BY lower(taxonomia)'),
    marcas: await names('SELECT DISTINCT nome FROM brands ORDER BY nome'),
    selos: await names('SELECT nome FROM seals ORDER BY id'),
    atributos: await names('SELECT DISTINCT nome FROM attributes ORDER BY nome'),
  };
}
