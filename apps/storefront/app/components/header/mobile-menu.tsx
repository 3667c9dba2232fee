import type { MenuItem } from '@vitrine/contract';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { Link } from '../ui/router-link';
import { SEE_ALL_STORE } from '../../lib/constants';
import { BACK_TEXT } from '../../lib/constants';
import { menuHref, popLevel, pushLevel, visibleItems, type MenuStack } from '../../lib/ui/menu';
import { requestMenuTrees, useMenuTrees } from '../../hooks/use-menu-trees';
import { ChevronLeft, ChevronRight, CloseIcon } from '../ui/icons';
import { MenuEntry, MenuItemIcon } from './menu-entry';

type DialogProps = Pick<ComponentProps<'dialog'>, 'ref' | 'onClose' | 'onClick'>;

type Props = {
  dialogProps: DialogProps;
  isOpen: boolean;
  onDismiss: () => void;
  items: MenuItem[];
  categories: MenuItem[];
};

const ALL_STORE_ID = -1;

/**
 * Off-canvas menu below 1024 px (B§2.6): sub-menus open as a stack with a 'Voltar' button. Its entries are drawn
 * when it opens, not in every page's HTML: the same links are in the desktop menu bar and, without JavaScript, in
 * the native disclosure of `NoScriptMenu`.
 */
export function MobileMenu({ dialogProps, isOpen, onDismiss, items, categories }: Props) {
  const titleId = useId();
  const [stack, setStack] = useState<MenuStack>([]);
  // The top levels come with the page; the sub-levels when the menu first opens (until then entries are links).
  const trees = useMenuTrees();
  const allCategories = trees?.todaLoja ?? categories;
  const root: MenuItem[] = [
    ...(allCategories.length > 0 ? [allStoreItem(allCategories)] : []),
    ...(trees?.principal ?? items),
  ];
  useEffect(() => {
    if (isOpen) requestMenuTrees();
  }, [isOpen]);
  const current = stack.at(-1);
  // Closed, it draws no entries (its stack is empty then: closing resets it).
  const entries = isOpen ? visibleItems(root, stack) : [];

  return (
    <dialog
      {...dialogProps}
      onClose={(event) => {
        setStack([]);
        dialogProps.onClose?.(event);
      }}
      aria-labelledby={titleId}
      className="off-canvas"
    >
      <nav aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex h-14 items-center justify-between bg-brand-700 px-4 text-white">
          <h2 id={titleId} className="font-bold">
            {current ? current.label : 'Menu'}
          </h2>
          <button type="button" onClick={onDismiss} className="icon-button" aria-label="Fechar menu">
            <CloseIcon />
          </button>
        </div>
        {current ? (
          <button
            type="button"
            onClick={() => setStack(popLevel)}
            className="flex items-center gap-2 border-b border-gray-200 px-4 py-3 text-left text-sm font-semibold text-brand-800"
          >
            <ChevronLeft className="size-4" />
            {BACK_TEXT}
          </button>
        ) : null}
        <ul className="flex-1 overflow-y-auto">
          {current && current.id !== ALL_STORE_ID ? (
            <li className="border-b border-gray-100">
              <Link
                to={menuHref(current)}
                onClick={onDismiss}
                className="block px-4 py-3 text-sm font-semibold text-brand-800"
              >
                Ver tudo em {current.label}
              </Link>
            </li>
          ) : null}
          {entries.map((item) => (
            <li key={item.id} className="border-b border-gray-100">
              {item.sub.length > 0 ? (
                <button
                  type="button"
                  onClick={() => setStack((s) => pushLevel(s, item))}
                  className="flex w-full items-center justify-between px-4 py-3 text-left text-sm text-gray-900"
                >
                  <span className="flex items-center gap-2">
                    <MenuItemIcon item={item} className="size-5 text-brand-700" />
                    {item.label}
                  </span>
                  <ChevronRight className="size-4 text-gray-500" />
                </button>
              ) : (
                <MenuEntry
                  item={item}
                  className="flex w-full items-center gap-2 px-4 py-3 text-left text-sm text-gray-900"
                >
                  <MenuItemIcon item={item} className="size-5 text-brand-700" />
                  {item.label}
                </MenuEntry>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}

function allStoreItem(categories: MenuItem[]): MenuItem {
  return {
    id: ALL_STORE_ID,
    label: SEE_ALL_STORE,
    link: '/',
    rota: '/',
    target: '_self',
    svg: null,
    icone: null,
    destaque: false,
    idTipo: 1,
    idNivel: null,
    sub: categories,
  };
}
