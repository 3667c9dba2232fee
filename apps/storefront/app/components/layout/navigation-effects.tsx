import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { gclidReloadTarget } from '../../lib/navigation/gclid';

/** B§2.1: scroll resets to the top on every path change; the gclid rule forces a full load. */
export function NavigationEffects() {
  const location = useLocation();
  const previous = useRef({ pathname: location.pathname, search: location.search });

  useEffect(() => {
    const target = gclidReloadTarget(previous.current, location);
    const pathChanged = previous.current.pathname !== location.pathname;
    previous.current = { pathname: location.pathname, search: location.search };
    if (target !== null) {
      window.location.assign(target);
      return;
    }
    if (pathChanged) window.scrollTo(0, 0);
  }, [location]);

  return null;
}
