import { LRUCache } from 'lru-cache';
import { clock } from '../../lib/clock';

/**
 * The storefront's one cache (docs/decisions/012-caches.md): Store API answers that are the same for every visitor
 * (settings, menus), kept `ttlMs` per key on lru-cache, least recently used dropped past `maxEntries`.
 */
export type SharedCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
};

const MAX_ENTRIES = 500;

export function createSharedCache<T>(
  ttlMs: number,
  now: () => number = () => clock.now(),
  maxEntries = MAX_ENTRIES,
): SharedCache<T> {
  // Boxed: lru-cache keeps objects only, and an answer may be any value.
  const entries = new LRUCache<string, { value: T }>({ max: maxEntries, ttl: ttlMs, perf: { now }, ttlResolution: 0 });
  return {
    get: (key) => entries.get(key)?.value,
    set: (key, value) => void entries.set(key, { value }),
    clear: () => entries.clear(),
  };
}
