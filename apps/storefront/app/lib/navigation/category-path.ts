import { MAX_CATEGORY_LEVELS } from '../listing-constants';

/**
 * B§2.1: listings take up to four category levels (categoriaNivel2..categoriaNivel5) after their fixed part.
 * Returns the segments of a splat, or null when there are too many (a not-found address).
 */
export function categorySegments(splat: string | undefined, max: number = MAX_CATEGORY_LEVELS): string[] | null {
  const segments = (splat ?? '').split('/').filter((s) => s.length > 0);
  return segments.length > max ? null : segments;
}
