/**
 * B§2.4, B§5, T§4, T§9 zoom gallery rules (issue 25's reading). The main image has previous and next controls
 * whenever there is more than one image: previous is disabled on the first image and next on the last (the main
 * image does not loop). The thumbnail strip shows 5; only above 5 images does it get its arrows, which loop.
 */

/** Thumbnails visible at once. */
const GALLERY_VISIBLE_THUMBS = 5;

export type GalleryRules = {
  /** The main image's previous and next controls: with more than one image. */
  controls: boolean;
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** The thumbnail strip's arrows, looping: only with more than 5 images. */
  thumbArrows: boolean;
};

export function galleryRules(count: number, index: number): GalleryRules {
  return {
    controls: count > 1,
    prevDisabled: index <= 0,
    nextDisabled: index >= count - 1,
    thumbArrows: count > GALLERY_VISIBLE_THUMBS,
  };
}

/** The image shown after a step of `step` (±1) from `index`: held at the ends. */
export function stepImage(count: number, index: number, step: number): number {
  return Math.min(count - 1, Math.max(0, index + step));
}

/** The first visible thumbnail after a step of the strip's arrows: the strip wraps around. */
export function thumbStart(count: number, start: number, step: number): number {
  if (count <= GALLERY_VISIBLE_THUMBS) return 0;
  return (((start + step) % count) + count) % count;
}

/** The thumbnails shown from `start`: 5 at most, wrapping when the strip loops. */
export function visibleThumbs(count: number, start: number): number[] {
  const shown = Math.min(count, GALLERY_VISIBLE_THUMBS);
  return Array.from({ length: shown }, (_, offset) => (start + offset) % count);
}
