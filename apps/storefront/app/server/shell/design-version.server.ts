import {
  DESIGN_VERSION_COOKIE,
  HOME_V1_KEY,
  cookieValue,
  designVersionCookie,
  resolveDesignVersion,
  type DesignVersion,
} from '../../lib/navigation/design-version';

/**
 * The design version of a request (B§4, decision 018): its query, else the version its visit keeps (cookie). When the
 * query names a version the visit does not keep yet, `setCookie` keeps it (so it holds without JavaScript too).
 */
export function requestDesignVersion(request: Request): { version: DesignVersion; setCookie: string | null } {
  const url = new URL(request.url);
  const cookies = request.headers.get('Cookie');
  const stored = cookieValue(cookies, DESIGN_VERSION_COOKIE);
  const version = resolveDesignVersion({
    search: url.searchParams,
    stored,
    home: cookieValue(cookies, HOME_V1_KEY),
  });
  return { version, setCookie: version !== 'default' && version !== stored ? designVersionCookie(version) : null };
}
