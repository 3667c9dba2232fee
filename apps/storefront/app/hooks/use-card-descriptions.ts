import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LINK_CARD_DESCRIPTIONS } from '../lib/listing-constants';
import type { CardDescriptionsData } from '../lib/resource-types';
import { fetchPart } from './use-part-load';

/** GET /resources/card-descriptions for a listing's address (its path and query). */
const cardDescriptionsUrl = (address: string) => `${LINK_CARD_DESCRIPTIONS}?pagina=${encodeURIComponent(address)}`;

/**
 * B§2.3 list view: the cards' short descriptions by product id, asked for while the list view is shown (the listing's
 * page does not carry them: issue 38), again when the listing's address changes (the last answer stays meanwhile).
 * Null before the first answer and in the grid; a failed call leaves the cards without a description, as for a
 * product without one.
 */
export function useCardDescriptions(active: boolean): Readonly<Record<string, string>> | null {
  const { pathname, search } = useLocation();
  const url = cardDescriptionsUrl(pathname + search);
  const [descriptions, setDescriptions] = useState<Readonly<Record<string, string>> | null>(null);
  useEffect(() => {
    if (!active) return;
    const call = new AbortController();
    void fetchPart<CardDescriptionsData>(url, call.signal).then((answer) => {
      if (answer && !call.signal.aborted) setDescriptions(answer.descricoes);
    });
    return () => call.abort();
  }, [active, url]);
  return active ? descriptions : null;
}
