import type { Cart, CartItem, CartNotice } from '@vitrine/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { CartActionData, CartLoaderData } from '../../routes/resources/cart';
import { clock } from '../../lib/clock';
import {
  ALERT_LONG_MS,
  CART_CONTINUE_TEXT,
  CART_EMPTY_TEXT,
  CART_LOADING_TEXT,
  LINK_CART_ACTION,
  SIDE_CART_TITLE,
  clampedQuantityText,
} from '../../lib/constants';
import { CloseIcon } from '../ui/icons';
import { CartSummary } from './cart-summary';
import { SideCartLine } from './side-cart-line';

/** What the header and the add-to-cart forms use. */
type SideCartApi = {
  /** The header counter: the latest of the root loader's count and the cart answers; null before any. */
  count: number | null;
  isOpen: boolean;
  /** The header counter toggles the drawer (T§2); the drawer reads a fresh cart when it opens. */
  toggle: (opener: HTMLElement) => void;
  /** After a successful add (T§4): the drawer opens with the cart of the answer. */
  showAdded: (cart: Cart, avisos: readonly CartNotice[]) => void;
};

const SideCartContext = createContext<SideCartApi>({
  count: null,
  isOpen: false,
  toggle: () => {},
  showAdded: () => {},
});

export function useSideCart(): SideCartApi {
  return useContext(SideCartContext);
}

/**
 * An add-to-cart form's fetcher: when its answer succeeds, the side cart opens with the fresh cart (T§4). It opens
 * once the fetcher is idle, when the form's button is enabled again, so focus can return to it on close.
 */
export function useOpenSideCartAfterAdd(fetcher: { state: string; data?: CartActionData }) {
  const { showAdded } = useSideCart();
  const shown = useRef<CartActionData | undefined>(undefined);
  const { state, data: answer } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || !answer?.ok || !answer.carrinho || shown.current === answer) return;
    shown.current = answer;
    showAdded(answer.carrinho, answer.avisos);
  }, [state, answer, showAdded]);
}

const SUBMIT_OPTIONS = {
  method: 'post',
  action: LINK_CART_ACTION,
  // Page data does not depend on the cart: only the root (its cart count) revalidates, see root.tsx.
  defaultShouldRevalidate: false,
} as const;

/**
 * The side cart (T§2, T§4, T§5, T§8): one native <dialog> opened modally, mounted once by the root layout, and the
 * count the header shows. Every answer of the cart resource replaces the list and the count.
 */
export function SideCartProvider({ shellCount, children }: { shellCount: number | null; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const lastSubmitter = useRef<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [cart, setCart] = useState<Cart | null>(null);
  const [count, setCount] = useState<number | null>(shellCount);
  const [notices, setNotices] = useState<readonly CartNotice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const loader = useFetcher<CartLoaderData>({ key: 'side-cart-load' });
  const mutator = useFetcher<CartActionData>({ key: 'side-cart' });
  const { load } = loader;
  const { submit } = mutator;

  // The root loader's count (first render, or after a revalidation) is the latest news too.
  const [seenShellCount, setSeenShellCount] = useState(shellCount);
  if (seenShellCount !== shellCount) {
    setSeenShellCount(shellCount);
    if (shellCount !== null) setCount(shellCount);
  }

  const [seenLoad, setSeenLoad] = useState(loader.data);
  if (seenLoad !== loader.data) {
    setSeenLoad(loader.data);
    if (loader.data?.ok) {
      setCart(loader.data.carrinho);
      setCount(loader.data.carrinho.quantidadeTotal);
      setRevision((r) => r + 1);
    }
  }

  // T§4: on success the list is replaced with the server's answer; a failure keeps it and shows an error.
  const [seenAnswer, setSeenAnswer] = useState(mutator.data);
  if (seenAnswer !== mutator.data) {
    setSeenAnswer(mutator.data);
    const answer = mutator.data;
    if (answer?.ok) {
      setCart(answer.carrinho);
      setCount(answer.quantidadeTotal);
      setNotices(answer.avisos);
      setError(null);
    } else if (answer) {
      setError(answer.error);
    }
    setRevision((r) => r + 1);
  }

  // T§8, T§9: the stock message and cart errors show for 5 s.
  useEffect(() => {
    if (notices.length === 0) return;
    return clock.after(ALERT_LONG_MS, () => setNotices([]));
  }, [notices]);
  useEffect(() => {
    if (!error) return;
    return clock.after(ALERT_LONG_MS, () => setError(null));
  }, [error]);

  // Remembers which button posted to the cart, so focus returns there when the drawer opened by the add closes.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (new URL(form.action, window.location.href).pathname !== LINK_CART_ACTION) return;
      lastSubmitter.current = event.submitter instanceof HTMLElement ? event.submitter : form;
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, []);

  const open = useCallback((from: HTMLElement | null) => {
    const element = dialog.current;
    if (!element || element.open) return;
    opener.current = from;
    element.showModal();
    setIsOpen(true);
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);

  const toggle = useCallback(
    (from: HTMLElement) => {
      if (dialog.current?.open) {
        close();
        return;
      }
      open(from);
      void load(LINK_CART_ACTION);
    },
    [open, close, load],
  );

  const showAdded = useCallback(
    (next: Cart, avisos: readonly CartNotice[]) => {
      setCart(next);
      setCount(next.quantidadeTotal);
      setNotices(avisos);
      setError(null);
      setRevision((r) => r + 1);
      const from = lastSubmitter.current?.isConnected ? lastSubmitter.current : null;
      open(from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null));
    },
    [open],
  );

  const changeQuantity = useCallback(
    (item: CartItem, quantidade: number) =>
      void submit({ intent: 'update', hash: item.hash, tipo: item.tipo, quantidade, js: '1' }, SUBMIT_OPTIONS),
    [submit],
  );
  const remove = useCallback(
    (item: CartItem) => void submit({ intent: 'remove', hash: item.hash, tipo: item.tipo, js: '1' }, SUBMIT_OPTIONS),
    [submit],
  );

  // A link in the drawer (a product) navigates: the drawer closes on every path change.
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);

  const value = useMemo(() => ({ count, isOpen, toggle, showAdded }), [count, isOpen, toggle, showAdded]);
  const busy = loader.state !== 'idle' || mutator.state !== 'idle';

  return (
    <SideCartContext.Provider value={value}>
      {children}
      <SideCartDrawer
        dialogRef={dialog}
        onClose={() => {
          setIsOpen(false);
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected) target.focus();
        }}
        close={close}
        cart={cart}
        busy={busy}
        notices={notices}
        error={error}
        revision={revision}
        onQuantity={changeQuantity}
        onRemove={remove}
      />
    </SideCartContext.Provider>
  );
}

type DrawerProps = {
  dialogRef: React.RefObject<HTMLDialogElement | null>;
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

function SideCartDrawer({
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
