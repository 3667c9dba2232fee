import type { Cart, CartItem, CartNotice } from '@vitrine/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useFetcher, useLocation } from 'react-router';
import { track } from '../../lib/analytics/analytics';
import type { CartActionData, CartLoaderData } from '../../lib/resource-types';
import { clock } from '../../lib/clock';
import { ALERT_LONG_MS } from '../../lib/constants';
import { LINK_CART_ACTION } from '../../lib/cart-constants';
import type { SideCartDrawer } from './side-cart-drawer';

type Drawer = typeof SideCartDrawer;

/** The drawer's code comes when the cart is first opened or posted to, not with the page (decision 026). */
let drawerModule: Promise<Drawer> | null = null;
function loadDrawer(): Promise<Drawer> {
  drawerModule ??= import('./side-cart-drawer').then((m) => m.SideCartDrawer);
  return drawerModule;
}

/** What the header and the add-to-cart forms use. */
type SideCartApi = {
  /** The header counter: the latest of the root loader's count and the cart answers; null before any. */
  count: number | null;
  /** The latest cart an answer brought (an add, a change, the drawer's load); null before any. */
  cart: Cart | null;
  isOpen: boolean;
  /** The header counter toggles the drawer (T§2); the drawer reads a fresh cart when it opens. */
  toggle: (opener: HTMLElement) => void;
  /** After a successful add (T§4): the drawer opens with the cart of the answer. */
  showAdded: (cart: Cart, avisos: readonly CartNotice[]) => void;
};

const SideCartContext = createContext<SideCartApi>({
  count: null,
  cart: null,
  isOpen: false,
  toggle: () => {},
  showAdded: () => {},
});

export function useSideCart(): SideCartApi {
  return useContext(SideCartContext);
}

/**
 * An add-to-cart form's fetcher: when its answer succeeds, the side cart opens with the fresh cart (T§4) and the data
 * layer gets add_to_cart with what the form sent (`brands`: the brand of each product id the form knows). It opens
 * once the fetcher is idle, when the form's button is enabled again, so focus can return to it on close.
 */
export function useOpenSideCartAfterAdd(
  fetcher: { state: string; data?: CartActionData; formData?: FormData | undefined },
  brands?: Readonly<Record<number, string>>,
) {
  const { showAdded } = useSideCart();
  const shown = useRef<CartActionData | undefined>(undefined);
  const sent = useRef<FormData | null>(null);
  const { state, data: answer, formData } = fetcher;
  // The form's entries are known while it is sent only; the answer comes after.
  useEffect(() => {
    if (formData) sent.current = formData;
  }, [formData]);
  const report = useEffectEvent((cart: Cart) => {
    const form = sent.current;
    if (!form) return;
    track((events) => {
      const items = events.addedItems(form, cart, brands);
      return items.length > 0 ? events.addToCartEvent(items) : null;
    });
  });
  useEffect(() => {
    if (state !== 'idle' || !answer?.ok || !answer.carrinho || shown.current === answer) return;
    shown.current = answer;
    report(answer.carrinho);
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
 * count the header shows. Every answer of the cart resource replaces the list and the count. The dialog is closed
 * until asked for, so the server does not render it and its code loads on the first open (or post to the cart).
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
  const [Drawer, setDrawer] = useState<Drawer | null>(null);
  // An open asked for before the drawer's code was there: whom focus returns to (null: nobody).
  const pendingOpen = useRef<{ from: HTMLElement | null } | null>(null);
  const prepare = useCallback(() => {
    void loadDrawer().then((loaded) => setDrawer(() => loaded));
  }, []);
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
      prepare();
      lastSubmitter.current = event.submitter instanceof HTMLElement ? event.submitter : form;
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [prepare]);

  const open = useCallback(
    (from: HTMLElement | null) => {
      const element = dialog.current;
      if (!element) {
        pendingOpen.current = { from };
        prepare();
        return;
      }
      if (element.open) return;
      opener.current = from;
      element.showModal();
      setIsOpen(true);
    },
    [prepare],
  );
  // The drawer's first render: the open that asked for it happens now.
  useEffect(() => {
    const pending = pendingOpen.current;
    if (!Drawer || !pending) return;
    pendingOpen.current = null;
    open(pending.from);
  }, [Drawer, open]);
  const close = useCallback(() => {
    pendingOpen.current = null;
    dialog.current?.close();
  }, []);

  const toggle = useCallback(
    (from: HTMLElement) => {
      if (dialog.current?.open || pendingOpen.current) {
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
  // T§4: remove_from_cart once the answer confirms the line is gone.
  const removing = useRef<CartItem | null>(null);
  const remove = useCallback(
    (item: CartItem) => {
      removing.current = item;
      void submit({ intent: 'remove', hash: item.hash, tipo: item.tipo, js: '1' }, SUBMIT_OPTIONS);
    },
    [submit],
  );
  const changed = mutator.data;
  useEffect(() => {
    const item = removing.current;
    if (mutator.state !== 'idle' || !item || !changed) return;
    removing.current = null;
    if (!changed.ok) return;
    const after = changed.carrinho.itens;
    track((events) => {
      const items = events.removedItems([item], after);
      return items.length > 0 ? events.removeFromCartEvent(items) : null;
    });
  }, [mutator.state, changed]);

  // A link in the drawer (a product) navigates: the drawer closes on every path change.
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);

  const value = useMemo(() => ({ count, cart, isOpen, toggle, showAdded }), [count, cart, isOpen, toggle, showAdded]);
  const busy = loader.state !== 'idle' || mutator.state !== 'idle';

  return (
    <SideCartContext.Provider value={value}>
      {children}
      {Drawer ? (
        <Drawer
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
      ) : null}
    </SideCartContext.Provider>
  );
}
