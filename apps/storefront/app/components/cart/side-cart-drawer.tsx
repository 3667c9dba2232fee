import type { Cart, CartItem, CartNotice } from '@vitrine/contract';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { clampedQuantityText } from '../../lib/cart-constants';
import { CART_CONTINUE_TEXT, CART_EMPTY_TEXT, CART_LOADING_TEXT, SIDE_CART_TITLE } from '../../lib/cart-constants';
import { CloseIcon } from '../ui/icons';
import { CartSummary } from './cart-summary';
import { SideCartLine } from './side-cart-line';

export type DrawerProps = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
  close: () => void;
  cart: Cart | null;
  busy: boolean;
  notices: readonly CartNotice[];
  error: string | null;
  revision: number;
  onQuantity: (item: CartItem, quantidade: number) => void;
  onRemove: (item: CartItem) => void;
};

/** The side cart's native <dialog> (T§2): title, messages, lines, summary; aria-busy while a call runs. */
export function SideCartDrawer({
  dialogRef,
  onClose,
  close,
  cart,
  busy,
  notices,
  error,
  revision,
  onQuantity,
  onRemove,
}: DrawerProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const items = cart?.itens ?? [];

  // A removed line takes the focused button with it: focus goes back to the drawer's title.
  useEffect(() => {
    const element = dialogRef.current;
    if (element?.open && !element.contains(document.activeElement)) title.current?.focus();
  }, [cart, dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // The dialog's own box is the backdrop area: its content fills an inner element.
        if (event.target === event.currentTarget) close();
      }}
      onKeyDown={keepFocusInside}
      className="off-canvas ml-auto backdrop:bg-black/50"
      data-testid="side-cart"
      aria-busy={busy}
    >
      <div className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center justify-between bg-brand-700 px-4 text-white">
          <h2 id={titleId} ref={title} tabIndex={-1} className="font-bold outline-none">
            {SIDE_CART_TITLE}
          </h2>
          <button type="button" onClick={close} className="icon-button" aria-label="Fechar carrinho">
            <CloseIcon />
          </button>
        </div>
        <div className="relative h-1 shrink-0 overflow-hidden bg-gray-100" aria-hidden="true">
          {busy ? <div className="absolute inset-y-0 left-0 w-1/3 animate-pulse bg-brand-500" /> : null}
        </div>
        <div className="flex flex-col gap-2 px-4">
          {error ? (
            <p
              role="alert"
              className="mt-3 rounded-md border border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-800"
            >
              {error}
            </p>
          ) : null}
          <div role="status" className="flex flex-col gap-2 empty:hidden">
            {notices.map((notice) => (
              <p
                key={notice.hash}
                className="mt-3 rounded-md border border-amber-600 bg-amber-50 p-2 text-sm text-gray-900"
              >
                {clampedQuantityText(notice.nome)}
              </p>
            ))}
          </div>
        </div>
        <div className={`flex-1 overflow-y-auto px-4 transition-opacity ${busy ? 'opacity-60' : ''}`}>
          {cart === null ? (
            <p className="py-6 text-sm text-gray-700">{busy ? CART_LOADING_TEXT : CART_EMPTY_TEXT}</p>
          ) : items.length === 0 ? (
            <p className="py-6 text-sm text-gray-700">{CART_EMPTY_TEXT}</p>
          ) : (
            <ul aria-label="Produtos no carrinho">
              {items.map((item) => (
                <SideCartLine
                  key={item.hash}
                  item={item}
                  revision={revision}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                  onNavigate={close}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="shrink-0 px-4 pb-4">
          {cart && items.length > 0 ? (
            <CartSummary cart={cart}>
              <ContinueButton onClick={close} />
            </CartSummary>
          ) : (
            <ContinueButton onClick={close} />
          )}
        </div>
      </div>
    </dialog>
  );
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), [tabindex="0"]';

/** A modal <dialog> lets Tab leave the page for the browser's own controls: Tab wraps around inside the drawer. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const index = document.activeElement instanceof HTMLElement ? focusable.indexOf(document.activeElement) : -1;
  // Shift+Tab from the first control (or from the title, which only takes focus by script) goes to the last one.
  if (event.shiftKey && index <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && index === focusable.length - 1) {
    event.preventDefault();
    first.focus();
  }
}

function ContinueButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-md border border-brand-700 bg-white px-6 text-sm font-bold text-brand-800 hover:bg-brand-50"
    >
      {CART_CONTINUE_TEXT}
    </button>
  );
}
