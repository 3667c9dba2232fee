import { describe, expect, it } from 'vitest';
import { galleryRules, stepImage, thumbStart, visibleThumbs } from './gallery';

describe('gallery (B§2.4, B§5, T§4, T§9)', () => {
  it('B§2.4 T§4: previous is disabled on the first image and next on the last, at every count', () => {
    for (const count of [2, 3, 5, 6, 9]) {
      expect(galleryRules(count, 0), `${count}`).toMatchObject({
        controls: true,
        prevDisabled: true,
        nextDisabled: false,
      });
      expect(galleryRules(count, count - 1), `${count}`).toMatchObject({ prevDisabled: false, nextDisabled: true });
      expect(stepImage(count, 0, -1)).toBe(0);
      expect(stepImage(count, count - 1, 1)).toBe(count - 1);
    }
    expect(galleryRules(1, 0).controls).toBe(false);
    expect(stepImage(6, 2, 1)).toBe(3);
  });
  it('B§5 T§9: the thumbnail strip has arrows only above 5 images', () => {
    for (const count of [1, 2, 5]) expect(galleryRules(count, 0).thumbArrows, `${count}`).toBe(false);
    for (const count of [6, 9]) expect(galleryRules(count, 0).thumbArrows, `${count}`).toBe(true);
  });
  it('B§2.4 T§9: 5 thumbnails visible, the strip looping above 5', () => {
    expect(visibleThumbs(3, 0)).toEqual([0, 1, 2]);
    expect(visibleThumbs(7, 4)).toEqual([4, 5, 6, 0, 1]);
    expect(thumbStart(7, 0, -1)).toBe(6);
    expect(thumbStart(7, 6, 1)).toBe(0);
    expect(thumbStart(5, 0, 1)).toBe(0);
  });
});
