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
