import { describe, expect, it } from 'vitest';
import { galleryRules, thumbStart, visibleThumbs } from './gallery';

describe('gallery (B§2.4, B§5, T§4)', () => {
  it('T§4: previous disabled on the first image, next enabled', () => {
    expect(galleryRules(3, 0)).toMatchObject({ prevDisabled: true, nextDisabled: false });
  });
  it('T§4: next disabled on the last image', () => {
    expect(galleryRules(3, 2)).toMatchObject({ prevDisabled: false, nextDisabled: true });
  });
  it('B§5: no arrows nor looping with 5 images', () => {
    expect(galleryRules(5, 2)).toMatchObject({ arrows: false, loop: false });
  });
  it('B§5: arrows and looping with more than 5 images', () => {
    expect(galleryRules(6, 2)).toMatchObject({ arrows: true, loop: true });
  });
  it('B§2.4: 5 thumbnails visible, wrapping around when looping', () => {
    expect(visibleThumbs(3, 0)).toEqual([0, 1, 2]);
    expect(visibleThumbs(7, 4)).toEqual([4, 5, 6, 0, 1]);
    expect(thumbStart(7, 0, -1)).toBe(6);
    expect(thumbStart(7, 6, 1)).toBe(0);
    expect(thumbStart(5, 0, 1)).toBe(0);
  });
});
