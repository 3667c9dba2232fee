import type { BlogPost, MenuItem, SiteSettings, User } from '@vitrine/contract';
import { getBanners, getBlogPosts, getCart, getMenu, getSettings, getUser, type ApiResult } from './api.server';
import { isOutage, throwFailure } from './lib/api-failure';
import { isWapRender } from './lib/footer';
import type { MenuBanner } from './lib/resource-types';

/** What the header, menus and footer need, loaded by the root route (DESIGN.md §5, Hydrogen style). */

type ShellMenus = {
  principal: MenuItem[];
  todaLoja: MenuItem[];
  rodape: MenuItem[];
  contato: MenuItem[];
  maquinas: MenuItem[];
};

export type ShellData = {
  settings: SiteSettings | null;
  menus: ShellMenus;
  user: User | null;
  cartCount: number | null;
  wapRender: boolean;
  /** Deferred: streamed after the document starts; never rejects. */
  posts: Promise<BlogPost[]>;
  menuBanner: Promise<MenuBanner | null>;
};

const menuOf = (result: ApiResult<{ menu: MenuItem[] }>) => (result.ok ? result.data.menu : []);

export async function loadShell(request: Request): Promise<ShellData> {
  const posts = getBlogPosts(request).then((r) => (r.ok ? r.data.posts : []));
  const menuBanner = getBanners(request, 'banner-menu-principal').then((r) => {
    const banner = r.ok ? r.data.banners[0] : undefined;
    return banner ? { ...banner.dimensoes.desktop, alt: banner.alt } : null;
  });

  const [settings, principalNew, todaLoja, rodape, contato, maquinas, user, cart] = await Promise.all([
    getSettings(request),
    getMenu(request, 'menuPrincipal-new'),
    getMenu(request, 'ver-toda-loja'),
    getMenu(request, 'links-rodape'),
    getMenu(request, 'menu_popup_contato'),
    getMenu(request, 'maquinas-mais-buscadas'),
    getUser(request),
    getCart(request),
  ]);

  // The Store API is down (both per-visitor calls fail as an outage): every page shows the server-error page
  // (B§2.2, T§2). One of them alone failing leaves its empty state (B§8).
  if (!user.ok && !cart.ok && isOutage(user) && isOutage(cart)) throwFailure(user);

  let principal = menuOf(principalNew);
  if (principal.length === 0) principal = menuOf(await getMenu(request, 'menuPrincipal'));

  // B§8: failed menu and settings loads leave an empty state.
  return {
    settings: settings.ok ? settings.data.configuracoes : null,
    menus: {
      principal,
      todaLoja: menuOf(todaLoja),
      rodape: menuOf(rodape),
      contato: menuOf(contato),
      maquinas: menuOf(maquinas),
    },
    user: user.ok ? user.data : null,
    cartCount: cart.ok ? cart.data.quantidadeTotal : null,
    wapRender: isWapRender(new URL(request.url).search),
    posts,
    menuBanner,
  };
}
