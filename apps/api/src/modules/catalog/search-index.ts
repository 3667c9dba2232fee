/**
 * Full-text index of the catalogue (docs/architecture.md §4; decision 006): `products.busca` weighted A (name, sku,
 * mpn, brand), B (category taxonomy), C (short description) and D (long description) selects the matches;
 * `products.busca_rank` (A, B and C only, kept on the row) ranks them. Plus the table of distinct catalogue words used
 * for typo correction. Plain SQL that runs on PostgreSQL and PGlite alike.
 */
import type { Queryable } from '../../db/client';

const STRIP_HTML = (column: string) => `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;

/** SQL expressions for the ranking parts of a product's search vector. */
export interface RankSources {
  nome: string;
  sku: string;
  mpn: string;
  marca: string;
  taxonomia: string;
  curta: string;
}

/**
 * The ranking part of a product's search vector (`products.busca_rank`, migration 011): A (name, sku, mpn, brand),
 * B (category taxonomy) and C (short description); small enough to stay on the row.
 */
export function rankVectorSql(s: RankSources): string {
  return `setweight(to_tsvector('pt_unaccent', ${s.nome} || ' ' || ${s.sku} || ' ' || coalesce(${s.mpn}, '') || ' ' || ${s.marca}), 'A')
 || setweight(to_tsvector('pt_unaccent', ${s.taxonomia}), 'B')
 || setweight(to_tsvector('pt_unaccent', ${STRIP_HTML(s.curta)}), 'C')`;
}

/** The long description's part (D) of the full vector `products.busca` = rank vector || this. */
export function longVectorSql(longa: string): string {
  return `setweight(to_tsvector('pt_unaccent', ${STRIP_HTML(longa)}), 'D')`;
}

/**
 * The arrays of filter and simple-attribute value ids a product carries (migration 007), for a writer that keeps them
 * itself while their triggers are deferred (migration 039).
 */
const ARRAYS_SET = `,
  filtros = ARRAY(SELECT fv.filter_value_id FROM product_filter_values fv WHERE fv.product_id = p.id ORDER BY 1),
  atributos = ARRAY(SELECT DISTINCT sv.attribute_value_id FROM product_simple_values sv
                     WHERE sv.product_id = p.id ORDER BY 1)`;

const updateBusca = (only: string, arrays = false) => `
UPDATE products p SET busca_rank = v.r, busca = v.r || v.d${arrays ? ARRAYS_SET : ''}
FROM (SELECT p2.id, ${rankVectorSql({
  nome: 'p2.nome',
  sku: 'p2.sku',
  mpn: 'p2.mpn',
  marca: 'b.nome',
  taxonomia: 'c.taxonomia',
  curta: 'p2.descricao_curta',
})} AS r, ${longVectorSql('p2.descricao_longa')} AS d
  FROM products p2 JOIN brands b ON b.id = p2.brand_id JOIN categories c ON c.id = p2.category_id
  ${only}) v
WHERE v.id = p.id`;

/** Words of at least 3 characters with at least one letter, lower-case and without accents, with their frequency. */
const REFRESH_WORDS = `
INSERT INTO search_words (palavra, frequencia)
SELECT palavra, count(*)::int
FROM (
  SELECT regexp_split_to_table(lower(f_unaccent(p.nome || ' ' || b.nome || ' ' || c.nome)), '[^a-z0-9]+') AS palavra
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  WHERE p.ativo
  UNION ALL
  SELECT regexp_split_to_table(lower(f_unaccent(nome)), '[^a-z0-9]+') FROM categories WHERE ativo
  UNION ALL
  SELECT regexp_split_to_table(lower(f_unaccent(nome)), '[^a-z0-9]+') FROM brands WHERE ativo
) words
WHERE length(palavra) >= 3 AND palavra ~ '[a-z]'
GROUP BY palavra`;

/** Stop words ("para", "com", "sem"…) carry no meaning for typo correction. */
const DROP_STOP_WORDS = `DELETE FROM search_words WHERE to_tsvector('portuguese', palavra) = ''::tsvector`;

/**
 * Recomputes `products.busca` for the given products (all of them when omitted); with `arrays`, also their `filtros`
 * and `atributos` (a writer that deferred those triggers, migration 039).
 */
export async function refreshSearchVectors(
  q: Queryable,
  productIds?: readonly number[],
  { arrays = false }: { arrays?: boolean } = {},
): Promise<void> {
  if (!productIds) {
    await q.query(updateBusca('', arrays));
  } else if (productIds.length > 0) {
    await q.query(updateBusca('WHERE p2.id = ANY($1::int[])', arrays), [productIds]);
  }
}

/** Rebuilds the table of distinct catalogue words from scratch. */
export async function refreshSearchWords(q: Queryable): Promise<void> {
  await q.query('DELETE FROM search_words');
  await q.query(REFRESH_WORDS);
  await q.query(DROP_STOP_WORDS);
}

export async function rebuildSearchIndex(q: Queryable, productIds?: number[]): Promise<void> {
  await refreshSearchVectors(q, productIds);
  await refreshSearchWords(q);
}
