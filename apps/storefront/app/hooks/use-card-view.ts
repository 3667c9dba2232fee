import { useSyncExternalStore } from 'react';
import type { CardView } from '../components/product/product-card';

/** Where the shopper's choice of grid or list view is kept between pages and visits. */
const CARD_VIEW_KEY = 'vitrine:exibicao';

const listeners = new Set<() => void>();
/** The choice made on this page when storage refuses it. */
let chosen: CardView | null = null;

function stored(): CardView {
  if (chosen) return chosen;
  try {
    const value = window.localStorage.getItem(CARD_VIEW_KEY);
    return value === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid'; // storage refused (private mode, policy): the grid, as on the server
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function choose(view: CardView) {
  chosen = view;
  try {
    window.localStorage.setItem(CARD_VIEW_KEY, view);
  } catch {
    // storage full or refused: the choice holds for this visit
  }
  for (const listener of listeners) listener();
}

/**
 * B§2.3 listing view (grid or list), remembered in the browser (issue 39: a reload went back to the grid). The
 * server draws the grid; a stored 'list' applies once the page is interactive.
 */
export function useCardView(): [CardView, (view: CardView) => void] {
  const view = useSyncExternalStore(subscribe, stored, () => 'grid' as const);
  return [view, choose];
}
