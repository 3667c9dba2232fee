import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';

/**
 * A native <dialog> opened with showModal(): Esc closes it (native), a click on the backdrop closes it,
 * and focus returns to the control that opened it.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    setIsOpen(true);
  }, []);

  const close = useCallback(() => {
    ref.current?.close();
  }, []);

  const onClose = useCallback(() => {
    setIsOpen(false);
    opener.current?.focus();
    opener.current = null;
  }, []);

  /** The dialog's own box is the backdrop area: its content sits in an inner element. */
  const onClick = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }, []);

  // One object for the dialog's life: a part whose code loads on demand keeps its server markup while it is the same.
  const dialogProps = useMemo(() => ({ ref, onClose, onClick }), [onClose, onClick]);
  return { isOpen, open, close, dialogProps };
}
