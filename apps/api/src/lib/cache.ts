/**
 * The Store API's one cache (docs/decisions/012-caches.md): catalogue-derived answers — the same for every shopper —
 * kept per process and database on `lru-cache`, under the **catalogue version** (migrations 010 and 015: bumped by
 * triggers on every write a cached answer can see). An answer is served only under the version it was computed
 * under, so a catalogue write is seen on the next request by every process; the TTL bounds what no write signals
 * (a scheduled price window opening or closing) unless the caller checks it with `fresh`. Least recently used
 * entries go past `maxEntries` (or past `maxSize`, measured by `size`); concurrent misses of one key share one load;
 * a failed load is not kept.
 */
import { LRUCache } from 'lru-cache';

interface CatalogCacheOptions<T> {
  ttlMs: number;
  maxEntries: number;
  /** Bound on the summed `size` of the entries (e.g. ids held); an entry larger than it is not kept. */
  maxSize?: number;
  size?: (value: T) => number;
  /** The clock, in milliseconds (tests); read on every lookup. */
  now?: () => number;
}

interface CatalogCache<T> {
  /**
   * The value of `key` under catalogue `version`: cached, or loaded by `load` (and kept). A cached value that
   * `fresh` rejects (e.g. one whose time window has passed) is dropped and loaded again.
   */
  get(db: object, version: string, key: string, load: () => Promise<T>, fresh?: (value: T) => boolean): Promise<T>;
  /** The cached value of `key` under `version`, if any; never loads. */
  peek(db: object, version: string, key: string): T | undefined;
  /** Keeps `value` as `key` under `version` (a by-product of other work). */
  set(db: object, version: string, key: string, value: T): void;
}

type Load<T> = () => Promise<T>;

/** The entries of one database, all computed under one catalogue version. */
interface Generation<T extends object> {
  version: bigint;
  entries: LRUCache<string, T, Load<T>>;
}

export function catalogCache<T extends object>(options: CatalogCacheOptions<T>): CatalogCache<T> {
  const generations = new WeakMap<object, Generation<T>>();
  const create = () =>
    new LRUCache<string, T, Load<T>>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      ...(options.maxSize !== undefined && {
        maxSize: options.maxSize,
        sizeCalculation: (value: T) => Math.max(1, options.size?.(value) ?? 1),
      }),
      ...(options.now && { perf: { now: options.now }, ttlResolution: 0 }),
      fetchMethod: (_key, _stale, { context }) => context(),
      // An entry dropped while it loads (evicted, or its generation left behind) still answers its callers.
      ignoreFetchAbort: true,
    });

  /**
   * The entries under `version`, or null when a newer version was seen already (this request read the version
   * before a write: answer it, keep nothing). A newer version starts an empty generation; the old one is dropped
   * whole, its loads in flight still answering their callers.
   */
  const entriesOf = (db: object, version: string): LRUCache<string, T, Load<T>> | null => {
    const v = BigInt(version);
    const current = generations.get(db);
    if (current && current.version === v) return current.entries;
    if (current && current.version > v) return null;
    const next = { version: v, entries: create() };
    generations.set(db, next);
    return next.entries;
  };

  return {
    async get(db, version, key, load, fresh) {
      const entries = entriesOf(db, version);
      if (!entries) return load();
      if (fresh) {
        const cached = entries.get(key);
        if (cached !== undefined && !fresh(cached)) entries.delete(key);
      }
      const value = await entries.fetch(key, { context: load });
      // fetchMethod never answers undefined: a load resolves to a value or rejects.
      return value as T;
    },
    peek(db, version, key) {
      return entriesOf(db, version)?.get(key);
    },
    set(db, version, key, value) {
      entriesOf(db, version)?.set(key, value);
    },
  };
}
