import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import {
  HOME_V1_COOKIE,
  HOME_V1_KEY,
  storedHomeFlag,
  isDesignVersion,
  resolveDesignVersion,
  storesHomeV1,
  type DesignVersion,
} from '../lib/navigation/design-version';
import { useHydrated } from './use-hydrated';

const KEPT_EVENT = 'vitrine:versao';

/**
 * The stored flag as last read. Every card of a page asks for the design version ('Ver detalhes' in s5), and reading
 * the storage and the cookie string for each cost a listing's hydration ≈ 5 ms; it changes only when this tab keeps
 * it (KEPT_EVENT) or another tab writes the storage ('storage'). Those drop the kept value before any subscriber
 * hears of them (these listeners are the window's first).
 */
let kept: string | null = null;
if (typeof window !== 'undefined') {
  const drop = () => {
    kept = null;
  };
  window.addEventListener(KEPT_EVENT, drop);
  window.addEventListener('storage', drop);
}
const subscribe = (notify: () => void) => {
  window.addEventListener(KEPT_EVENT, notify);
  window.addEventListener('storage', notify);
  return () => {
    window.removeEventListener(KEPT_EVENT, notify);
    window.removeEventListener('storage', notify);
  };
};

function storedHome(): string | null {
  try {
    return window.localStorage.getItem(HOME_V1_KEY);
  } catch {
    return null; // storage refused (private mode, policy): the cookie alone keeps home=1
  }
}

/** The stored `home` flag: the browser's storage, else its cookie. */
const homeSnapshot = () => (kept ??= storedHome() ?? storedHomeFlag(document.cookie) ?? '');

/**
 * The page's design version (B§4, decision 018). The server resolves it from the query and the stored `home=1`
 * (its cookie); once hydrated the browser also reads the hash and the storage, and follows client navigations:
 * an address without a version is the default version (or v1 with `home=1` stored).
 */
export function useDesignVersion(): DesignVersion {
  const root = useRouteLoaderData('root') as { designVersion?: unknown } | undefined;
  const fromServer: DesignVersion = isDesignVersion(root?.designVersion) ? root.designVersion : 'default';
  const { search, hash } = useLocation();
  const hydrated = useHydrated();
  const home = useSyncExternalStore(subscribe, homeSnapshot, () => '');
  const resolved = useMemo(
    () => resolveDesignVersion({ search: new URLSearchParams(search), hash, home: home || null }),
    [search, hash, home],
  );
  return hydrated ? resolved : fromServer;
}

/**
 * B§4: `v=1` stores `home=1` in the browser's storage and in its cookie (so the server's first HTML is v1 too); a
 * flag stored before the cookie existed gets it as well.
 */
export function useKeepDesignVersion() {
  const { search } = useLocation();
  useEffect(() => {
    const asks = storesHomeV1(new URLSearchParams(search));
    const stored = storedHome() === '1';
    if (!asks && !stored) return;
    if (storedHomeFlag(document.cookie) !== '1') document.cookie = HOME_V1_COOKIE;
    if (stored) return;
    try {
      window.localStorage.setItem(HOME_V1_KEY, '1');
    } catch {
      // storage refused: the cookie keeps home=1
    }
    window.dispatchEvent(new Event(KEPT_EVENT));
  }, [search]);
}

/** B§4 / T§4: 'Ver detalhes' instead of 'Comprar' when the product's flag (versaoS5) or the page's version s5 says so. */
export function useSeeDetails(flag = false): boolean {
  return useDesignVersion() === 's5' || flag;
}
