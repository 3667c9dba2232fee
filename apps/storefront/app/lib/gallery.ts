/** B§2.4, B§5, T§4 zoom gallery rules. */

/** Thumbnails visible at once. */
const GALLERY_VISIBLE_THUMBS = 5;

export type GalleryRules = {
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** Thumbnail arrows and looping: only with more than 5 images. */
  arrows: boolean;
  loop: boolean;
};

/** Previous is disabled on the first image and next on the last; arrows and looping only with more than 5. */
export function galleryRules(count: number, index: number): GalleryRules {
  const many = count > GALLERY_VISIBLE_THUMBS;
  return { prevDisabled: index <= 0, nextDisabled: index >= count - 1, arrows: many, loop: many };
}

/** The first visible thumbnail so that `index` is in view; with looping the strip wraps around. */
export function thumbStart(count: number, start: number, step: number): number {
  if (count <= GALLERY_VISIBLE_THUMBS) return 0;
  return (((start + step) % count) + count) % count;
}

/** The thumbnails shown from `start`: 5 at most, wrapping when looping. */
export function visibleThumbs(count: number, start: number): number[] {
  const shown = Math.min(count, GALLERY_VISIBLE_THUMBS);
  return Array.from({ length: shown }, (_, offset) => (start + offset) % count);
}
