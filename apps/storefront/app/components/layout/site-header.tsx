import { useEffect } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { SITE_NAME_FALLBACK } from '../../lib/constants';
import type { ShellData } from '../../shell.server';
import { MenuIcon } from '../ui/icons';
import { useModalDialog } from '../ui/use-modal-dialog';
import { AccountIconLink, CartCounter, Greeting } from './account-links';
import { InternalSaleBar } from './internal-sale-bar';
import { MegaMenu } from './mega-menu';
import { MenuEntry } from './menu-entry';
import { MobileMenu } from './mobile-menu';
import { NoScriptMenu } from './no-script-menu';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';

export type HeaderData = Pick<ShellData, 'settings' | 'menus' | 'user' | 'cartCount' | 'menuBanner'>;

/** Site header (B§2.6): top bar, main bar, main menu, internal-sale bar. */
export function SiteHeader({ shell }: { shell: HeaderData | undefined }) {
  const navigation = useNavigation();
  const location = useLocation();
  const menu = useModalDialog();
  const { close: closeMenu } = menu;
  // Header data is reloaded after a form submission (cart, login…): only then are placeholders shown.
  const pending =
    navigation.state !== 'idle' && navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== 'GET';
  const siteName = shell?.settings?.sistema.geral.site.nomeDoSite || SITE_NAME_FALLBACK;
  const principal = shell?.menus.principal ?? [];
  const categories = shell?.menus.todaLoja ?? [];
  const sale = shell?.user?.vendaInterna;

  useEffect(() => closeMenu(), [location.pathname, closeMenu]);

  return (
    <header className="relative z-40">
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <TopBar settings={shell?.settings ?? null} />
      <div className="bg-brand-700 text-white">
        <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 py-3 md:flex-nowrap md:gap-x-6">
          <button
            type="button"
            onClick={menu.open}
            aria-expanded={menu.isOpen}
            aria-haspopup="dialog"
            aria-label="Abrir menu"
            className="icon-button -ml-2 size-11 lg:hidden"
          >
            <MenuIcon className="size-7" />
          </button>
          <Link to="/" className="logo min-w-0 flex-1 md:flex-none" aria-label={`${siteName} – página inicial`}>
            {siteName}
          </Link>
          <SearchBox className="order-last basis-full md:order-none md:basis-auto md:flex-1" />
          <Greeting user={shell?.user ?? null} pending={pending} />
          <AccountIconLink user={shell?.user ?? null} />
          <CartCounter count={shell?.cartCount ?? null} pending={pending} />
        </div>
      </div>
      <nav aria-label="Menu principal" className="hidden border-b border-gray-200 bg-white lg:block">
        <div className="container-page flex h-11 items-center gap-1">
          {shell ? <MegaMenu categories={categories} fallbackBanner={shell.menuBanner} /> : null}
          <ul className="scrollbar-none flex min-w-0 items-center overflow-x-auto">
            {principal.map((item) => (
              <li key={item.id} className="shrink-0">
                <MenuEntry
                  item={item}
                  className={`block px-2.5 py-3 text-[13px] font-semibold whitespace-nowrap hover:text-brand-700 ${item.destaque ? 'text-accent-700' : 'text-gray-800'}`}
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <NoScriptMenu items={principal} categories={categories} />
      {sale ? <InternalSaleBar sale={sale} /> : null}
      <MobileMenu dialogProps={menu.dialogProps} onDismiss={menu.close} items={principal} categories={categories} />
    </header>
  );
}
