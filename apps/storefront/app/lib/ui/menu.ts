import type { MenuItem } from '@vitrine/contract';
import { MENU_TYPE } from '@vitrine/contract/constants';
import { MENU_COLUMN_SIZE } from '../constants';
import type { MenuTreesData } from '../resource-types';

/** Splits a list into columns of `size` entries (B§2.6: columns of 12). */
export function chunk<T>(items: readonly T[], size: number = MENU_COLUMN_SIZE): T[][] {
  if (size < 1) throw new RangeError('size must be at least 1');
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}

/** B§2.6: highlighted items open the postal-code modal instead of navigating. */
export function opensPostalCode(item: Pick<MenuItem, 'destaque' | 'idTipo'>): boolean {
  return item.destaque || item.idTipo === MENU_TYPE.postalCode;
}

/** Internal address of an item (rota when it is a path), or its external link. */
export function menuHref(item: Pick<MenuItem, 'rota' | 'link'>): string {
  if (item.rota.startsWith('/')) return item.rota;
  return item.link || '/';
}

export function isExternal(item: Pick<MenuItem, 'idTipo' | 'target' | 'rota' | 'link'>): boolean {
  return item.idTipo === MENU_TYPE.external || item.target === '_blank' || !menuHref(item).startsWith('/');
}

/**
 * Off-canvas menu stack (B§2.6, below 1024 px): a list of opened items, root first.
 * The items on screen are the sub-items of the last opened item, or the root list.
 */
export type MenuStack = readonly MenuItem[];

export function pushLevel(stack: MenuStack, item: MenuItem): MenuStack {
  return item.sub.length > 0 ? [...stack, item] : stack;
}

export function popLevel(stack: MenuStack): MenuStack {
  return stack.slice(0, -1);
}

export function visibleItems(root: readonly MenuItem[], stack: MenuStack): readonly MenuItem[] {
  const last = stack.at(-1);
  return last ? last.sub : root;
}

/**
 * A menu item as the root loader sends it to the browser: what the menus draw, with defaults left out. Five menus
 * of ≈ 200 items ride on every page's HTML (rendered and serialized for hydration); the Store API's shape repeats
 * the address twice and every flag on every item.
 */
export type PackedMenuItem = {
  id: number;
  label: string;
  href: string;
  idNivel?: number;
  idTipo?: number;
  target?: '_blank';
  destaque?: true;
  svg?: string;
  icone?: string;
  sub?: PackedMenuItem[];
};

/** `depth` 1 keeps the top level only (the sub-items come with the whole tree when a menu opens). */
export function packMenu(items: readonly MenuItem[], depth = Infinity): PackedMenuItem[] {
  return items.map((item) => {
    const packed: PackedMenuItem = { id: item.id, label: item.label, href: menuHref(item) };
    if (item.idNivel !== null) packed.idNivel = item.idNivel;
    if (item.idTipo !== MENU_TYPE.link) packed.idTipo = item.idTipo;
    if (item.target === '_blank') packed.target = '_blank';
    if (item.destaque) packed.destaque = true;
    if (item.svg) packed.svg = item.svg;
    if (item.icone) packed.icone = item.icone;
    if (item.sub.length > 0 && depth > 1) packed.sub = packMenu(item.sub, depth - 1);
    return packed;
  });
}

/** The items back in the Store API's shape (the address as both `rota` and `link`: `menuHref` gives it back). */
export function unpackMenu(items: readonly PackedMenuItem[]): MenuItem[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    link: item.href,
    rota: item.href,
    target: item.target ?? '_self',
    svg: item.svg ?? null,
    icone: item.icone ?? null,
    destaque: item.destaque ?? false,
    idTipo: item.idTipo ?? MENU_TYPE.link,
    idNivel: item.idNivel ?? null,
    sub: unpackMenu(item.sub ?? []),
  }));
}

/** B§7: the main menu is also kept in the browser's storage under this key. */
export const MENU_STORAGE_KEY = 'menu';

/** A packed menu as the browser receives it (every item's id, label and address, and its sub-items). */
export function isPackedMenu(value: unknown): value is PackedMenuItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: Partial<Record<keyof PackedMenuItem, unknown>> | null) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.id === 'number' &&
        typeof item.label === 'string' &&
        typeof item.href === 'string' &&
        (item.sub === undefined || isPackedMenu(item.sub)),
    )
  );
}

/** The menus as the browser keeps them (B§7) or receives them; anything else (an old format, edited text) is null. */
export function readMenuTrees(value: unknown): MenuTreesData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { principal, todaLoja } = value as Partial<Record<keyof MenuTreesData, unknown>>;
  return isPackedMenu(principal) && isPackedMenu(todaLoja) ? { principal, todaLoja } : null;
}

/** The stored copy's text read back (null when absent or unreadable). */
export function readStoredMenu(text: string | null): MenuTreesData | null {
  if (!text) return null;
  try {
    return readMenuTrees(JSON.parse(text));
  } catch {
    return null;
  }
}
