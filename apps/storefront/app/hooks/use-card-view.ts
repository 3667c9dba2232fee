import type { CardView } from '../components/product/product-card';
import { storedValue } from './use-stored';

/**
 * B§2.3 listing view (grid or list), remembered in the browser under `vitrine:exibicao` (issue 39: a reload went back
 * to the grid). The server draws the grid; a stored 'list' applies once the page is interactive; where storage is
 * refused the choice holds for this visit.
 */
const cardView = storedValue<CardView>('vitrine:exibicao', (stored) => (stored === 'list' ? 'list' : 'grid'), 'grid');

const choose = (view: CardView) => cardView.set(view, view);

export function useCardView(): [CardView, (view: CardView) => void] {
  return [cardView.use(), choose];
}
