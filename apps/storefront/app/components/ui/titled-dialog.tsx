import { useId, type ComponentProps, type ReactNode } from 'react';
import { CloseIcon } from './icons';

export type DialogProps = Pick<ComponentProps<'dialog'>, 'ref' | 'onClose' | 'onClick'>;

type Props = {
  /** From the page's dialog hook: the ref, and the Esc and overlay handlers. */
  dialogProps: DialogProps;
  onDismiss: () => void;
  title: string;
  /** Tailwind width of the panel, e.g. `w-[min(92vw,24rem)]`. */
  widthClass: string;
  children: ReactNode;
  /**
   * Makes the pop-up reachable without JavaScript: its id is the target of the links that open it, and a plain
   * link closes it (the `.target-dialog` rules of the root's <noscript> style).
   */
  targetId?: string;
};

/** A small modal pop-up (native <dialog>) with its title and a 'Fechar' button: support, postal code, quote. */
export function TitledDialog({ dialogProps, onDismiss, title, widthClass, children, targetId }: Props) {
  const titleId = useId();
  return (
    <dialog
      {...dialogProps}
      id={targetId}
      aria-labelledby={titleId}
      className={`dialog-panel m-auto ${widthClass} ${targetId ? 'target-dialog' : ''}`}
    >
      <div className="p-5">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <button type="button" onClick={onDismiss} className="icon-button js-close text-gray-700" aria-label="Fechar">
            <CloseIcon />
          </button>
          {targetId ? (
            <a href="#" className="icon-button noscript-close text-gray-700" aria-label="Fechar">
              <CloseIcon />
            </a>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
  );
}
