/**
 * A bounded per-process cache of catalogue-derived answers (docs/decisions/006-search.md "Caches"). An entry is
 * served only while it is younger than `ttlMs` **and** was computed under the current catalogue version (the
 * `catalog_version` row, bumped by triggers on every catalogue write); otherwise it is loaded again. The least
 * recently used entries are dropped past `maxEntries` entries or `maxWeight` total weight (e.g. ids held). A failed
 * load is not kept; concurrent requests for one key share one load. Catalogue-wide data only, never per shopper.
 */
export interface VersionedCacheOptions<T> {
  ttlMs: number;
  maxEntries: number;
  /** Bound on the summed weight of the entries (default: the number of entries). */
  maxWeight?: number;
  weight?: (value: T) => number;
  /** The clock (tests). */
  now?: () => number;
}

interface Entry<T> {
  version: string;
  expires: number;
  value: Promise<T>;
  weight: number;
}

export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private totalWeight = 0;

  constructor(private readonly options: VersionedCacheOptions<T>) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` under catalogue `version`, from the cache or from `load`. */
  get(version: string, key: string, load: () => Promise<T>): Promise<T> {
    return this.peek(version, key) ?? this.put(version, key, load());
  }

  /** The cached value of `key` under catalogue `version`, if fresh; never loads. */
  peek(version: string, key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.version === version && this.now() < hit.expires) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.remove(key, hit);
    return undefined;
  }

  /** Keeps `value` (a loaded value, or a load in flight) as `key` under catalogue `version`. */
  put(version: string, key: string, value: T | Promise<T>): Promise<T> {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const entry: Entry<T> = {
      version,
      expires: this.now() + this.options.ttlMs,
      value: Promise.resolve(value),
      weight: 1,
    };
    this.entries.set(key, entry);
    this.totalWeight += entry.weight;
    entry.value.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        const weight = this.options.weight?.(loaded) ?? 1;
        this.totalWeight += weight - entry.weight;
        entry.weight = weight;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    this.evict();
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  private evict(): void {
    const maxWeight = this.options.maxWeight ?? Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.totalWeight <= maxWeight) return;
      // Keep at least the newest entry, even when it alone weighs more than the bound.
      if (this.entries.size === 1) return;
      this.remove(key, entry);
    }
  }
}

/** One cache per database (tests and benches open several). */
export function perDatabase<K extends object, T>(make: () => VersionedCache<T>): (db: K) => VersionedCache<T> {
  const caches = new WeakMap<K, VersionedCache<T>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = make();
      caches.set(db, cache);
    }
    return cache;
  };
}
