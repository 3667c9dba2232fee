import type { MenuItem } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { Link } from '../ui/router-link';
import { isExternal, menuHref, opensPostalCode } from '../../lib/ui/menu';
import { DialogOpener } from '../ui/dialog-opener';
import { POSTAL_CODE_DIALOG_ID } from '../layout/dialog-ids';
import { useShellDialogs } from '../layout/shell-dialogs';

type Props = {
  item: MenuItem;
  className?: string;
  children?: ReactNode;
  onFocus?: () => void;
  onMouseEnter?: () => void;
};

/** One menu entry: highlighted items open the postal-code modal (B§2.6, its anchor without script); others are links. */
export function MenuEntry({ item, className, children, onFocus, onMouseEnter }: Props) {
  const { openPostalCode } = useShellDialogs();
  const content = children ?? item.label;
  if (opensPostalCode(item)) {
    return (
      <DialogOpener
        target={POSTAL_CODE_DIALOG_ID}
        open={openPostalCode}
        className={className}
        onFocus={onFocus}
        onMouseEnter={onMouseEnter}
      >
        {content}
      </DialogOpener>
    );
  }
  if (isExternal(item)) {
    return (
      <a
        href={menuHref(item)}
        target={item.target}
        rel="noopener noreferrer"
        className={className}
        onFocus={onFocus}
        onMouseEnter={onMouseEnter}
      >
        {content}
      </a>
    );
  }
  return (
    <Link to={menuHref(item)} prefetch="intent" className={className} onFocus={onFocus} onMouseEnter={onMouseEnter}>
      {content}
    </Link>
  );
}

/** Icons a menu item may name in `icone` (the store's icon names), drawn as paths of a 24×24 frame. */
const NAMED_ICONS: Record<string, string> = {
  lista: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  marcas: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01',
};

/** The path of an item's icon: its own `svg` path, else the icon its `icone` names; null when neither. */
function iconPath(item: MenuItem): string | null {
  if (item.svg) return item.svg;
  return item.icone ? (NAMED_ICONS[item.icone] ?? null) : null;
}

/**
 * A menu item's icon (B§2.6 menus; T§3 menu item `svg`/`icone`): the path the Store API sanitized, or the icon its
 * `icone` names, drawn in an icon frame; an `icone` that is an image address is shown as that image; nothing
 * otherwise. Decorative: the label names the entry.
 */
export function MenuItemIcon({ item, className = 'size-5' }: { item: MenuItem; className?: string }) {
  const path = iconPath(item);
  if (path) {
    return (
      <svg viewBox="0 0 24 24" className={`icon shrink-0 ${className}`} aria-hidden="true" data-icone-categoria="">
        <path d={path} />
      </svg>
    );
  }
  if (item.icone && /^(\/[^/]|https:\/\/)/.test(item.icone)) {
    return (
      <img src={item.icone} alt="" width={20} height={20} className={`shrink-0 ${className}`} data-icone-categoria="" />
    );
  }
  return null;
}
