import type { BlogPost, MenuItem, SiteSettings, User } from '@vitrine/contract';
import { data } from 'react-router';
import { getBanners, getBlogPosts, getCart, getMenu, getSettings, getUser, type ApiResult } from './api.server';
import { isWapRender } from './lib/footer';

/** What the header, menus and footer need, loaded by the root route (DESIGN.md §5, Hydrogen style). */

export type MenuBanner = { imagem: string; link: string | null; alt: string };

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

const UNAVAILABLE = 503;

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

  // The Store API is unreachable: every page shows the server-error page (B§2.2, T§2).
  if (!user.ok && !cart.ok && user.status === UNAVAILABLE && cart.status === UNAVAILABLE) {
    throw data(null, { status: UNAVAILABLE });
  }

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
