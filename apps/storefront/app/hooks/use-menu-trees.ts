import type { MenuItem } from '@vitrine/contract';
import { useSyncExternalStore } from 'react';
import { LINK_MENU_TREES } from '../lib/constants';
import { MENU_STORAGE_KEY, readMenuTrees, readStoredMenu, unpackMenu } from '../lib/ui/menu';
import type { MenuTreesData } from '../lib/resource-types';
import { fetchPart } from './use-part-load';
import { canStore, readStored, writeStored } from './use-stored';

/**
 * The main menu and 'Ver toda loja' with every level (decision 027). Pages carry their top level; the whole trees
 * are asked for once, when the mega menu or the off-canvas menu first opens, and kept for the visit. B§7: the answer
 * is also kept in `localStorage` under `menu`, and that copy is shown while the fresh one loads. Until either is
 * there (or when the call fails with nothing stored) the menus show the top level, whose entries are plain links.
 */
type MenuTrees = { principal: MenuItem[]; todaLoja: MenuItem[] };

let trees: MenuTrees | null = null;
let fresh = false;
let pending = false;
const listeners = new Set<() => void>();

function show(data: MenuTreesData) {
  trees = { principal: unpackMenu(data.principal), todaLoja: unpackMenu(data.todaLoja) };
  for (const listener of listeners) listener();
}

export function requestMenuTrees(): void {
  if (fresh || pending) return;
  pending = true;
  if (!trees) {
    // Storage refused (private mode, policy): the menus wait for the call.
    const stored = readStoredMenu(readStored(MENU_STORAGE_KEY));
    if (stored) show(stored);
  }
  void fetchPart<unknown>(LINK_MENU_TREES).then((answer) => {
    pending = false;
    const data = readMenuTrees(answer);
    if (!data) return;
    fresh = true;
    show(data);
    // Storage full or refused: the menus still have the fresh copy for this visit.
    writeStored(MENU_STORAGE_KEY, JSON.stringify(data));
  });
}

/**
 * B§7: the main menu is kept in `localStorage` under `menu` from the first visit, not only once a menu opens: when
 * nothing is stored yet, the trees are asked for once the browser is idle after the page loads. A visitor with a
 * stored copy asks again only when a menu opens (decision 027).
 */
export function keepMenuStored(): () => void {
  if (fresh || pending || readStored(MENU_STORAGE_KEY) || !canStore()) return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(requestMenuTrees, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(requestMenuTrees, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(id);
}

/** The longest wait for an idle moment before the menus are stored anyway. */
const IDLE_TIMEOUT_MS = 3000;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole trees once they have arrived (or the stored copy); null before (and always on the server). */
export function useMenuTrees(): MenuTrees | null {
  return useSyncExternalStore(
    subscribe,
    () => trees,
    () => null,
  );
}
