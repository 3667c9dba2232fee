import { FOOTER_SCROLL_PX } from '../constants';

export type FooterInput = {
  scrollY: number;
  pageHeight: number;
  viewportHeight: number;
  wapRender: boolean;
};

/**
 * B§2.6: the footer appears after scrolling beyond 100 px, when the page is shorter than the screen, or with
 * wapRender=true. A page less than 100 px taller than the screen cannot be scrolled that far: there the footer
 * appears once the shopper reaches the bottom (else it could never be seen).
 */
export function shouldShowFooter({ scrollY, pageHeight, viewportHeight, wapRender }: FooterInput): boolean {
  const atBottom = scrollY + viewportHeight >= pageHeight - 1;
  return wapRender || scrollY > FOOTER_SCROLL_PX || pageHeight <= viewportHeight || atBottom;
}

/** Reads the wapRender query flag. */
export function isWapRender(search: string): boolean {
  return new URLSearchParams(search).get('wapRender') === 'true';
}

/**
 * B§9 'footer block collapsed at 190 px', folded at a line boundary (issue 25): the tallest height of whole rows
 * (each `line` px of text then `gap` px of space) that fits in `max`, so no row shows cut in half.
 */
export function foldAtLine(max: number, line: number, gap: number): number {
  const rows = Math.floor((max + gap) / (line + gap));
  return Math.max(rows, 1) * (line + gap) - gap;
}
