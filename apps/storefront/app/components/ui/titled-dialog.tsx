import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons';

export type DialogProps = Pick<ComponentProps<'dialog'>, 'ref' | 'onClose' | 'onClick'>;

type Props = {
  /** From the page's dialog hook: the ref, and the Esc and overlay handlers. */
  dialogProps: DialogProps;
  onDismiss: () => void;
  title: string;
  /** Tailwind width of the panel, e.g. `w-[min(92vw,24rem)]`. */
  widthClass: string;
  /**
   * The dialog's id: a link to `#{anchorId}` (DialogOpener) shows it without JavaScript, as the page's target, and
   * its 'Fechar' then leaves the target.
   */
  anchorId?: string;
  children: ReactNode;
};

/** A small modal pop-up (native <dialog>) with its title and a 'Fechar' button: support, postal code, quote. */
export function TitledDialog({ dialogProps, onDismiss, title, widthClass, anchorId, children }: Props) {
  const titleId = useId();
  const dismiss = (event: MouseEvent) => {
    event.preventDefault();
    onDismiss();
    // Opened as the address's target (a plain post came back to it): closing leaves the target too.
    if (anchorId && window.location.hash === `#${anchorId}`) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  };
  return (
    <dialog
      {...dialogProps}
      id={anchorId}
      aria-labelledby={titleId}
      className={`dialog-panel m-auto ${anchorId ? 'target-dialog' : ''} ${widthClass}`}
    >
      <div className="p-5">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          {anchorId ? (
            <a href="#" role="button" onClick={dismiss} className="icon-button text-gray-700" aria-label="Fechar">
              <CloseIcon />
            </a>
          ) : (
            <button type="button" onClick={onDismiss} className="icon-button text-gray-700" aria-label="Fechar">
              <CloseIcon />
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
