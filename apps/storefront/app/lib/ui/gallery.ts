/**
 * B§2.4, B§5, T§4, T§9 zoom gallery rules. "Arrows and looping only with more than 5 images": up to 5 images every
 * one is a visible thumbnail and there are no arrows; above 5 the image arrows and the thumbnail arrows appear and
 * both wrap around (next on the last image shows the first). "Previous disabled on the first image and next on the
 * last" therefore only applies to a gallery that does not loop, which never shows arrows.
 */

/** Thumbnails visible at once. */
const GALLERY_VISIBLE_THUMBS = 5;

export type GalleryRules = {
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** Image and thumbnail arrows: only with more than 5 images. */
  arrows: boolean;
  loop: boolean;
};

export function galleryRules(count: number, index: number): GalleryRules {
  const many = count > GALLERY_VISIBLE_THUMBS;
  return {
    prevDisabled: !many && index <= 0,
    nextDisabled: !many && index >= count - 1,
    arrows: many,
    loop: many,
  };
}

/** The image shown after a step of `step` (±1) from `index`: wrapping when looping, else held at the ends. */
export function stepImage(count: number, index: number, step: number): number {
  if (galleryRules(count, index).loop) return (((index + step) % count) + count) % count;
  return Math.min(count - 1, Math.max(0, index + step));
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
