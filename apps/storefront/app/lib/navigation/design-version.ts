import { COOKIES, cookieValue, setCookieHeader } from '../cookies';

/**
 * B§4 / T§4 design experiment versions (exclusive): v1, s4, s5, s7, s9 or default. The query `v=1` or the stored
 * `home=1` gives v1; the query `s4|s5|s7|s9=v1` or the hash `#s4-v1` (and the like) gives that version; otherwise
 * default: a later address without them is the default version (decision 018).
 */
const DESIGN_VERSIONS = ['v1', 's4', 's5', 's7', 's9', 'default'] as const;
export type DesignVersion = (typeof DESIGN_VERSIONS)[number];

/** The experiments turned on by `{name}=v1` in the query or `#{name}-v1` in the hash, in the order they are read. */
const SPLIT_VERSIONS = ['s4', 's5', 's7', 's9'] as const;
const SPLIT_ON = 'v1';
const HASH = /^#(s4|s5|s7|s9)-v1$/;

/**
 * The spec's stored flag for v1: kept in the browser's storage and, so that the server's first HTML is v1 too, in a
 * cookie of the same name (a year long, as the storage keeps it: lib/cookies.ts).
 */
export const HOME_V1_KEY = COOKIES.designVersion.name;

export function isDesignVersion(value: unknown): value is DesignVersion {
  return typeof value === 'string' && (DESIGN_VERSIONS as readonly string[]).includes(value);
}

type Inputs = {
  /** The address's query. */
  search: URLSearchParams;
  /** The address's hash ('' on the server, which never sees it). */
  hash?: string;
  /** The stored `home` flag ('1' gives v1). */
  home?: string | null;
};

export function resolveDesignVersion({ search, hash = '', home = null }: Inputs): DesignVersion {
  if (search.get('v') === '1' || home === '1') return 'v1';
  for (const name of SPLIT_VERSIONS) {
    if (search.get(name) === SPLIT_ON) return name;
  }
  const fromHash = HASH.exec(hash)?.[1];
  return fromHash && isDesignVersion(fromHash) ? fromHash : 'default';
}

/** The address asks to store `home=1` (B§4: `v=1` stores it). */
export const storesHomeV1 = (search: URLSearchParams): boolean => search.get('v') === '1';

/** The cookie that tells the server about the stored `home=1`. */
export const HOME_V1_COOKIE = setCookieHeader(COOKIES.designVersion, '1');

/** B§4 header per version: default, s5 and s9 share the standard header; v1, s4 and s7 each have their own. */
export type HeaderVariant = 'padrao' | 'v1' | 's4' | 's7';

export function headerVariant(version: DesignVersion): HeaderVariant {
  return version === 'v1' || version === 's4' || version === 's7' ? version : 'padrao';
}

/** B§7 search suggestions: 5, or 4 in the other header variant (v1), whose first 2 names are cut to 4 words. */
export function suggestionRule(variant: HeaderVariant): { limit: number; cutFirst: number; words: number } {
  return variant === 'v1' ? { limit: 4, cutFirst: 2, words: 4 } : { limit: 5, cutFirst: 0, words: 0 };
}

/** The first `words` words of a name, with an ellipsis when something was cut. */
export function cutToWords(name: string, words: number): string {
  const parts = name.trim().split(/\s+/);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}…`;
}

/** B§9 items per page: the 9/18/27 menu belongs to the v1 version (12/24/36 elsewhere). */
export function usesVariantPageSizes(variant: HeaderVariant): boolean {
  return variant === 'v1';
}

/** The stored `home` flag from a Cookie header (or document.cookie), or null. */
export const storedHomeFlag = (header: string | null | undefined): string | null =>
  cookieValue(header, COOKIES.designVersion);
