import { clock } from './clock';

/** A tiny time-limited cache (used for settings and menus, the same for every visitor). */
export type TtlCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
};

export function createTtlCache<T>(ttlMs: number, now: () => number = () => clock.now()): TtlCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.set(key, { value, expires: now() + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
