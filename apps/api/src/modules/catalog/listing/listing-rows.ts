/**
 * Which statement answers a listing (docs/decisions/006-search.md "Performance", "Caches"): the suggestion
 * statement (`facetas=false` search with relevance order and no filter; its pages are cached); the full listing statement when the
 * listing's facets are not cached; else the cached facets and total with the page only — read from the cached
 * ranked ids of a search in relevance order with no filter, without any statement, or from the page's own cached
 * ids (decision 029), or by the page statement.
 */
import type { Queryable } from '../../../db/client';
import type { AnalyzedSearch } from '../search/analyze';
import { cachedSuggestions, keepRankedIds } from '../search/search-cache';
import { cachedFacets, cachedPage, facetsOf } from './facet-cache';
import { type ListingPlan, type ListingRows, runListing } from './listing-sql';

export interface RowsStrategy {
  facets: boolean;
  suggestion: boolean;
  /** Catalogue version (facet cache). */
  version: string;
  /** The listing's facet key: subject, search and filter set (never order or page). */
  facetKey: string;
  /** The page's key: the facet key with the order, offset and limit. */
  pageKey: string;
  search: AnalyzedSearch | null;
  /** The search's cached ranked ids when its page is a slice of them (relevance order, no filter); else null. */
  rankedPage: readonly number[] | null;
  offset: number;
  limit: number;
}

const EMPTY_FACETS = {
  categories: [],
  filterValues: [],
  attributeValues: [],
  priceHistogram: [],
  discounts: {},
  ranked: null,
} satisfies Omit<ListingRows, 'total' | 'ids'>;

export async function listingRows(
  db: Queryable,
  plan: (facets: boolean) => ListingPlan,
  how: RowsStrategy,
): Promise<ListingRows> {
  if (how.suggestion && how.search) {
    const page = await cachedSuggestions(db, how.version, how.search, how.offset, how.limit);
    return { ...page, ...EMPTY_FACETS };
  }
  const run = async (facets: boolean, total = true) => {
    const rows = await runListing(db, { ...plan(facets), total });
    // A search listed in relevance order ranked every match: keep them for its next requests.
    if (rows.ranked && how.search) keepRankedIds(db, how.version, how.search, rows.ranked);
    return rows;
  };
  if (!how.facets) return run(false);
  const loaded: { rows?: ListingRows } = {};
  const facets = await cachedFacets(db, how.version, how.facetKey, async () => {
    loaded.rows = await run(true);
    return facetsOf(loaded.rows);
  });
  if (loaded.rows) return loaded.rows;
  if (how.rankedPage) {
    const ids = how.rankedPage.slice(how.offset, how.offset + how.limit);
    return { ...facets, ids, ranked: null };
  }
  // The total came with the facets: only the page's ids are read (or taken from the cache).
  const ids = await cachedPage(db, how.version, how.pageKey, async () => ({ ids: (await run(false, false)).ids }));
  return { ...facets, ids: ids.ids, ranked: null };
}
