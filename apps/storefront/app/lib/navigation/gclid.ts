type Place = { pathname: string; search: string };

/**
 * B§2.1 navigation rule: when the previous location carried a gclid query parameter and the path changes, the browser
 * loads the target in full, without the ad click's query. The target's own parameters (the text of a search made from
 * the header, a filter) are what the shopper asked for and stay; a gclid among them goes. Returns that address, or
 * null to do nothing.
 */
export function gclidReloadTarget(previous: Place, next: Place): string | null {
  if (previous.pathname === next.pathname) return null;
  if (!new URLSearchParams(previous.search).has('gclid')) return null;
  const params = new URLSearchParams(next.search);
  params.delete('gclid');
  const search = params.toString();
  return search ? `${next.pathname}?${search}` : next.pathname;
}
