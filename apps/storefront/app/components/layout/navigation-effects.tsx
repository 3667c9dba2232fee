import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigation, type BlockerFunction } from 'react-router';
import { gclidReloadTarget } from '../../lib/navigation/gclid';
import { markFirstPageHydrated } from '../../lib/ui/client-navigation';

/**
 * While a client navigation loads, the page it leaves stays on screen under a thin progress bar (a product opened
 * from a listing: the listing stays until the product arrives); B§2.1: scroll resets to the top on every path change; after an address with gclid the next navigation is one full
 * load of its target: the client navigation is stopped before anything of it runs (no loader call, no render). Its
 * first commit marks the first page hydrated: a page module evaluated after that came with a client navigation.
 */
export function NavigationEffects() {
  const location = useLocation();
  const previous = useRef(location.pathname);
  const hasGclid = new URLSearchParams(location.search).has('gclid');
  const loading = useNavigation().state === 'loading';

  const stopsForGclid = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => gclidReloadTarget(currentLocation, nextLocation) !== null,
    [],
  );
  const blocker = useBlocker(hasGclid ? stopsForGclid : false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const target = gclidReloadTarget(location, blocker.location);
    if (target !== null) window.location.assign(target);
  }, [blocker, location]);

  useEffect(markFirstPageHydrated, []);

  useEffect(() => {
    if (previous.current !== location.pathname) window.scrollTo(0, 0);
    previous.current = location.pathname;
  }, [location.pathname]);

  return loading ? (
    <div
      role="progressbar"
      aria-label="Carregando a página"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-500"
    />
  ) : null;
}
