import type { BlogPost, Cart, MenuItem, SiteSettings, User } from '@vitrine/contract';
import { EMPTY_TRACKING_CART, trackingCart, type TrackingCart } from '../../lib/analytics/tracking';
import {
  getBanners,
  getBlogPosts,
  getCart,
  getMenu,
  getSettings,
  getUser,
  getUserAndCart,
  type ApiFailure,
  type ApiResult,
} from '../api/api.server';
import { isOutage, throwFailure } from '../../lib/api-failure';
import { isWapRender } from '../../lib/ui/footer';
import { isBackOfficePath } from '../../lib/navigation/back-office';
import { packMenu, type PackedMenuItem } from '../../lib/ui/menu';
import type { MenuBanner, MenuTreesData } from '../../lib/resource-types';
import type { FooterLinks } from '../../hooks/use-footer-links';
import { STREAM_TIMEOUT_MS } from '../html/html-stream.server';
import { readSession } from '../session/session.server';

/**
 * What the header, menus and footer need, loaded by the root route (docs/architecture.md §5, Hydrogen style). The
 * footer's own menus and posts are not part of it (`loadFooterLinks`).
 */

type MenuNames = 'principal' | 'todaLoja' | 'contato';
type ShellMenus = Record<MenuNames, MenuItem[]>;

export type ShellData = {
  settings: SiteSettings | null;
  /** Packed for the browser (`lib/ui/menu.ts`); the layout unpacks them once (`useShell`). */
  menus: Record<MenuNames, PackedMenuItem[]>;
  user: User | null;
  cartCount: number | null;
  /** T§3: the cart as the tracking object copies it (null when the cart call failed). */
  cartTracking: TrackingCart | null;
  wapRender: boolean;
  /** Deferred: streamed after the document starts; never rejects. */
  menuBanner: Promise<MenuBanner | null>;
};

const menuOf = (result: ApiResult<{ menu: MenuItem[] }>) => (result.ok ? result.data.menu : []);

/** The main menu: 'menuPrincipal-new', else the older 'menuPrincipal'. */
async function mainMenu(request: Request, principalNew: ApiResult<{ menu: MenuItem[] }>): Promise<MenuItem[]> {
  const principal = menuOf(principalNew);
  return principal.length > 0 ? principal : menuOf(await getMenu(request, 'menuPrincipal'));
}

/**
 * The main menu and 'Ver toda loja' with every level (GET /resources/menus): the mega menu and the off-canvas menu
 * ask for them when they first open. Every page carries their top level only.
 */
export async function loadMenuTrees(request: Request): Promise<MenuTreesData> {
  const [principalNew, todaLoja] = await Promise.all([
    getMenu(request, 'menuPrincipal-new'),
    getMenu(request, 'ver-toda-loja'),
  ]);
  return { principal: packMenu(await mainMenu(request, principalNew)), todaLoja: packMenu(menuOf(todaLoja)) };
}

/** A signed-in shopper's user and cart; null where its call failed, `failure` when nothing came. */
export type Shopper = { user: User | null; cart: Cart | null; failure: ApiFailure | null };

const NOT_FOUND = 404;

/**
 * The shopper's user and cart in one Store API call (GET checkout/user-and-cart: one session lookup). A Store API
 * that does not have that call (`API_URL` naming one that serves the spec's calls only) answers 404: then the
 * spec's two calls, each failing on its own.
 */
export async function loadShopper(request: Request): Promise<Shopper> {
  const both = await getUserAndCart(request);
  if (both.ok) return { user: both.data.usuario, cart: both.data.carrinho, failure: null };
  if (both.status !== NOT_FOUND) return { user: null, cart: null, failure: both };
  const [user, cart] = await Promise.all([getUser(request), getCart(request)]);
  return {
    user: user.ok ? user.data : null,
    cart: cart.ok ? cart.data : null,
    failure: !user.ok && !cart.ok && isOutage(user) && isOutage(cart) ? user : null,
  };
}

/**
 * The blog's latest posts; never rejects. A page streams them into its footer, so they give up when its streamed
 * parts do (an empty list, as React Router's deferred data did).
 */
function blogPosts(request: Request): Promise<BlogPost[]> {
  const posts = getBlogPosts(request).then((r) => (r.ok ? r.data.posts : []));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), STREAM_TIMEOUT_MS);
    void posts.then((list) => {
      clearTimeout(timer);
      resolve(list);
    });
  });
}

/**
 * 'links-rodape', 'Máquinas mais buscadas' and the blog's posts (B§2.6), read by the footer only. Not in the root's
 * loader data (decision 035): the root loader gives them to the server render through the load context
 * (entry.server.tsx), the posts still on their way, and the browser asks GET /resources/footer-links for them with
 * the footer's code. A failed load leaves an empty menu or no posts (B§8).
 */
export async function loadFooterLinks(request: Request): Promise<FooterLinks> {
  if (isBackOfficePath(new URL(request.url).pathname)) return { rodape: [], maquinas: [], posts: [] };
  const posts = blogPosts(request);
  const [rodape, maquinas] = await Promise.all([
    getMenu(request, 'links-rodape'),
    getMenu(request, 'maquinas-mais-buscadas'),
  ]);
  return { rodape: packMenu(menuOf(rodape)), maquinas: packMenu(menuOf(maquinas)), posts };
}

/** What the header and footer read: the shell with its menus unpacked. */
export type ShellView = Omit<ShellData, 'menus'> & { menus: ShellMenus };

/** The back office (/admin) has no shop header or footer: nothing of the shop is loaded for it. */

const BACK_OFFICE_SHELL: Omit<ShellData, 'menuBanner'> = {
  settings: null,
  menus: { principal: [], todaLoja: [], contato: [] },
  user: null,
  cartCount: null,
  cartTracking: null,
  wapRender: false,
};

export async function loadShell(request: Request): Promise<ShellData> {
  if (isBackOfficePath(new URL(request.url).pathname)) {
    return { ...BACK_OFFICE_SHELL, menuBanner: Promise.resolve(null) };
  }
  const menuBanner = getBanners(request, 'banner-menu-principal').then((r) => {
    const banner = r.ok ? r.data.banners[0] : undefined;
    return banner ? { ...banner.dimensoes.desktop, alt: banner.alt } : null;
  });

  // A visitor without a session has no user and an empty cart: nothing to ask the Store API for.
  const signedIn = (await readSession(request)) !== null;
  const [settings, principalNew, todaLoja, contato, shopper] = await Promise.all([
    getSettings(request),
    getMenu(request, 'menuPrincipal-new'),
    getMenu(request, 'ver-toda-loja'),
    getMenu(request, 'menu_popup_contato'),
    signedIn ? loadShopper(request) : null,
  ]);

  // The Store API is down (two calls every page needs fail as an outage: the shopper's user and cart and the
  // settings, or for a visitor without a session the settings and the main menu): every page shows the server-error
  // page (B§2.2, T§2). One of them alone failing leaves its empty state (B§8).
  const [first, second] = shopper ? [shopper.failure, settings] : [settings, principalNew];
  if (first && !first.ok && !second.ok && isOutage(first) && isOutage(second)) throwFailure(first);

  const principal = await mainMenu(request, principalNew);

  // B§8: failed menu and settings loads leave an empty state.
  return {
    settings: settings.ok ? settings.data.configuracoes : null,
    menus: {
      principal: packMenu(principal, 1),
      todaLoja: packMenu(menuOf(todaLoja), 1),
      contato: packMenu(menuOf(contato)),
    },
    user: shopper?.user ?? null,
    // A visitor without a session has an empty cart; null: the cart could not be read.
    cartCount: shopper ? (shopper.cart?.quantidadeTotal ?? null) : 0,
    cartTracking: shopper ? (shopper.cart ? trackingCart(shopper.cart) : null) : EMPTY_TRACKING_CART,
    wapRender: isWapRender(new URL(request.url).search),
    menuBanner,
  };
}
