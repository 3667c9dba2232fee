/** Memoises an async loader for `ttlMs`; a failed load is not kept. Catalogue-wide data only (never per shopper). */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: Promise<T> | undefined;
  let expires = 0;
  return {
    get() {
      const now = Date.now();
      if (!value || now >= expires) {
        expires = now + ttlMs;
        value = load();
        value.catch(() => {
          value = undefined;
        });
      }
      return value;
    },
    clear() {
      value = undefined;
    },
  };
}
