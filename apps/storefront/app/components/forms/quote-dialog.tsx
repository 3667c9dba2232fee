import { useCallback, useEffect, useMemo, type MouseEvent } from 'react';
import { onDemand } from '../ui/on-demand';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import type { QuoteVariation } from './quote-form';

/** The pop-up's code loads when it opens (or the pointer or focus reaches a control that opens it). */
const { Component: QuotePopup, preload: preloadQuoteForm } = onDemand(() =>
  import('./quote-popup').then((m) => m.QuotePopup),
);

const QUOTE_ANCHOR = 'orcamento';
export const QUOTE_HREF = `#${QUOTE_ANCHOR}`;

/** The pop-up's dialog: it opens once the form's code is there, so it never shows an empty panel. */
export function useQuoteDialog() {
  const dialog = useModalDialog();
  const { open: show } = dialog;
  const open = useCallback(() => {
    void preloadQuoteForm().then(show);
  }, [show]);
  return useMemo(() => ({ ...dialog, open }), [dialog, open]);
}

type Props = {
  dialog: ReturnType<typeof useQuoteDialog>;
  idProduto: number;
  /** The page's chosen simple value, named in the request (issue 39); null when none is chosen. */
  variacao: QuoteVariation | null;
  precoProduto: number;
};

/**
 * T§2 the 'SOLICITE ORÇAMENTO' pop-up: a modal <dialog> with JavaScript; without it the target of the '#orcamento'
 * links (a plain form post comes back to it too, decision 017).
 */
export function QuoteDialog({ dialog, idProduto, variacao, precoProduto }: Props) {
  const { open } = dialog;
  // A page opened at #orcamento (a link, or the answer of a post sent before the page hydrated) opens the pop-up.
  useEffect(() => {
    if (window.location.hash === QUOTE_HREF) open();
  }, [open]);

  return (
    <QuotePopup
      dialogProps={dialog.dialogProps}
      onDismiss={dialog.close}
      anchorId={QUOTE_ANCHOR}
      idProduto={idProduto}
      variacao={variacao}
      precoProduto={precoProduto}
    />
  );
}

/** The click of a link to '#orcamento' opens the modal instead of following the anchor (with JavaScript). */
export function openQuoteOnClick(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open();
  };
}

/** Pointer or focus on a link to '#orcamento': the form's code starts loading before the click. */
export function prepareQuote() {
  void preloadQuoteForm();
}
