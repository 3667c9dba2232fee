import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/** Whether a media query matches; `serverValue` is used for the server HTML and hydration. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/**
 * Calls `onChange(matches)` once the component is on the page and each time the media query's match changes: for a
 * media query that only steers effects, not what is drawn, so no render follows hydration (decision 045).
 */
export function useMediaChange(query: string, onChange: (matches: boolean) => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    const list = window.matchMedia(query);
    const tell = () => changed(list.matches);
    tell();
    list.addEventListener('change', tell);
    return () => list.removeEventListener('change', tell);
  }, [query]);
}
