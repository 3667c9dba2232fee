/**
 * Cached search work (lib/cache.ts; docs/decisions/006-search.md "Caches"), per process and database, keyed by the
 * catalogue version: the word analysis of a text (corrections, completion) and the ranked ids of a search — every
 * matching active product in relevance order (exact SKU, then `ts_rank` over the ranking vector, popularity, id).
 * Ranking reads every match's row, the dominant cost of a broad search; with the ranked ids the next page or a
 * filter of the same search in relevance order reads its products by id (an index-only scan), and a page without a
 * filter is a slice.
 */
import type { Queryable } from '../../../db/client';
import { catalogCache } from '../../../lib/cache';
import { type AnalyzedSearch, analyzeSearch } from './analyze';
import { runSuggestions } from './suggest-sql';

/** Freshness bound on top of the catalogue version. */
const SEARCH_CACHE_TTL_MS = 60_000;
/** Texts whose analysis is kept. */
const MAX_TEXTS = 2_000;
/** Searches whose ranked ids are kept, and the ids kept in all (about 8 MB). */
const MAX_SEARCHES = 500;
const MAX_RANKED_IDS = 1_000_000;

const analyses = catalogCache<AnalyzedSearch>({ ttlMs: SEARCH_CACHE_TTL_MS, maxEntries: MAX_TEXTS });
/** Suggestion pages kept (text × offset × limit). */
const MAX_SUGGESTIONS = 2_000;

const suggestionPages = catalogCache<{ total: number; ids: number[] }>({
  ttlMs: SEARCH_CACHE_TTL_MS,
  maxEntries: MAX_SUGGESTIONS,
});
/** A search matching more than MAX_RANKED_IDS products is answered, not kept. */
const rankings = catalogCache<number[]>({
  ttlMs: SEARCH_CACHE_TTL_MS,
  maxEntries: MAX_SEARCHES,
  maxSize: MAX_RANKED_IDS,
  size: (ids) => ids.length,
});

export function cachedAnalysis(
  db: Queryable,
  version: string,
  text: string,
  prefixLast = true,
): Promise<AnalyzedSearch> {
  const texto = text.trim();
  return analyses.get(db, version, `${prefixLast ? 'p' : 'w'}:${texto}`, () => analyzeSearch(db, texto, prefixLast));
}

/** A key for what a search matches and how it ranks. */
export const searchKey = (search: AnalyzedSearch) => `${search.match}\u0000${search.rank}\u0000${search.sku}`;

/**
 * The cached ranked ids of a search (every active product it matches, in relevance order), if any. They are put
 * there by the first listing of the search in relevance order, which ranks every match anyway (listing-sql.ts).
 */
export function cachedRankedIds(db: Queryable, version: string, search: AnalyzedSearch): number[] | undefined {
  return rankings.peek(db, version, searchKey(search));
}

export function keepRankedIds(db: Queryable, version: string, search: AnalyzedSearch, ids: number[]): void {
  rankings.set(db, version, searchKey(search), ids);
}

/** A page of suggestion mode (search/suggest-sql.ts), cached like the rest of a search. */
export function cachedSuggestions(
  db: Queryable,
  version: string,
  search: AnalyzedSearch,
  offset: number,
  limit: number,
): Promise<{ total: number; ids: number[] }> {
  const { match, rank, sku } = search;
  return suggestionPages.get(db, version, `${searchKey(search)}\u0000${offset}\u0000${limit}`, () =>
    runSuggestions(db, { match, rank, sku, offset, limit }),
  );
}
