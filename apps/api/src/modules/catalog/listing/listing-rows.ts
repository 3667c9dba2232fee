/**
 * Which statement answers a listing (docs/decisions/006-search.md "Performance"): the full listing statement; the
 * page and total only, with cached unfiltered facets (no filter, no search); or the suggestion statement
 * (`facetas=false` search with relevance order and no filter).
 */
import type { Queryable } from '../../../db/client';
import type { AnalyzedSearch } from '../search/analyze';
import { runSuggestions } from '../search/suggest-sql';
import { facetsOf, unfilteredFacets } from './facet-cache';
import { type ListingPlan, type ListingRows, runListing } from './listing-sql';

export interface RowsStrategy {
  facets: boolean;
  suggestion: boolean;
  /** The listing's key when its facets depend only on the catalogue (no filter, no search); else null. */
  cacheKey: string | null;
  search: AnalyzedSearch | null;
  offset: number;
  limit: number;
}

const EMPTY_FACETS = {
  categories: [],
  filterValues: [],
  attributeValues: [],
  priceHistogram: [],
  discounts: {},
} satisfies Omit<ListingRows, 'total' | 'ids'>;

export async function listingRows(
  db: Queryable,
  plan: (facets: boolean) => ListingPlan,
  how: RowsStrategy,
): Promise<ListingRows> {
  if (how.suggestion && how.search) {
    const { match, rank, sku } = how.search;
    const page = await runSuggestions(db, { match, rank, sku, offset: how.offset, limit: how.limit });
    return { ...page, ...EMPTY_FACETS };
  }
  if (!how.facets || how.cacheKey === null) return runListing(db, plan(how.facets));
  const loaded: { rows?: ListingRows } = {};
  const facets = await unfilteredFacets(db, how.cacheKey, async () => {
    loaded.rows = await runListing(db, plan(true));
    return facetsOf(loaded.rows);
  });
  if (loaded.rows) return loaded.rows;
  const page = await runListing(db, plan(false));
  return { ...page, ...facets };
}
