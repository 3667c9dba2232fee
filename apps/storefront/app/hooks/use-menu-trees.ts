import type { MenuItem } from '@vitrine/contract';
import { useSyncExternalStore } from 'react';
import { LINK_MENU_TREES } from '../lib/constants';
import { unpackMenu } from '../lib/ui/menu';
import type { MenuTreesData } from '../lib/resource-types';

/**
 * The main menu and 'Ver toda loja' with every level (decision 027). Pages carry their top level; the whole trees
 * are asked for once, when the mega menu or the off-canvas menu first opens, and kept for the visit. Until they
 * arrive (or when the call fails) the menus show the top level, whose entries are plain links.
 */
type MenuTrees = { principal: MenuItem[]; todaLoja: MenuItem[] };

let trees: MenuTrees | null = null;
let pending = false;
const listeners = new Set<() => void>();

export function requestMenuTrees(): void {
  if (trees || pending) return;
  pending = true;
  fetch(LINK_MENU_TREES, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<MenuTreesData>) : null))
    .then((data) => {
      if (!data) return;
      trees = { principal: unpackMenu(data.principal), todaLoja: unpackMenu(data.todaLoja) };
      for (const listener of listeners) listener();
    })
    .catch(() => undefined)
    .finally(() => {
      pending = false;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole trees once they have arrived; null before (and always on the server). */
export function useMenuTrees(): MenuTrees | null {
  return useSyncExternalStore(
    subscribe,
    () => trees,
    () => null,
  );
}
