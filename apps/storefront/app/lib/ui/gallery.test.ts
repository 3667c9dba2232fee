import { describe, expect, it } from 'vitest';
import { galleryRules, stepImage, thumbStart, visibleThumbs } from './gallery';

describe('gallery (B§2.4, B§5, T§4, T§9)', () => {
  it('B§5, T§9: no arrows nor looping with 2 to 5 images', () => {
    for (const count of [2, 3, 5]) {
      expect(galleryRules(count, 0), `${count}`).toMatchObject({ arrows: false, loop: false });
    }
  });
  it('T§4: without looping, previous is held on the first image and next on the last', () => {
    expect(galleryRules(3, 0)).toMatchObject({ prevDisabled: true, nextDisabled: false });
    expect(galleryRules(3, 2)).toMatchObject({ prevDisabled: false, nextDisabled: true });
    expect(stepImage(3, 0, -1)).toBe(0);
    expect(stepImage(3, 2, 1)).toBe(2);
  });
  it('B§5, T§9: arrows and looping with more than 5 images: next on the last shows the first', () => {
    expect(galleryRules(6, 5)).toMatchObject({ arrows: true, loop: true, prevDisabled: false, nextDisabled: false });
    expect(stepImage(6, 5, 1)).toBe(0);
    expect(stepImage(6, 0, -1)).toBe(5);
    expect(stepImage(6, 2, 1)).toBe(3);
  });
  it('B§2.4: 5 thumbnails visible, wrapping around when looping', () => {
    expect(visibleThumbs(3, 0)).toEqual([0, 1, 2]);
    expect(visibleThumbs(7, 4)).toEqual([4, 5, 6, 0, 1]);
    expect(thumbStart(7, 0, -1)).toBe(6);
    expect(thumbStart(7, 6, 1)).toBe(0);
    expect(thumbStart(5, 0, 1)).toBe(0);
  });
});
