import { SECOND_FOLD_SCROLL_PX } from '../home-constants';

/**
 * T§2, T§9: the home's second fold loads once, the first time the page is scrolled 200 px or more. True when this
 * scroll position should start that load (never again once it was requested).
 */
export function shouldLoadSecondFold(scrollY: number, requested: boolean): boolean {
  return !requested && scrollY >= SECOND_FOLD_SCROLL_PX;
}
