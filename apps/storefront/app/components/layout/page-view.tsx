import type { User } from '@vitrine/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { pageViewEvent, pushInOrder } from '../../lib/analytics/analytics';
import type { PageKind } from '../../lib/analytics/page-kind';
import { TRACKING_GLOBAL, trackingCart, trackingObject, type TrackingCart } from '../../lib/analytics/tracking';
import { useSideCart } from '../cart/side-cart';

type Props = { kind: PageKind; user: User | null; cart: TrackingCart | null };

declare global {
  interface Window {
    [TRACKING_GLOBAL]?: ReturnType<typeof trackingObject>;
  }
}

/**
 * T§3: page_view with the page's tracking data (kind, address, title, user, cart) on the first load and after every
 * client navigation (a new path or query). Rendered before the page, so its event comes before the page's own.
 * The public tracking object (`window.dadosRastreamento`) follows the page, the user and every change of the cart.
 */
export function PageView({ kind, user, cart: shellCart }: Props) {
  const { pathname, search } = useLocation();
  const { count, cart: latest } = useSideCart();
  // The latest news of the cart: the page's (the root revalidates after a cart form) or a side-cart answer.
  const [cart, setCart] = useState(shellCart);
  const [seen, setSeen] = useState({ shellCart, latest });
  if (seen.shellCart !== shellCart || seen.latest !== latest) {
    setSeen({ shellCart, latest });
    setCart(seen.latest !== latest && latest ? trackingCart(latest) : shellCart);
  }
  const report = useEffectEvent((path: string) =>
    pushInOrder(pageViewEvent({ kind, path, title: document.title, user, cartCount: count })),
  );
  useEffect(() => report(`${pathname}${search}`), [pathname, search]);
  useEffect(() => {
    window[TRACKING_GLOBAL] = trackingObject({ kind, path: `${pathname}${search}`, title: document.title, user, cart });
  }, [kind, pathname, search, user, cart]);
  return null;
}
