import type { MenuItem } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternal, menuHref, opensPostalCode } from '../../lib/menu';
import { DialogOpener } from '../ui/dialog-opener';
import { POSTAL_CODE_DIALOG_ID } from './postal-code-dialog';
import { useShellDialogs } from './shell-dialogs';

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
