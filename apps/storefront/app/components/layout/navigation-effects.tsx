import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { gclidReloadTarget } from '../../lib/navigation/gclid';

/**
 * B§2.1: scroll resets to the top on every path change; after an address with gclid the next navigation is one full
 * load of its target: the client navigation is stopped before anything of it runs (no loader call, no render).
 */
export function NavigationEffects() {
  const location = useLocation();
  const previous = useRef(location.pathname);
  const hasGclid = new URLSearchParams(location.search).has('gclid');

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

  useEffect(() => {
    if (previous.current !== location.pathname) window.scrollTo(0, 0);
    previous.current = location.pathname;
  }, [location.pathname]);

  return null;
}
