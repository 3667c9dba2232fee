import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** True once the first hydration's effects have run: a part mounted after that has no server markup to match. */
let settled = false;
const subscribeNothing = () => () => {};
const isSettled = () => settled;
const onServer = () => false;

/**
 * False on the server and while hydrating, true once React runs in the browser (forms switch to fetchers).
 *
 * After hydration the parts that follow it turn true in one transition, which React renders in slices: a browser
 * value that differs from the server's in `useSyncExternalStore` makes React render its component again at once, in
 * one task (a product page's header and page body: a long task of 80–120 ms on a phone, decision 045). A part mounted
 * after hydration (a client-side navigation, a part whose code arrived) is true from its first render.
 */
export function useHydrated(): boolean {
  // While hydrating React reads the server's value; afterwards `settled`. It turns only after every effect of the
  // first hydration has read it (a microtask after them), so none of them sees a difference to re-render for.
  const mountedAfter = useSyncExternalStore(subscribeNothing, isSettled, onServer);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!settled) queueMicrotask(markSettled);
    if (!mountedAfter) startTransition(() => setHydrated(true));
  }, [mountedAfter]);
  return mountedAfter || hydrated;
}

/**
 * Rendered beside the router by entry.client.tsx: once the switch above has been committed for every part that
 * hydrated (one transition), the document says so with `data-hydrated` on <html> (end-to-end tests wait for it; no
 * style reads it, so setting it costs the browser no style work).
 */
export function HydrationMark(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return null;
}

function markSettled() {
  settled = true;
}

/**
 * `useSyncExternalStore` for a value the browser knows and the server does not (storage, a cookie, a media query):
 * the server's value while hydrating and until the hydrated switch (a transition), then the browser's, followed as
 * it changes. Read directly, the browser's value would make React render the component again at once after
 * hydration, in one long task.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, server: () => T): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? read : server, server);
}
