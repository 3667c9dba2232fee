import { useEffect, type MouseEvent } from 'react';
import { QUOTE_POPUP_TITLE } from '../../lib/constants';
import { TitledDialog } from '../ui/titled-dialog';
import type { useModalDialog } from '../ui/use-modal-dialog';
import { QuoteForm } from './quote-form';

const QUOTE_ANCHOR = 'orcamento';
export const QUOTE_HREF = `#${QUOTE_ANCHOR}`;

type Props = {
  dialog: ReturnType<typeof useModalDialog>;
  idProduto: number;
  precoProduto: number;
};

/**
 * T§2 the 'SOLICITE ORÇAMENTO' pop-up: a modal <dialog> with JavaScript; without it the target of the '#orcamento'
 * links (a plain form post comes back to it too, decision 017).
 */
export function QuoteDialog({ dialog, idProduto, precoProduto }: Props) {
  const { open } = dialog;
  // A page opened at #orcamento (a link, or the answer of a post sent before the page hydrated) opens the pop-up.
  useEffect(() => {
    if (window.location.hash === QUOTE_HREF) open();
  }, [open]);

  return (
    <TitledDialog
      dialogProps={dialog.dialogProps}
      onDismiss={dialog.close}
      title={QUOTE_POPUP_TITLE}
      widthClass="w-[min(94vw,40rem)]"
      anchorId={QUOTE_ANCHOR}
    >
      <QuoteForm idProduto={idProduto} precoProduto={precoProduto} />
    </TitledDialog>
  );
}

/** The click of a link to '#orcamento' opens the modal instead of following the anchor (with JavaScript). */
export function openQuoteOnClick(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open();
  };
}
