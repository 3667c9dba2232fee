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
};

/** A small modal pop-up (native <dialog>) with its title and a 'Fechar' button: support, postal code, quote. */
export function TitledDialog({ dialogProps, onDismiss, title, widthClass, children }: Props) {
  const titleId = useId();
  return (
    <dialog {...dialogProps} aria-labelledby={titleId} className={`dialog-panel m-auto ${widthClass}`}>
      <div className="p-5">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <button type="button" onClick={onDismiss} className="icon-button text-gray-700" aria-label="Fechar">
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
