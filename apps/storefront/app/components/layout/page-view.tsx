import type { User } from '@vitrine/contract';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { pageViewEvent, pushDataLayer } from '../../lib/analytics/analytics';
import type { PageKind } from '../../lib/analytics/page-kind';
import { useSideCart } from '../cart/side-cart';

type Props = { kind: PageKind; user: User | null };

/**
 * T§3: page_view with the page's tracking data (kind, address, title, user, cart) on the first load and after every
 * client navigation (a new path or query). Rendered before the page, so its event comes before the page's own.
 */
export function PageView({ kind, user }: Props) {
  const { pathname, search } = useLocation();
  const { count } = useSideCart();
  const report = useEffectEvent((path: string) =>
    pushDataLayer(pageViewEvent({ kind, path, title: document.title, user, cartCount: count })),
  );
  useEffect(() => report(`${pathname}${search}`), [pathname, search]);
  return null;
}
