import {
  HOME_V1_COOKIE,
  storedHomeFlag,
  resolveDesignVersion,
  storesHomeV1,
  type DesignVersion,
} from '../../lib/navigation/design-version';

/**
 * The design version of a request (B§4, decision 018): its query, else the stored `home=1` (cookie); otherwise
 * default. `v=1` stores `home=1` (`setCookie`), so it holds without JavaScript too.
 */
export function requestDesignVersion(request: Request): { version: DesignVersion; setCookie: string | null } {
  const url = new URL(request.url);
  const home = storedHomeFlag(request.headers.get('Cookie'));
  const version = resolveDesignVersion({ search: url.searchParams, home });
  return { version, setCookie: storesHomeV1(url.searchParams) && home !== '1' ? HOME_V1_COOKIE : null };
}
