import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import {
  DESIGN_VERSION_COOKIE,
  HOME_V1_KEY,
  cookieValue,
  designVersionCookie,
  isDesignVersion,
  resolveDesignVersion,
  type DesignVersion,
} from '../lib/navigation/design-version';
import { useHydrated } from './use-hydrated';

/** What the visit keeps in the browser: the version cookie and the stored `home` flag. */
type Kept = { stored: string | null; home: string | null };

const KEPT_EVENT = 'vitrine:versao';
const subscribe = (notify: () => void) => {
  window.addEventListener(KEPT_EVENT, notify);
  return () => window.removeEventListener(KEPT_EVENT, notify);
};

function storedHome(): string | null {
  try {
    return window.localStorage.getItem(HOME_V1_KEY);
  } catch {
    return null; // storage refused (private mode, policy): the cookie alone keeps the visit's version
  }
}

const keptSnapshot = () => `${cookieValue(document.cookie, DESIGN_VERSION_COOKIE) ?? ''}|${storedHome() ?? ''}`;
const parseKept = (snapshot: string): Kept => {
  const [stored = '', home = ''] = snapshot.split('|');
  return { stored: stored || null, home: home || null };
};

/**
 * The page's design version (B§4, decision 018). The server resolves it from the query and the visit's cookie (root
 * loader); once hydrated the browser also reads the hash and the stored `home` flag, and follows client navigations.
 */
export function useDesignVersion(): DesignVersion {
  const root = useRouteLoaderData('root') as { designVersion?: unknown } | undefined;
  const fromServer: DesignVersion = isDesignVersion(root?.designVersion) ? root.designVersion : 'default';
  const { search, hash } = useLocation();
  const hydrated = useHydrated();
  const kept = useSyncExternalStore(subscribe, keptSnapshot, () => '');
  if (!hydrated) return fromServer;
  const { stored, home } = parseKept(kept);
  return resolveDesignVersion({ search: new URLSearchParams(search), hash, stored: stored ?? fromServer, home });
}

/** Keeps the version an address named for the rest of the visit (cookie; `v=1` also stores `home=1`). */
export function useKeepDesignVersion(version: DesignVersion) {
  const { search } = useLocation();
  useEffect(() => {
    if (version === 'default') return;
    if (version === 'v1' && new URLSearchParams(search).get('v') === '1') {
      try {
        window.localStorage.setItem(HOME_V1_KEY, '1');
      } catch {
        // storage refused: the cookie below keeps v1 for the visit
      }
    }
    if (cookieValue(document.cookie, DESIGN_VERSION_COOKIE) !== version) {
      document.cookie = designVersionCookie(version);
      window.dispatchEvent(new Event(KEPT_EVENT));
    }
  }, [version, search]);
}

/** B§4 / T§4: 'Ver detalhes' instead of 'Comprar' when the product's flag (versaoS5) or the page's version s5 says so. */
export function useSeeDetails(flag = false): boolean {
  return useDesignVersion() === 's5' || flag;
}
