import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

type Props = {
  /** The id of the dialog (TitledDialog `anchorId`) the link reaches without JavaScript. */
  target: string;
  open: () => void;
  className?: string;
  children: ReactNode;
  onFocus?: () => void;
  onMouseEnter?: () => void;
};

/**
 * A control that opens a pop-up: with script a button that shows the modal <dialog>; without script a link to the
 * dialog's anchor, which the stylesheet shows as the page's target (`dialog.target-dialog:target`).
 */
export function DialogOpener({ target, open, className, children, onFocus, onMouseEnter }: Props) {
  const activate = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    open();
  };
  return (
    <a
      href={`#${target}`}
      role="button"
      className={className}
      onClick={activate}
      onKeyDown={(event) => {
        if (event.key === ' ') activate(event);
      }}
      onFocus={onFocus}
      onMouseEnter={onMouseEnter}
    >
      {children}
    </a>
  );
}
