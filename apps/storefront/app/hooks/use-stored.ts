import { useSyncExternalStore } from 'react';

/**
 * The one way the storefront keeps something in the browser's storage (localStorage) and lets components follow it:
 * the listing's grid or list view (B§2.3), the design version's `home` flag (B§4) and the main menu's stored copy
 * (B§7). Storage may be refused (private mode, a policy) or full: reading then finds nothing and writing keeps the
 * value for this visit only; on the server there is no storage and a stored value is its server value.
 */

/** The browser's storage, or null where there is none or it is refused. */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored text under `key`; null when there is none or storage is refused. */
export function readStored(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when storage is refused or full. */
export function writeStored(key: string, value: string): boolean {
  try {
    const storage = browserStorage();
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

/** Whether the browser lets this page store anything. */
export const canStore = (): boolean => browserStorage() !== null;

export type StoredValue<T> = {
  /** The value, followed: a component re-renders when this tab keeps a new one or another tab writes the key. */
  use: () => T;
  /** Keeps `value` (stored as `raw`, for this visit only when storage refuses it) and tells every follower. */
  set: (value: T, raw: string) => void;
};

/**
 * A value read from the storage under `key` (`read` gets the stored text, null when there is none) and kept as last
 * read: every card of a listing asks for the design version, and reading the storage for each cost a listing's
 * hydration ≈ 5 ms. Another tab's write (the `storage` event) drops the kept value before any follower hears of it.
 */
export function storedValue<T>(key: string, read: (stored: string | null) => T, serverValue: T): StoredValue<T> {
  let kept: { value: T } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== key) return;
      kept = null;
      notify();
    });
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => (kept ??= { value: read(readStored(key)) }).value;
  return {
    use: () => useSyncExternalStore(subscribe, snapshot, () => serverValue),
    set: (value, raw) => {
      writeStored(key, raw);
      kept = { value };
      notify();
    },
  };
}
