/**
 * Suggestion mode of the search call (`facetas=false` with relevance order and no filter; docs/decisions/006-search.md):
 * no facet is counted, and only a bounded candidate set is ranked — the exact SKU match plus the most popular
 * matching products (the popularity index walked until enough rows match, never every match) — so a short prefix
 * that matches tens of thousands of products costs about as much as a narrow one. The total counts the candidates:
 * exact below `SUGGESTION_CANDIDATES` matches, else that many (counting every match means visiting every matching
 * row, the cost this mode avoids; suggestions do not show a total).
 */
import type { Queryable } from '../../../db/client';

/** Matching products ranked per suggestion call: the most popular ones (plus the exact SKU). */
const SUGGESTION_CANDIDATES = 200;

const SUGGEST_SQL = `
WITH c AS (
  SELECT id FROM products WHERE ativo AND sku = $3
  UNION
  (SELECT id FROM products WHERE ativo AND busca @@ to_tsquery('pt_unaccent', $1)
    ORDER BY popularidade DESC, id LIMIT $4))
SELECT
  (SELECT count(*)::int FROM c) AS total,
  (SELECT coalesce(json_agg(o.id), '[]'::json) FROM (
     SELECT p.id FROM c JOIN products p ON p.id = c.id
      ORDER BY (p.sku = $3) DESC, ts_rank('{0.1, 0.2, 0.4, 1.0}', p.busca_rank, to_tsquery('pt_unaccent', $2)) DESC,
               p.popularidade DESC, p.id
      LIMIT $5 OFFSET $6) o) AS ids`;

export interface SuggestionQuery {
  /** `to_tsquery` text selecting the products (non-empty). */
  match: string;
  /** `to_tsquery` text for ranking. */
  rank: string;
  sku: string;
  offset: number;
  limit: number;
}

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export async function runSuggestions(db: Queryable, q: SuggestionQuery): Promise<{ total: number; ids: number[] }> {
  const [row] = await db.query<{ total: number; ids: unknown }>(SUGGEST_SQL, [
    q.match,
    q.rank || q.match,
    q.sku,
    Math.max(SUGGESTION_CANDIDATES, q.offset + q.limit),
    q.limit,
    q.offset,
  ]);
  return { total: row?.total ?? 0, ids: row ? parseJson<number[]>(row.ids) : [] };
}
