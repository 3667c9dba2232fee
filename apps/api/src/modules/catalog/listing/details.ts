/**
 * The sidebar of a listing (B§2.3, B§3 "Listing response" detalhes): sort orders, items per page, categories,
 * filter and attribute values, price and discount ranges, each with its count and the route that applies it.
 */
import { ITEMS_PER_PAGE_OPTIONS, type Listing, type Order } from '@vitrine/contract';
import { ORDER_LABELS } from '@vitrine/contract/constants';
import type { CatalogMeta, CategoryMeta } from './catalog-meta';
import { ancestors, subtreeCounts } from './catalog-meta';
import type { Count, ListingRows } from './listing-sql';
import { type PageState, isKind, rota, toggleExclusive, toggleToken, withIpp, withOrder } from './page-state';
import { DISCOUNT_STEPS, priceRanges } from './price-buckets';
import { attributeToken, discountToken, filterToken, priceToken } from './tokens';

type Details = Listing['detalhes'];

export const PRODUCT_ORDERS: readonly Order[] = [
  'popularidade',
  'menor-preco',
  'maior-preco',
  'lancamentos',
  'nome',
  'avaliacao',
];

export interface DetailInput {
  meta: CatalogMeta;
  state: PageState;
  /** The listing's own path. */
  path: string;
  order: Order;
  defaultOrder: Order;
  limit: number;
  /** Route of a category in this kind of listing (keeps the current state). */
  categoryRota: (c: CategoryMeta) => string;
  current: CategoryMeta | null;
  rows: ListingRows;
  /** Category listings: siblings' catalogue counts per category, linked without the filters. */
  siblings: { counts: ReadonlyMap<number, number>; rota: (c: CategoryMeta) => string } | null;
}

export function orderOptions(
  input: Pick<DetailInput, 'state' | 'path' | 'order' | 'defaultOrder'>,
  orders: readonly Order[],
) {
  return orders.map((valor) => ({
    valor,
    label: ORDER_LABELS[valor],
    rota: rota(input.path, withOrder(input.state, valor, input.defaultOrder)),
    atual: valor === input.order,
  }));
}

export function ippOptions(input: Pick<DetailInput, 'state' | 'path' | 'limit'>, defaultIpp?: number) {
  return ITEMS_PER_PAGE_OPTIONS.map((valor) => ({
    valor,
    rota: rota(input.path, withIpp(input.state, valor, defaultIpp)),
    atual: valor === input.limit,
  }));
}

const byId = (list: readonly Count[]) => new Map(list.map((c) => [c.id, c.n]));

function categoryDetails(input: DetailInput): Details['categorias'] {
  const { meta, current, rows } = input;
  const own = byId(rows.categories);
  const link = (c: CategoryMeta) => ({ id: c.id, nome: c.nome, rota: input.categoryRota(c) });
  const counted = (ids: readonly number[], perCategory: ReadonlyMap<number, number>, rotaOf = input.categoryRota) => {
    const totals = subtreeCounts(meta, perCategory, ids);
    return ids.flatMap((id) => {
      const c = meta.categories.get(id);
      const quantidade = totals.get(id) ?? 0;
      return c && quantidade > 0 ? [{ id: c.id, nome: c.nome, rota: rotaOf(c), quantidade }] : [];
    });
  };
  const parent = current?.parentId != null ? meta.categories.get(current.parentId) : undefined;
  const siblingIds = current ? (parent ? parent.children : meta.roots).filter((id) => id !== current.id) : [];
  return {
    atual: current ? link(current) : null,
    filhas: counted(current ? current.children : meta.roots, own),
    irmas: input.siblings ? counted(siblingIds, input.siblings.counts, input.siblings.rota) : counted(siblingIds, own),
    niveisAnteriores: current ? ancestors(meta, current.id).map(link) : [],
  };
}

export function buildDetails(input: DetailInput, orders: readonly Order[]): Details {
  const { meta, state, path, rows } = input;
  const active = new Set(state.filtros);
  const filterCounts = byId(rows.filterValues);
  const attributeCounts = byId(rows.attributeValues);
  const option = (token: string, quantidade: number, exclusive?: string) => ({
    rota: rota(path, exclusive ? toggleExclusive(state, token, isKind(exclusive)) : toggleToken(state, token)),
    ativo: active.has(token),
    quantidade,
  });

  const filtros = meta.filters.flatMap((f) => {
    const valores = f.values.flatMap((v) => {
      const token = filterToken(f.slug, v.slug);
      const n = filterCounts.get(v.id) ?? 0;
      return n > 0 || active.has(token) ? [{ label: v.label, ...option(token, n) }] : [];
    });
    return valores.length ? [{ id: f.id, nome: f.nome, valores }] : [];
  });

  const atributos = meta.attributes.flatMap((a) => {
    const valores = a.values.flatMap((v) => {
      const token = attributeToken(v.id);
      const n = attributeCounts.get(v.id) ?? 0;
      return n > 0 || active.has(token) ? [{ id: v.id, label: v.label, ...option(token, n) }] : [];
    });
    return valores.length ? [{ id: a.id, nome: a.nome, valores }] : [];
  });

  const filtrosPreco = priceRanges(rows.priceHistogram).map((r) => ({
    de: r.de,
    ate: r.ate,
    ...option(priceToken(r.de, r.ate), r.quantidade, 'preco'),
  }));

  const filtrosDescontoPrecoPor = DISCOUNT_STEPS.flatMap((pct) => {
    const token = discountToken(pct);
    const n = rows.discounts[String(pct)] ?? 0;
    return n > 0 || active.has(token) ? [{ ate: pct, ...option(token, n, 'desconto') }] : [];
  });

  return {
    ordenacao: orderOptions(input, orders),
    itensPorPagina: ippOptions(input),
    categorias: categoryDetails(input),
    filtros,
    atributos,
    filtrosPreco,
    filtrosDescontoPrecoPor,
  };
}
