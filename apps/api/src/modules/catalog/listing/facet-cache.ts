/**
 * Facet counts of a listing depend only on the catalogue and on the listing's subject, search and filter set, not
 * on its order or page, so they are cached per process and database for a short while under the catalogue
 * version (lib/cache.ts; docs/decisions/006-search.md "Caches"): a catalogue write is seen on the next request, and
 * the TTL bounds the one time-dependent input (a scheduled price whose window opens or closes). The total goes with
 * them (it too depends on the filter set only); only the page is then read per request. Catalogue-wide data only,
 * never per shopper.
 */
import type { Queryable } from '../../../db/client';
import { catalogCache } from '../../../lib/cache';
import type { ListingRows } from './listing-sql';

/** The facet counts and the total: both depend on the subject, search and filter set only. */
export type Facets = Omit<ListingRows, 'ids' | 'ranked'>;

const FACET_TTL_MS = 30_000;
/** Listings kept per database (subject × search × filter set). */
const MAX_ENTRIES = 1_000;

/** Pages kept per database (listing × order × page). */
const MAX_PAGES = 5_000;

const facetCache = catalogCache<Facets>({ ttlMs: FACET_TTL_MS, maxEntries: MAX_ENTRIES });

/**
 * A page's ids depend on the same inputs plus the order, offset and limit, and on the same one time-dependent input
 * (a scheduled price in the price order), so they are kept the same way, and as long (decision 029).
 */
const pageCache = catalogCache<{ ids: number[] }>({ ttlMs: FACET_TTL_MS, maxEntries: MAX_PAGES });

/** The cached facets of the listing `key` under catalogue `version`; `load` computes them on a miss. */
export function cachedFacets(
  db: Queryable,
  version: string,
  key: string,
  load: () => Promise<Facets>,
): Promise<Facets> {
  return facetCache.get(db, version, key, load);
}

export function facetsOf(rows: ListingRows): Facets {
  return {
    total: rows.total,
    categories: rows.categories,
    filterValues: rows.filterValues,
    attributeValues: rows.attributeValues,
    priceHistogram: rows.priceHistogram,
    discounts: rows.discounts,
  };
}

/** The cached ids of the page `key` under catalogue `version`; `load` reads them on a miss. */
export function cachedPage(
  db: Queryable,
  version: string,
  key: string,
  load: () => Promise<{ ids: number[] }>,
): Promise<{ ids: number[] }> {
  return pageCache.get(db, version, key, load);
}
