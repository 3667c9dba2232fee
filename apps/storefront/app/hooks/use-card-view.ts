import { useCallback, useEffect, useState } from 'react';
import type { CardView } from '../components/product/product-card';

/** Where the shopper's choice of grid or list view is kept between pages and visits. */
const CARD_VIEW_KEY = 'vitrine:exibicao';

function stored(): CardView | null {
  try {
    const value = window.localStorage.getItem(CARD_VIEW_KEY);
    return value === 'list' || value === 'grid' ? value : null;
  } catch {
    return null; // storage refused (private mode, policy): the grid, as on the server
  }
}

/**
 * B§2.3 listing view (grid or list), remembered in the browser (issue 39: a reload went back to the grid). The
 * server draws the grid; a stored 'list' applies once the page is interactive.
 */
export function useCardView(): [CardView, (view: CardView) => void] {
  const [view, setView] = useState<CardView>('grid');
  useEffect(() => {
    const kept = stored();
    if (kept) setView(kept);
  }, []);
  const choose = useCallback((next: CardView) => {
    setView(next);
    try {
      window.localStorage.setItem(CARD_VIEW_KEY, next);
    } catch {
      // storage full or refused: the choice holds for this page
    }
  }, []);
  return [view, choose];
}
