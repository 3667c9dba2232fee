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
import { readStored, storedValue } from './use-stored';

/** B§4: the stored `home` flag, the browser's storage, else its cookie ('' when neither has it). */
const homeFlag = storedValue(HOME_V1_KEY, (stored) => stored ?? storedHomeFlag(document.cookie) ?? '', '');

/**
 * The page's design version (B§4, decision 018). The server resolves it from the query and the stored `home=1`
 * (its cookie); once hydrated the browser also reads the hash and the storage, and follows client navigations:
 * an address without a version is the default version (or v1 with `home=1` stored).
 */
export function useDesignVersion(): DesignVersion {
  const root = useRouteLoaderData('root') as { designVersion?: unknown } | undefined;
  const fromServer: DesignVersion = isDesignVersion(root?.designVersion) ? root.designVersion : 'default';
  const { search, hash } = useLocation();
  const home = homeFlag.use();
  const resolved = useMemo(
    () => resolveDesignVersion({ search: new URLSearchParams(search), hash, home: home || null }),
    [search, hash, home],
  );
  // While hydrating, the server's version; after, the browser's. Read as a store whose server value is the server's
  // version, so a page whose browser resolves the same version (nearly every page) is not drawn again after
  // hydration: the header, a product page's body and every card read the version (decision 045).
  return useSyncExternalStore(
    subscribeNothing,
    () => resolved,
    () => fromServer,
  );
}

const subscribeNothing = () => () => {};

/**
 * B§4: `v=1` stores `home=1` in the browser's storage and in its cookie (so the server's first HTML is v1 too); a
 * flag stored before the cookie existed gets it as well.
 */
export function useKeepDesignVersion() {
  const { search } = useLocation();
  useEffect(() => {
    const asks = storesHomeV1(new URLSearchParams(search));
    const stored = readStored(HOME_V1_KEY) === '1';
    if (!asks && !stored) return;
    if (storedHomeFlag(document.cookie) !== '1') document.cookie = HOME_V1_COOKIE;
    // Storage refused: the cookie keeps home=1.
    if (!stored) homeFlag.set('1', '1');
  }, [search]);
}

/** B§4 / T§4: 'Ver detalhes' instead of 'Comprar' when the product's flag (versaoS5) or the page's version s5 says so. */
export function useSeeDetails(flag = false): boolean {
  return useDesignVersion() === 's5' || flag;
}
