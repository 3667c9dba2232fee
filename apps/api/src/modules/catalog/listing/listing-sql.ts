/**
 * The one statement behind a product listing (docs/architecture.md §4 "facet counts in SQL"): the scope's products with
 * a flag per active filter group are materialised once (CTE `s`); the page, the total and every facet count are
 * read from it in the same round trip. A facet value's count applies every group but its own (disjunctive
 * facets), so it equals the total the shopper gets by following its route.
 */
import type { Order } from '@vitrine/contract';
import type { Queryable } from '../../../db/client';
import { deNowSql, porNowSql, schedulesAt } from '../price-now';
import { discountSql, type Group, type GroupKind, type Params } from './groups';
import { DISCOUNT_STEPS, PRICE_LADDER } from './price-buckets';

export interface ListingPlan {
  params: Params;
  now: Date;
  /** Boolean SQL over p: the listing's own products (category subtree, brand, landing page, search). */
  scope: string;
  groups: readonly Group[];
  order: Order;
  /** Search: `to_tsquery` text for ranking, and the SKU that ranks first. */
  rank: string | null;
  sku: string | null;
  /**
   * Search with cached ranked ids (search/search-cache.ts): the search's matches in relevance order. The listing
   * then reads them by id (no full-text match, no ranking), and relevance is their position.
   */
  ranked: readonly number[] | null;
  /**
   * Also return every row of the scope (the search's matches, before any filter group) in relevance order, to be
   * cached as the search's ranked ids (relevance order over a full-text search only).
   */
  collectRanked: boolean;
  offset: number;
  limit: number;
  /** false: the page and the total only; every facet count comes back empty (suggestions, `facetas=false`). */
  facets: boolean;
  /** false: the total is known (cached with the facets) and not counted; it comes back as 0. */
  total?: boolean;
}

export interface Count {
  id: number;
  n: number;
}

export interface ListingRows {
  total: number;
  ids: number[];
  /** Products per category_id under every group but the category one. */
  categories: Count[];
  filterValues: Count[];
  attributeValues: Count[];
  /** Products per price-ladder bucket (width_bucket numbering) under every group but the price one. */
  priceHistogram: number[];
  /** Products at least N % off, under every group but the discount one. */
  discounts: Record<string, number>;
  /** With `collectRanked`: the scope's ids in relevance order; else null. */
  ranked: number[] | null;
}

const flag = (i: number) => `s.g${i}`;

function allBut(groups: readonly Group[], skip: (g: Group) => boolean): string {
  const parts = groups.flatMap((g, i) => (skip(g) ? [] : [flag(i)]));
  return parts.length ? parts.join(' AND ') : 'true';
}
const ofKind = (kind: GroupKind) => (g: Group) => g.kind === kind;
const none = () => false;

const counts = (select: string) =>
  `(SELECT coalesce(json_agg(json_build_object('id', c.id, 'n', c.n)), '[]'::json) FROM (${select}) c)`;

/**
 * Facet of filter or attribute values, read from the per-product arrays: a value of a filter (or attribute) with
 * active values ignores that group, so its count is what it matches together with the other groups.
 */
function valueFacet(groups: readonly Group[], kind: 'filtro' | 'atributo', params: Params): string {
  const column = kind === 'filtro' ? 's.fv' : 's.av';
  const own = (g: Group) => g.kind === kind && g.own.length > 0;
  // Rows must pass every other group; a group of this kind only for values outside its own filter (or attribute).
  const rows = allBut(groups, own);
  const flags = groups.flatMap((g, i) => (own(g) ? [`, ${flag(i)}`] : [])).join('');
  const values = groups.flatMap((g, i) => (own(g) ? [`(u.g${i} OR u.v = ANY(${params.add(g.own, 'int[]')}))`] : []));
  // unnest in the select list (one ProjectSet) is cheaper than a lateral function scan per product.
  return counts(`SELECT u.v AS id, count(*)::int AS n
    FROM (SELECT unnest(${column}) AS v${flags} FROM s WHERE ${rows}) u
   WHERE ${values.length ? values.join(' AND ') : 'true'} GROUP BY 1`);
}

/**
 * One product row of the listing: prices now (price-now.ts; `sp` is the schedule in force per product), and the
 * product's filter and attribute values as arrays (kept on the product row by triggers, migration 007, so no index
 * probe per product).
 */
function productRows(scope: string, rank: string, skuHit: string, ranked: string | null): string {
  // Ranked ids: relevance is the position in the list (exact SKU and ts_rank already applied).
  const from = ranked ? `unnest(${ranked}) WITH ORDINALITY r(id, pos) JOIN products p ON p.id = r.id` : 'products p';
  return `SELECT p.id, p.category_id, p.popularidade, p.status, p.criado_em,
         ${porNowSql()} AS por, ${deNowSql()} AS de, ${ranked ? '-r.pos' : rank} AS rank, ${ranked ? 'false' : skuHit} AS sku_hit,
         p.filtros AS fv, p.atributos AS av
    FROM ${from} LEFT JOIN sp ON sp.product_id = p.id
   WHERE p.ativo AND ${scope}`;
}

const ORDER_SQL: Record<Order, string> = {
  popularidade: `(m.status <> 'disponivel'), m.popularidade DESC, m.id`,
  'menor-preco': 'm.por, m.id',
  'maior-preco': 'm.por DESC, m.id',
  lancamentos: 'm.criado_em DESC, m.id DESC',
  nome: 'lower(f_unaccent(n.nome)), m.id',
  avaliacao: 'r.media DESC NULLS LAST, r.quantidade DESC NULLS LAST, m.popularidade DESC, m.id',
  relevancia: 'm.sku_hit DESC, m.rank DESC, m.popularidade DESC, m.id',
};

const ORDER_JOIN: Partial<Record<Order, string>> = {
  nome: 'JOIN products n ON n.id = m.id',
  avaliacao: `LEFT JOIN (SELECT product_id, avg(nota)::float8 AS media, count(*)::int AS quantidade
    FROM reviews WHERE aprovado AND product_id IS NOT NULL GROUP BY product_id) r ON r.product_id = m.id`,
};

function listingSql(plan: ListingPlan): { sql: string; params: unknown[] } {
  const { params, groups } = plan;
  const now = params.add(plan.now.toISOString());
  const order = plan.order === 'relevancia' && plan.rank === null ? 'popularidade' : plan.order;
  const ranked = plan.ranked ? params.add(plan.ranked, 'int[]') : null;
  const rank =
    order === 'relevancia' && plan.rank && !ranked
      ? `ts_rank('{0.1, 0.2, 0.4, 1.0}', p.busca_rank, to_tsquery('pt_unaccent', ${params.add(plan.rank, 'text')}))`
      : '0::real';
  const skuHit = order === 'relevancia' && plan.sku && !ranked ? `(p.sku = ${params.add(plan.sku, 'text')})` : 'false';
  // Ranked ids need the relevance columns, computed only in relevance order.
  const collect = plan.collectRanked && order === 'relevancia' && plan.rank !== null && !ranked;
  const flags = groups.map((g, i) => `, ${g.sql} AS g${i}`).join('');
  // With every row ranked and no filter, the page is a slice of the ranked ids (runListing): no second sort.
  const pageIds = () => {
    if (collect && groups.length === 0) return 'NULL::json';
    const limit = params.add(plan.limit, 'int');
    const offset = params.add(plan.offset, 'int');
    return `(SELECT coalesce(json_agg(o.id), '[]'::json) FROM (
     SELECT m.id FROM m ${ORDER_JOIN[order] ?? ''} ORDER BY ${ORDER_SQL[order]} LIMIT ${limit} OFFSET ${offset}) o)`;
  };
  const discountCounts = DISCOUNT_STEPS.map(
    (pct) => `'${pct}', count(*) FILTER (WHERE ${discountSql('s.de', 's.por', pct)})`,
  ).join(', ');
  // Lazy: a facet left out adds no parameter.
  const facet = (sql: () => string, empty: string) => (plan.facets ? sql() : `'${empty}'::json`);
  const ladder = () =>
    params.add(
      PRICE_LADDER.map((r) => r * 100),
      'int[]',
    );
  const rows = productRows(plan.scope, rank, skuHit, ranked);
  // The page and the total only (facets cached or not asked): the scope is read twice, for the count and for the
  // page, which costs less than writing it to a materialised CTE and reading that twice (measured on both engines)
  // — except for ranked ids, whose join with the products is the cost and is done once.
  const pageOnly = !plan.facets && !collect;
  const rowsCte = pageOnly
    ? `m AS ${ranked ? '' : 'NOT '}MATERIALIZED (SELECT x.id, x.status, x.popularidade, x.criado_em, x.por, x.rank, x.sku_hit FROM (${rows}) x
   WHERE ${groups.map((g) => g.sql).join(' AND ') || 'true'})`
    : `s AS MATERIALIZED (SELECT x.*${flags} FROM (${rows}) x),
m AS (SELECT * FROM s WHERE ${allBut(groups, none)})`;
  const sql = `
WITH sp AS (SELECT * FROM ${schedulesAt(now)}),
${rowsCte}
SELECT
  ${plan.total === false ? '0' : '(SELECT count(*)::int FROM m)'} AS total,
  ${pageIds()} AS ids,
  ${facet(() => counts(`SELECT s.category_id AS id, count(*)::int AS n FROM s WHERE ${allBut(groups, ofKind('categoria'))} GROUP BY 1`), '[]')} AS categories,
  ${facet(() => valueFacet(groups, 'filtro', params), '[]')} AS filter_values,
  ${facet(() => valueFacet(groups, 'atributo', params), '[]')} AS attribute_values,
  ${facet(() => counts(`SELECT width_bucket(s.por, ${ladder()}) AS id, count(*)::int AS n FROM s WHERE ${allBut(groups, ofKind('preco'))} GROUP BY 1`), '[]')} AS prices,
  ${facet(() => `(SELECT json_build_object(${discountCounts}) FROM s WHERE ${allBut(groups, ofKind('desconto'))})`, '{}')} AS discounts,
  ${collect ? `(SELECT coalesce(array_agg(o.id), '{}') FROM (SELECT s.id FROM s ORDER BY ${ORDER_SQL.relevancia.replaceAll('m.', 's.')}) o)` : 'NULL::int[]'} AS ranked`;
  return { sql, params: params.values };
}

interface RawRow {
  total: number;
  ids: number[] | null;
  categories: Count[];
  filter_values: Count[];
  attribute_values: Count[];
  prices: Count[];
  discounts: Record<string, number>;
  ranked: number[] | null;
}

const parseJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export async function runListing(db: Queryable, plan: ListingPlan): Promise<ListingRows> {
  const { sql, params } = listingSql(plan);
  const [row] = await db.query<RawRow>(sql, params);
  if (!row) throw new Error('listing query returned no row');
  const histogram = Array.from({ length: PRICE_LADDER.length + 1 }, () => 0);
  for (const b of parseJson<Count[]>(row.prices)) histogram[b.id] = b.n;
  return {
    total: row.total,
    ids:
      row.ids === null && row.ranked
        ? row.ranked.slice(plan.offset, plan.offset + plan.limit)
        : parseJson<number[]>(row.ids),
    categories: parseJson<Count[]>(row.categories),
    filterValues: parseJson<Count[]>(row.filter_values),
    attributeValues: parseJson<Count[]>(row.attribute_values),
    priceHistogram: histogram,
    discounts: parseJson<Record<string, number>>(row.discounts),
    ranked: row.ranked,
  };
}
