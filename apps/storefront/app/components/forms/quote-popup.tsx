import { QUOTE_POPUP_TITLE } from '../../lib/forms/form-texts';
import { TitledDialog, type DialogProps } from '../ui/titled-dialog';
import { QuoteForm, type QuoteVariation } from './quote-form';

type Props = {
  dialogProps: DialogProps;
  onDismiss: () => void;
  anchorId: string;
  idProduto: number;
  variacao: QuoteVariation | null;
  precoProduto: number;
};

/** The 'SOLICITE ORÇAMENTO' pop-up with its form (quote-dialog.tsx loads it on demand). */
export function QuotePopup({ dialogProps, onDismiss, anchorId, idProduto, variacao, precoProduto }: Props) {
  return (
    <TitledDialog
      dialogProps={dialogProps}
      onDismiss={onDismiss}
      title={QUOTE_POPUP_TITLE}
      widthClass="w-[min(94vw,40rem)]"
      anchorId={anchorId}
    >
      <QuoteForm idProduto={idProduto} variacao={variacao} precoProduto={precoProduto} />
    </TitledDialog>
  );
}
