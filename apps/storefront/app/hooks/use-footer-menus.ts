import type { MenuItem } from '@vitrine/contract';
import { createContext, useContext, useMemo } from 'react';
import { LINK_FOOTER_MENUS } from '../lib/constants';
import type { FooterMenusData } from '../lib/resource-types';
import { readFooterMenus, unpackMenu } from '../lib/ui/menu';
import { fetchPart } from './use-part-load';

/**
 * The footer's menus (B§2.6) are not in any page's loader data (decision 035). The server render gets them from the
 * root loader through the load context: entry.server.tsx gives them to the page here. In the browser the footer's
 * code loads with them (`fetchFooterMenus`), once a visit; the footer's server markup stays until both are there.
 */
export const FooterMenusContext = createContext<FooterMenusData | null>(null);

let fetched: FooterMenusData | null = null;

/**
 * Asks GET /resources/footer-menus once a visit. Rejects when the answer cannot be read, so the footer's code is not
 * taken as loaded: its server markup (the real links) stays, and the next reach tries again.
 */
export async function fetchFooterMenus(): Promise<void> {
  if (fetched) return;
  const menus = readFooterMenus(await fetchPart<unknown>(LINK_FOOTER_MENUS));
  if (!menus) throw new Error(`${LINK_FOOTER_MENUS}: no menus`);
  fetched = menus;
}

/** The footer's menus: the server render's, else those the browser fetched (empty before). */
export function useFooterMenus(): { rodape: MenuItem[]; maquinas: MenuItem[] } {
  const menus = useContext(FooterMenusContext) ?? fetched;
  return useMemo(
    () => ({ rodape: unpackMenu(menus?.rodape ?? []), maquinas: unpackMenu(menus?.maquinas ?? []) }),
    [menus],
  );
}
