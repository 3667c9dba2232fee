import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import type { UserAndCart } from '@vitrine/contract';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { CartCounter, Greeting, GreetingLine } from '../../components/header/account-links';
import { SideCartProvider } from '../../components/cart/side-cart';
import { trackingCart } from '../../lib/analytics/tracking';
import type { PersonalState } from '../../lib/personal-parts';
import { sessionTokenOf } from '../session/session.server';
import { env } from './env.server';
import { loadShopper, type Shopper } from './shell.server';

/**
 * Her user and cart read by the server in its own process (`read`: the Store API's function for GET
 * checkout/user-and-cart, given her session token; issue 38); null when it failed (her page is drawn for her alone).
 */
async function readShopper(read: (token: string) => Promise<UserAndCart>, token: string): Promise<Shopper | null> {
  try {
    const { usuario, carrinho } = await read(token);
    return { user: usuario, cart: carrinho, failure: null };
  } catch {
    return null;
  }
}

/**
 * What the host gives for a shopper's parts: her Cookie header, and her request as a Fetch `Request`, made only when
 * it is needed (issue 38: making one cost more than the rest of a page's parts once they are drawn).
 */
export interface PartsAsk {
  cookie: string | null;
  request: () => Request;
}

/**
 * Parts already drawn, by everything they are drawn from (her user and cart count; the shop area's origin is the
 * process's; they do not read the page's address): the same shopper's next page writes the same markup without React
 * (issue 38). At most `DRAWN_PARTS_BYTES` of markup, the least recently used left out first.
 */
const DRAWN_PARTS_BYTES = 4 * 1024 * 1024;
const drawnParts = new LRUCache<string, string>({
  maxSize: DRAWN_PARTS_BYTES,
  sizeCalculation: (html, key) => html.length + key.length,
});

/**
 * A shopper's personal parts (decision 044, lib/personal-parts.ts): her greeting, greeting line and cart counter drawn
 * by the header's own components from the one user-and-cart call (or, given `read`, the Store API's function for it
 * in this process), with the data they drew. Null when her page must be
 * drawn for her alone: no session, her calls failed as an outage (her own render shows the outage page), or an
 * operator's internal sale (its bar is the page's, with forms of its own).
 */
export async function personalParts(
  ask: PartsAsk,
  read?: (token: string) => Promise<UserAndCart>,
): Promise<{ html: string; state: PersonalState } | null> {
  const token = await sessionTokenOf(ask.cookie);
  if (token === null) return null;
  const shopper = read ? await readShopper(read, token) : await loadShopper(ask.request());
  if (shopper === null || shopper.failure || shopper.user?.vendaInterna) return null;
  // As the root loader has them (shell.server.ts loadShell): null where her call failed or she has no cart yet.
  const state: PersonalState = {
    user: shopper.user,
    cartCount: shopper.cart?.quantidadeTotal ?? null,
    cartTracking: shopper.cart ? trackingCart(shopper.cart) : null,
  };
  const key = JSON.stringify([state.user, state.cartCount]);
  const drawn = drawnParts.get(key);
  if (drawn !== undefined) return { html: drawn, state };
  const html = await drawParts(state, ask.request().url);
  if (html === null) return null;
  drawnParts.set(key, html);
  return { html, state };
}

/** Her parts drawn by the header's own components; null when the one-route router answered with a redirect. */
async function drawParts(state: PersonalState, url: string): Promise<string | null> {
  // The parts read the root's data (the shop area's origin) and the side cart's fetchers: a data router of one route.
  const { query, dataRoutes } = createStaticHandler([
    {
      id: 'root',
      path: '*',
      loader: () => ({ shopArea: env.shopAreaOrigin }),
      Component: () => (
        <SideCartProvider shellCount={state.cartCount}>
          <Greeting user={state.user} pending={false} />
          <GreetingLine user={state.user} />
          <CartCounter count={state.cartCount} pending={false} />
        </SideCartProvider>
      ),
    },
  ]);
  const context = await query(new Request(url));
  if (context instanceof Response) return null;
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />,
  );
}
