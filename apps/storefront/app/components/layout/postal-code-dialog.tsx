import { useId, type ComponentProps } from 'react';
import { CloseIcon } from '../ui/icons';
import { PostalCodeForm } from './postal-code-form';

type DialogProps = Pick<ComponentProps<'dialog'>, 'ref' | 'onClose' | 'onClick'>;

/** Postal-code modal opened by highlighted menu items (B§2.6, T§2); saving follows T§4 and T§5. */
export function PostalCodeDialog({ dialogProps, onDismiss }: { dialogProps: DialogProps; onDismiss: () => void }) {
  const titleId = useId();
  return (
    <dialog {...dialogProps} aria-labelledby={titleId} className="dialog-panel m-auto w-[min(92vw,26rem)]">
      <div className="p-5">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            Informe seu CEP
          </h2>
          <button type="button" onClick={onDismiss} className="icon-button text-gray-700" aria-label="Fechar">
            <CloseIcon />
          </button>
        </div>
        <p className="mb-3 text-sm text-gray-700">Veja preços, prazos e disponibilidade para a sua região.</p>
        <PostalCodeForm anchor="cep-modal" />
      </div>
    </dialog>
  );
}
