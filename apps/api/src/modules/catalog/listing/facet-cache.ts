/**
 * Facet counts of a listing with no filter and no search depend only on the catalogue (category subtree, brand or
 * landing page), so they are cached for a short while per database and listing, like the sibling counts (005).
 * Only the page and the total are then read per request. Catalogue-wide data only, never per shopper.
 */
import type { Queryable } from '../../../db/client';
import { ttlCache } from '../../../lib/ttl-cache';
import type { ListingRows } from './listing-sql';

export type Facets = Omit<ListingRows, 'total' | 'ids'>;

const FACET_TTL_MS = 30_000;
/** Listings kept per database (category paths, brands, landing pages and their category narrowing). */
const MAX_ENTRIES = 500;

type Cache = ReturnType<typeof ttlCache<Facets>>;
const caches = new WeakMap<Queryable, Map<string, Cache>>();

/** The cached unfiltered facets of the listing `key`; `load` computes them on a miss. */
export function unfilteredFacets(db: Queryable, key: string, load: () => Promise<Facets>): Promise<Facets> {
  let perDb = caches.get(db);
  if (!perDb) {
    perDb = new Map();
    caches.set(db, perDb);
  }
  let cache = perDb.get(key);
  if (!cache) {
    if (perDb.size >= MAX_ENTRIES) perDb.clear();
    cache = ttlCache(FACET_TTL_MS, load);
    perDb.set(key, cache);
  }
  return cache.get();
}

export function facetsOf(rows: ListingRows): Facets {
  return {
    categories: rows.categories,
    filterValues: rows.filterValues,
    attributeValues: rows.attributeValues,
    priceHistogram: rows.priceHistogram,
    discounts: rows.discounts,
  };
}
