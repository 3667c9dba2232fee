import { TitledDialog, type DialogProps } from '../ui/titled-dialog';
import { POSTAL_CODE_DIALOG_ID } from '../layout/dialog-ids';
import { PostalCodeForm } from './postal-code-form';

/** Postal-code modal opened by highlighted menu items (B§2.6, T§2); saving follows T§4 and T§5. */
export function PostalCodeDialog({ dialogProps, onDismiss }: { dialogProps: DialogProps; onDismiss: () => void }) {
  return (
    <TitledDialog
      dialogProps={dialogProps}
      onDismiss={onDismiss}
      title="Informe seu CEP"
      anchorId={POSTAL_CODE_DIALOG_ID}
      widthClass="w-[min(92vw,26rem)]"
    >
      <p className="mb-3 text-sm text-gray-700">Veja preços, prazos e disponibilidade para a sua região.</p>
      <PostalCodeForm anchor={POSTAL_CODE_DIALOG_ID} />
    </TitledDialog>
  );
}
