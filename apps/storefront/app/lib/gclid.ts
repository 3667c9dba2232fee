type Place = { pathname: string; search: string };

/**
 * B§2.1 navigation rule: when the previous location carried a gclid query parameter and the path changes,
 * the browser loads the target path in full, without the query. Returns that path, or null to do nothing.
 */
export function gclidReloadTarget(previous: Place, next: Place): string | null {
  if (previous.pathname === next.pathname) return null;
  if (!new URLSearchParams(previous.search).has('gclid')) return null;
  return next.pathname;
}
