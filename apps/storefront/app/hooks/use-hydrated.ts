import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating, true once React runs in the browser (forms switch to fetchers). Every
 * reader is drawn again, at once, right after hydration (its browser value differs from the server's): read it in
 * the smallest component that shows the difference (decision 045).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Whether this component was first drawn in the browser after hydration (a client-side navigation), not over the
 * server's markup — fixed at its first render, and without `useHydrated`'s render again after hydration: React reads
 * the server value while hydrating and the browser value otherwise, then compares the browser value with what it drew
 * once the commit is done; the browser value is made what was drawn before that comparison (a layout effect runs
 * first), so it never differs.
 */
export function useMountedAfterHydration(): boolean {
  // The browser value until the first commit, what was drawn after it.
  const drawn = useRef<boolean | null>(null);
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => drawn.current ?? true,
    () => false,
  );
  useLayoutEffect(() => {
    drawn.current = mounted;
  }, [mounted]);
  return mounted;
}
