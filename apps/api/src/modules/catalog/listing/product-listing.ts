/**
 * Product listings (B§2.3, B§3 "Listing response", B§7): category, brand, landing page and search. Resolves the
 * address, turns the query into filter groups, runs the listing statement, and shapes the answer.
 */
import { DEFAULT_ITEMS_PER_PAGE, isItemsPerPage, type Listing, type Order } from '@vitrine/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/errors';
import { productCards } from '../product-cards';
import { catalogVersion } from '../catalog-version';
import type { AnalyzedSearch } from '../search/analyze';
import { cachedAnalysis, cachedRankedIds, searchKey } from '../search/search-cache';
import { type CatalogMeta, type CategoryMeta, catalogMeta, productsPerCategory, subtree } from './catalog-meta';
import { buildChips } from './chips';
import { PRODUCT_ORDERS, buildDetails } from './details';
import { Params, buildGroups, type Group } from './groups';
import { type ListingPlan } from './listing-sql';
import { listingRows } from './listing-rows';
import { type PageState, isKind, rota } from './page-state';
import { type ListingKind, type Subject, resolveSubject } from './subject';
import { structure, subjectContent } from './structure';
import { parseTokens, categoryToken, type FilterToken } from './tokens';

export interface ProductListingQuery {
  url?: string | undefined;
  offset: number;
  limit: number;
  order?: Order | undefined;
  busca?: string | undefined;
  filtro: string[];
  s5?: string | undefined;
  /** false: no facet counts (suggestions); the search call's `facetas` (006). */
  facetas?: boolean | undefined;
}

const HOME_PATH = '/';
/** The offset is past the last product (B§4: the listing is "not found"). */
export const offsetBeyond = (offset: number, total: number) => (total > 0 ? offset >= total : offset > 0);

function searchScope(params: Params, search: AnalyzedSearch): string {
  const sku = `p.sku = ${params.add(search.sku, 'text')}`;
  if (!search.match) return sku;
  return `(p.busca @@ to_tsquery('pt_unaccent', ${params.add(search.match, 'text')}) OR ${sku})`;
}

function scopeOf(subject: Subject, params: Params, meta: CatalogMeta): { scope: string; groups: Group[] } {
  const row = subject.row;
  const narrow: Group[] = [];
  if (subject.kind !== 'category' && subject.category) {
    const ids = params.add(subtree(meta, subject.category.id), 'int[]');
    narrow.push({
      kind: 'categoria',
      refId: null,
      sql: `x.category_id = ANY(${ids})`,
      own: [],
    });
  }
  switch (subject.kind) {
    case 'category':
      return {
        scope: `p.category_id = ANY(${params.add(subtree(meta, subject.category?.id ?? 0), 'int[]')})`,
        groups: [],
      };
    case 'brand':
      return { scope: `p.brand_id = ${params.add(row?.id ?? 0, 'int')}`, groups: narrow };
    case 'landing-page':
      return {
        scope: `p.id IN (SELECT product_id FROM landing_page_products WHERE landing_page_id = ${params.add(row?.id ?? 0, 'int')})`,
        groups: narrow,
      };
    case 'search':
      return { scope: 'true', groups: [] };
  }
}

/** The category the search is narrowed to, when exactly one known categoria token is active. */
function searchCategory(meta: CatalogMeta, tokens: readonly FilterToken[]): CategoryMeta | null {
  const ids = tokens.flatMap((t) => (t.kind === 'categoria' ? [t.categoryId] : []));
  return ids.length === 1 ? (meta.categories.get(ids[0] ?? 0) ?? null) : null;
}

export async function productListing(ctx: AppContext, kind: ListingKind, query: ProductListingQuery): Promise<Listing> {
  const tokens = parseTokens(query.filtro);
  if (kind !== 'search' && tokens.some((t) => t.kind === 'categoria')) {
    const message = 'O filtro categoria só vale na busca; nas outras listagens a categoria faz parte do endereço.';
    throw badRequest(`Parâmetros inválidos (filtro: ${message})`, { filtro: message });
  }
  const version = await catalogVersion(ctx.db);
  const meta = await catalogMeta(ctx.db, version);
  const subject = await resolveSubject(ctx.db, meta, kind, query.url ?? '/busca');
  if (!subject) throw notFound();
  const texto = query.busca?.trim() ?? '';
  const search = texto ? await cachedAnalysis(ctx.db, version, texto) : null;
  const defaultOrder: Order = search ? 'relevancia' : 'popularidade';
  const order: Order = query.order === 'relevancia' && !search ? 'popularidade' : (query.order ?? defaultOrder);
  const facets = query.facetas !== false;
  const suggestion = !facets && search !== null && search.match !== '' && tokens.length === 0 && order === 'relevancia';
  // A search in relevance order whose matches were ranked before reads them by id (006 "Caches"); else its first
  // listing in relevance order ranks them all and keeps them. Other orders match again: on narrow product rows the
  // full-text match costs less than joining every ranked id (migration 011).
  const ranked =
    (search?.match && !suggestion && order === 'relevancia' && cachedRankedIds(ctx.db, version, search)) || null;
  const collectRanked = !!search?.match && !suggestion && ranked === null && order === 'relevancia';

  const current = kind === 'search' ? searchCategory(meta, tokens) : subject.category;
  const parent = current?.parentId != null ? (meta.categories.get(current.parentId) ?? null) : null;
  const siblingCategories =
    kind === 'category' && current ? (parent ? parent.children : meta.roots).filter((id) => id !== current.id) : [];

  const now = ctx.now();
  // Each statement gets its own parameters.
  const plan = (facets: boolean): ListingPlan => {
    const params = new Params();
    const { scope, groups: narrow } = scopeOf(subject, params, meta);
    const groups = [...narrow, ...buildGroups(tokens, meta, params)];
    const where = search && !ranked ? `${scope} AND ${searchScope(params, search)}` : scope;
    const { offset, limit } = query;
    return {
      params,
      now,
      scope: where,
      groups,
      order,
      rank: search?.rank || null,
      sku: search?.sku ?? null,
      ranked,
      collectRanked,
      offset,
      limit,
      facets,
    };
  };
  const filterSet = [...new Set(tokens.map((t) => t.token))].sort().join('\u0000');
  const facetKey = `${kind}:${subject.row?.id ?? 0}:${subject.category?.id ?? 0}:${search ? searchKey(search) : ''}:${filterSet}`;
  const rows = await listingRows(ctx.db, plan, {
    facets,
    suggestion,
    version,
    facetKey,
    pageKey: `${facetKey}:${order}:${query.offset}:${query.limit}`,
    // Ranked ids are only read in relevance order.
    rankedPage: ranked && tokens.length === 0 ? ranked : null,
    search,
    offset: query.offset,
    limit: query.limit,
  });
  if (offsetBeyond(query.offset, rows.total)) throw notFound('Página além do fim da listagem.');
  // A category's siblings lie outside its products: they are linked without the filters and show the catalogue's
  // own (cached) counts — counting them under the filters means reading the rest of the catalogue (005).
  const siblings = siblingCategories.length ? await productsPerCategory(ctx.db, version) : null;
  const produtos = await productCards(ctx.db, rows.ids, await ctx.pricing.get(version), ctx.now());

  const state: PageState = {
    busca: search ? search.texto : null,
    filtros: tokens.map((t) => t.token),
    order: order === defaultOrder ? null : order,
    ipp: query.limit !== DEFAULT_ITEMS_PER_PAGE && isItemsPerPage(query.limit) ? query.limit : null,
    s5: query.s5 ?? null,
  };
  const categoryPath = (c: CategoryMeta | null) =>
    kind === 'category' ? (c?.rota ?? '/') : `${subject.base}${c?.rota ?? ''}`;
  const path = kind === 'search' ? '/busca' : categoryPath(current);
  const categoryRota = (c: CategoryMeta) =>
    kind === 'search'
      ? rota(path, {
          ...state,
          filtros: [...state.filtros.filter((t) => !isKind('categoria')(t)), categoryToken(c.id)],
        })
      : rota(categoryPath(c), state);
  const orders = search ? (['relevancia', ...PRODUCT_ORDERS] as Order[]) : PRODUCT_ORDERS;

  const detalhes = buildDetails(
    {
      meta,
      state,
      path,
      order,
      defaultOrder,
      limit: query.limit,
      categoryRota,
      current,
      rows,
      siblings: siblings && { counts: siblings, rota: (c: CategoryMeta) => rota(c.rota, { ...state, filtros: [] }) },
    },
    orders,
  );
  const withoutSearch: PageState = { ...state, busca: null, order: order === 'relevancia' ? null : state.order };
  // The category chip leads to the parent category with the other choices kept; a top category's leads home, which
  // reads no listing choice (issue 39: never `/?filtro=…`).
  const withoutCategory =
    kind !== 'category' ? rota(subject.base, state) : parent ? rota(parent.rota, state) : HOME_PATH;
  const chips = buildChips({
    meta,
    tokens,
    state,
    path,
    category: kind !== 'search' && current ? { label: current.nome, rota: withoutCategory } : null,
    busca: search ? { label: search.texto, rota: kind === 'search' ? '/' : rota(path, withoutSearch) } : null,
  });
  // B§2.3: 'Limpar filtros' goes to the previous category or /; on search it clears every other query parameter but
  // keeps the search words (issue 25: clearing the filters is not clearing the search).
  const searchOnly: PageState = { busca: state.busca, filtros: [], order: null, ipp: null, s5: null };
  const rotaLimparFiltros =
    kind === 'search' ? rota(path, searchOnly) : kind === 'category' ? (parent?.rota ?? HOME_PATH) : subject.base;

  return {
    estrutura: structure(meta, subject, current, search),
    conteudo: {
      ...subjectContent(subject, current),
      busca: search ? { texto: search.texto, corrigido: search.corrigido } : null,
      produtos,
      listas: [],
    },
    detalhes,
    info: {
      total: rows.total,
      exibindo: produtos.length,
      offset: query.offset,
      limit: query.limit,
      filtros: chips,
      rotaLimparFiltros,
      rotaPagina: rota(path, state),
    },
  };
}
