import { useEffect, useEffectEvent } from 'react';
import type { ProductCardData } from '../lib/commerce/card-data';
import { track } from '../lib/analytics/analytics';

/**
 * view_item_list for the products a listing page or a shelf shows: once when they show, again when they change
 * (another page, order or filter of the listing).
 */
export function useViewItemList(products: readonly ProductCardData[], listName: string, offset = 0) {
  const shown = `${listName}|${offset}|${products.map((product) => product.id).join(',')}`;
  const report = useEffectEvent(() => {
    if (products.length > 0) track((events) => events.viewItemListEvent(products, listName, offset));
  });
  useEffect(() => report(), [shown]);
}
