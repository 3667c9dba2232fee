import type { User } from '@vitrine/contract';
import type { PageKind } from './page-kind';
import { loadOnce } from '../load-once';

/**
 * The tag manager's data layer (B§1, B§2.3, T§3): a page_view with the page kind, the user and the cart on every
 * page, and GA4's ecommerce events (view_item_list, select_item, add_to_cart, remove_from_cart) in BRL, built by
 * analytics-events.ts.
 */

/** A GA4 ecommerce item. */
export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  quantity?: number;
  index?: number;
  item_list_name?: string;
};

/**
 * T§3 the public tracking data of a page: its kind and address, the user (no name or e-mail: personal data stays
 * out of analytics) and the cart's size.
 */
export type PageViewEvent = {
  event: 'page_view';
  page: { kind: PageKind; path: string; title: string };
  user: { logado: boolean; id: number | null; vendaInterna: boolean };
  cart: { quantidadeTotal: number | null };
};

export type ListEvent = {
  event: 'view_item_list' | 'select_item';
  ecommerce: { item_list_name: string; items: AnalyticsItem[] };
};

export type CartEvent = {
  event: 'add_to_cart' | 'remove_from_cart';
  ecommerce: { currency: 'BRL'; value: number; items: AnalyticsItem[] };
};

type DataLayerEvent = PageViewEvent | ListEvent | CartEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** T§3: the page's tracking data, pushed on every page (first load and client navigations). */
export function pageViewEvent(input: {
  kind: PageKind;
  path: string;
  title: string;
  user: Pick<User, 'id' | 'logado' | 'vendaInterna'> | null;
  cartCount: number | null;
}): PageViewEvent {
  return {
    event: 'page_view',
    page: { kind: input.kind, path: input.path, title: input.title },
    user: {
      logado: input.user?.logado ?? false,
      id: input.user?.logado ? input.user.id : null,
      vendaInterna: Boolean(input.user?.vendaInterna),
    },
    cart: { quantidadeTotal: input.cartCount },
  };
}

/**
 * Pushes into window.dataLayer (created when missing); a no-op on the server. An ecommerce event is preceded by
 * `{ ecommerce: null }`, as GA4 asks, so the tag manager does not merge it with the previous one.
 */
export function pushDataLayer(
  event: DataLayerEvent,
  target: { dataLayer?: unknown[] } | undefined = globalThis.window,
) {
  if (!target) return;
  target.dataLayer ??= [];
  if ('ecommerce' in event) target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
}

type Builders = typeof import('./analytics-events');
/** A failed download (offline, a new deployment) is tried again at the next event. */
const loadBuilders = loadOnce(() => import('./analytics-events'));
/** Events still waiting for the builders' code (or behind one that is), pushed in the order they were asked for. */
let queue: Promise<void> = Promise.resolve();
let waiting = 0;

function inOrder(step: () => Promise<void> | void) {
  waiting += 1;
  queue = queue
    .then(step)
    .catch(() => {})
    .finally(() => {
      waiting -= 1;
    });
}

/**
 * Pushes the ecommerce event `build` makes (none when it returns null) with the builders of analytics-events.ts,
 * whose code loads at the first event (a list's impressions, a card click, a cart answer), not with the page. What
 * `build` reads must be taken when the event happens: it may run later. Events keep the order they happened in.
 */
export function track(build: (events: Builders) => DataLayerEvent | null) {
  inOrder(async () => {
    const event = build(await loadBuilders());
    if (event) pushDataLayer(event);
  });
}

/** Pushes an event built without the builders (page_view): at once, or after the events still waiting. */
export function pushInOrder(event: DataLayerEvent) {
  if (waiting === 0) pushDataLayer(event);
  else inOrder(() => pushDataLayer(event));
}
