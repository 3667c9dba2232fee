type Place = { pathname: string; search: string };

/**
 * B§2.1 navigation rule: when the previous location carried a gclid query parameter, the next navigation (another
 * path, or the same path with another query: issue 25) is a full load of the target, without the ad click's query.
 * The target's own parameters (the text of a search made from the header, a filter) are what the shopper asked for
 * and stay; a gclid among them goes. A move within the page (its hash only) is no navigation. Returns that address,
 * or null to do nothing.
 */
export function gclidReloadTarget(previous: Place, next: Place): string | null {
  if (previous.pathname === next.pathname && previous.search === next.search) return null;
  if (!new URLSearchParams(previous.search).has('gclid')) return null;
  const params = new URLSearchParams(next.search);
  params.delete('gclid');
  const search = params.toString();
  return search ? `${next.pathname}?${search}` : next.pathname;
}
