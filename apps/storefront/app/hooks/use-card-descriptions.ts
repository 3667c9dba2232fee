import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LINK_CARD_DESCRIPTIONS } from '../lib/listing-constants';
import type { CardDescriptionsData } from '../lib/resource-types';
import { usePartLoad } from './use-part-load';

/** GET /resources/card-descriptions for a listing's address (its path and query). */
export const cardDescriptionsUrl = (address: string) =>
  `${LINK_CARD_DESCRIPTIONS}?pagina=${encodeURIComponent(address)}`;

/**
 * B§2.3 list view: the cards' short descriptions by product id, asked for while the list view is shown (the listing's
 * page does not carry them: issue 38), again when the listing's address changes. Null before the first answer, in
 * the grid and when the call fails (the cards then show no description, as for a product without one).
 */
export function useCardDescriptions(active: boolean): Readonly<Record<string, string>> | null {
  const { pathname, search } = useLocation();
  const url = cardDescriptionsUrl(pathname + search);
  const { data, load } = usePartLoad<CardDescriptionsData>();
  useEffect(() => {
    if (active) load(url);
  }, [active, url, load]);
  return active ? (data?.descricoes ?? null) : null;
}
