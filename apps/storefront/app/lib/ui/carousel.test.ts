import { describe, expect, it } from 'vitest';
import {
  BRAND_SLIDER_PER_VIEW,
  REVIEWS_PER_VIEW,
  SHELF_PER_VIEW,
  pageCount,
  perViewStyle,
  slidesPerView,
} from './carousel';

describe('carousel counts per width (B§2.7, B§9, T§2)', () => {
  it('B§2.7 shelves show 2 items below 768 px and 4 from 768 px', () => {
    expect(slidesPerView(360, SHELF_PER_VIEW)).toBe(2);
    expect(slidesPerView(767, SHELF_PER_VIEW)).toBe(2);
    expect(slidesPerView(768, SHELF_PER_VIEW)).toBe(4);
    expect(slidesPerView(1024, SHELF_PER_VIEW)).toBe(4);
    expect(slidesPerView(1366, SHELF_PER_VIEW)).toBe(4);
    expect(slidesPerView(1920, SHELF_PER_VIEW)).toBe(4);
  });

  it('B§9 reviews and testimonials: 1 below 768 px, 3 up to 1365 px, 4 from 1366 px', () => {
    expect(slidesPerView(320, REVIEWS_PER_VIEW)).toBe(1);
    expect(slidesPerView(767, REVIEWS_PER_VIEW)).toBe(1);
    expect(slidesPerView(768, REVIEWS_PER_VIEW)).toBe(3);
    expect(slidesPerView(1024, REVIEWS_PER_VIEW)).toBe(3);
    expect(slidesPerView(1365, REVIEWS_PER_VIEW)).toBe(3);
    expect(slidesPerView(1366, REVIEWS_PER_VIEW)).toBe(4);
  });

  it('T§2 the brand slider shows 2 below 768 px; the row above holds 5 a line, all 9 from 1024 px', () => {
    expect(slidesPerView(360, BRAND_SLIDER_PER_VIEW)).toBe(2);
    expect(slidesPerView(768, BRAND_SLIDER_PER_VIEW)).toBe(5);
    expect(slidesPerView(1024, BRAND_SLIDER_PER_VIEW)).toBe(9);
    expect(slidesPerView(1366, BRAND_SLIDER_PER_VIEW)).toBe(9);
  });

  it('B§2.7 dots: one per page of items, at least one', () => {
    expect(pageCount(5, 2)).toBe(3);
    expect(pageCount(5, 4)).toBe(2);
    expect(pageCount(10, 4)).toBe(3);
    expect(pageCount(10, 1)).toBe(10);
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(3, 4)).toBe(1);
  });

  it('writes the rule as the CSS custom properties app.css reads, leaving out the breakpoints not given', () => {
    expect(perViewStyle(SHELF_PER_VIEW, { base: 11 })).toEqual({
      '--pv-base': '2',
      '--pv-md': '4',
      '--gap-base': '11px',
    });
    expect(perViewStyle(REVIEWS_PER_VIEW, { base: 8, md: 30 })).toEqual({
      '--pv-base': '1',
      '--pv-md': '3',
      '--pv-xl': '4',
      '--gap-base': '8px',
      '--gap-md': '30px',
    });
  });
});
