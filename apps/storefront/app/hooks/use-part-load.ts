import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * B§8, T§8: a part of the page the browser asks for after the page has loaded (the mega menu's banner and levels,
 * search suggestions, the home's second fold, shipping) is fetched here, never through the router: a failed call
 * (a 5xx, an unreadable answer, the network gone) gives `null` and the part shows its own empty or error state,
 * never the route's error page. An answer of the storefront's own refusal (4xx with its JSON) is read as data.
 */
export function fetchPart<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  return fetch(url, { signal, headers: { accept: 'application/json' } })
    .then((response) =>
      response.status < 500 && (response.headers.get('content-type') ?? '').includes('json')
        ? (response.json() as Promise<T>)
        : null,
    )
    .catch(() => null);
}

export type PartLoad<T> = {
  /** idle before the first load; failed when the last call failed (data is then null). */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The last answer; kept while the next one loads. */
  data: T | null;
};

/**
 * A part's load as state: `load(url)` replaces any load still under way (its answer is dropped); an unmounted part
 * drops its answer too.
 */
export function usePartLoad<T>() {
  const [state, setState] = useState<PartLoad<T>>({ status: 'idle', data: null });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  const load = useCallback((url: string) => {
    current.current?.abort();
    const own = new AbortController();
    current.current = own;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    void fetchPart<T>(url, own.signal).then((data) => {
      if (own.signal.aborted) return;
      setState(data === null ? { status: 'failed', data: null } : { status: 'loaded', data });
    });
  }, []);
  return { ...state, load };
}
