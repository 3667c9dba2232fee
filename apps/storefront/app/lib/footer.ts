import { FOOTER_SCROLL_PX } from './constants';

export type FooterInput = {
  scrollY: number;
  pageHeight: number;
  viewportHeight: number;
  wapRender: boolean;
};

/** B§2.6: the footer appears after scrolling beyond 100 px, when the page is shorter than the screen, or with wapRender=true. */
export function shouldShowFooter({ scrollY, pageHeight, viewportHeight, wapRender }: FooterInput): boolean {
  return wapRender || scrollY > FOOTER_SCROLL_PX || pageHeight <= viewportHeight;
}

/** Reads the wapRender query flag. */
export function isWapRender(search: string): boolean {
  return new URLSearchParams(search).get('wapRender') === 'true';
}
