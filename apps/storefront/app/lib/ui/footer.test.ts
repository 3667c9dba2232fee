import { describe, expect, it } from 'vitest';
import { isWapRender, shouldShowFooter } from './footer';

const tall = { pageHeight: 3000, viewportHeight: 800, wapRender: false };

describe('shouldShowFooter', () => {
  it('B§2.6 footer appears after 100 px', () => {
    expect(shouldShowFooter({ ...tall, scrollY: 101 })).toBe(true);
  });
  it('B§2.6 footer stays hidden at 100 px or less on a long page', () => {
    expect(shouldShowFooter({ ...tall, scrollY: 100 })).toBe(false);
    expect(shouldShowFooter({ ...tall, scrollY: 0 })).toBe(false);
  });
  it('B§2.6 footer appears when the page is shorter than the screen', () => {
    expect(shouldShowFooter({ scrollY: 0, pageHeight: 600, viewportHeight: 800, wapRender: false })).toBe(true);
  });
  it('B§2.6 a page less than 100 px taller than the screen shows the footer at its bottom, not before', () => {
    const short = { pageHeight: 860, viewportHeight: 800, wapRender: false };
    expect(shouldShowFooter({ ...short, scrollY: 30 })).toBe(false);
    expect(shouldShowFooter({ ...short, scrollY: 60 })).toBe(true);
  });
  it('B§2.6 footer appears with wapRender=true', () => {
    expect(shouldShowFooter({ ...tall, scrollY: 0, wapRender: true })).toBe(true);
  });
});

describe('isWapRender', () => {
  it('B§2.6 reads query wapRender=true only', () => {
    expect(isWapRender('?wapRender=true')).toBe(true);
    expect(isWapRender('?wapRender=1')).toBe(false);
    expect(isWapRender('')).toBe(false);
  });
});
