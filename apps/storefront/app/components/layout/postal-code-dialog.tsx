import { useId, type ComponentProps } from 'react';
import { POSTAL_CODE_PLACEHOLDER } from '../../lib/constants';
import { CloseIcon } from '../ui/icons';

type DialogProps = Pick<ComponentProps<'dialog'>, 'ref' | 'onClose' | 'onClick'>;

/** Postal-code modal opened by highlighted menu items (B§2.6, T§2). Saving the code comes with the CEP box. */
export function PostalCodeDialog({ dialogProps, onDismiss }: { dialogProps: DialogProps; onDismiss: () => void }) {
  const titleId = useId();
  const inputId = useId();
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
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-gray-800">
          CEP
        </label>
        <input
          id={inputId}
          name="cep"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          placeholder={POSTAL_CODE_PLACEHOLDER}
          className="field w-full"
        />
      </div>
    </dialog>
  );
}
