/**
 * Kit (shopping list) cards of a kit listing in one statement (B§3 "Shopping list", B§2.5): a kit's price is the
 * sum of its items' prices now × quantity (price-now.ts: a pre-selected simple value's own price, else the
 * scheduled price in force, else the product's price) less the kit discount; it is available when its first product
 * has stock; its image is the first product's.
 */
import type { Order } from '@vitrine/contract';
import type { Queryable } from '../../../db/client';
import { porNowSql, schedulesAt } from '../price-now';
import type { Params } from './groups';

export interface ListRow {
  id: number;
  nome: string;
  slug: string;
  descricao_curta: string;
  bruto_cents: number;
  por_cents: number;
  itens: number;
  estoque_primeiro: number;
  imagens: { label: string; small: string; medium: string; big: string; zoom: string }[] | null;
  media: number | null;
  quantidade: number;
}

const ORDER_SQL: Record<Order, string> = {
  popularidade: 'k.popularidade DESC, k.id',
  relevancia: 'k.popularidade DESC, k.id',
  'menor-preco': 'k.por_cents, k.id',
  'maior-preco': 'k.por_cents DESC, k.id',
  lancamentos: 'k.criado_em DESC, k.id DESC',
  nome: 'lower(f_unaccent(k.nome)), k.id',
  avaliacao: 'k.media DESC NULLS LAST, k.quantidade DESC, k.popularidade DESC, k.id',
};

export interface ListPlan {
  params: Params;
  now: Date;
  /** Boolean SQL over `l` (shopping_lists): the listing's kits before any categoria filter. */
  scope: string;
  /** Boolean SQL over `l`: the categoria filter, or 'true'. */
  category: string;
  order: Order;
  offset: number;
  limit: number;
}

export async function runLists(
  db: Queryable,
  plan: ListPlan,
): Promise<{ total: number; rows: ListRow[]; categories: { id: number; n: number }[] }> {
  const { params } = plan;
  const scopeParams = params.values.length;
  const now = params.add(plan.now.toISOString());
  const sql = `
WITH sp AS (SELECT * FROM ${schedulesAt(now)}),
l0 AS (SELECT l.* FROM shopping_lists l WHERE l.ativo AND ${plan.scope}),
l AS (SELECT * FROM l0 l WHERE ${plan.category}),
k AS (
  SELECT l.id, l.nome, l.slug, l.descricao_curta, l.popularidade, l.criado_em,
         sum(${porNowSql({ value: 'v' })}::bigint * i.quantidade)::bigint AS bruto_cents,
         round(sum(${porNowSql({ value: 'v' })}::bigint * i.quantidade)
               * (100 - l.desconto_percent) / 100)::bigint AS por_cents,
         count(*)::int AS itens,
         (array_agg(p.estoque ORDER BY i.posicao))[1] AS estoque_primeiro,
         (array_agg(p.id ORDER BY i.posicao))[1] AS primeiro,
         r.media, coalesce(r.quantidade, 0)::int AS quantidade
    FROM l
    JOIN shopping_list_items i ON i.list_id = l.id
    JOIN products p ON p.id = i.product_id
    LEFT JOIN product_simple_values v ON v.id = i.simple_value_id
    LEFT JOIN sp ON sp.product_id = p.id
    LEFT JOIN LATERAL (SELECT round(avg(nota), 1)::float8 AS media, count(*)::int AS quantidade
                         FROM reviews WHERE list_id = l.id AND aprovado) r ON true
   GROUP BY l.id, l.nome, l.slug, l.descricao_curta, l.popularidade, l.criado_em, l.desconto_percent, r.media, r.quantidade)
SELECT k.id, k.nome, k.slug, k.descricao_curta, k.bruto_cents::float8 AS bruto_cents, k.por_cents::float8 AS por_cents,
       k.itens, k.estoque_primeiro, k.media, k.quantidade,
       (SELECT json_agg(json_build_object('label', im.label, 'small', im.small, 'medium', im.medium, 'big', im.big,
                                          'zoom', im.zoom) ORDER BY im.posicao)
          FROM product_images im WHERE im.product_id = k.primeiro) AS imagens,
       (SELECT count(*)::int FROM k) AS total,
       (SELECT coalesce(json_agg(json_build_object('id', c.category_id, 'n', c.n)), '[]'::json)
          FROM (SELECT category_id, count(*)::int AS n FROM l0 WHERE category_id IS NOT NULL GROUP BY 1) c) AS categories
  FROM k ORDER BY ${ORDER_SQL[plan.order]} LIMIT ${params.add(plan.limit, 'int')} OFFSET ${params.add(plan.offset, 'int')}`;
  const rows = await db.query<ListRow & { total: number; categories: unknown }>(sql, params.values);
  if (rows.length > 0) {
    const first = rows[0];
    const categories = typeof first?.categories === 'string' ? JSON.parse(first.categories) : first?.categories;
    return { total: first?.total ?? 0, rows, categories: categories as { id: number; n: number }[] };
  }
  // An empty page: count on its own (offset past the end, or no kits at all).
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM shopping_lists l WHERE l.ativo AND ${plan.scope} AND ${plan.category}`,
    params.values.slice(0, scopeParams),
  );
  return { total: count?.total ?? 0, rows: [], categories: [] };
}
