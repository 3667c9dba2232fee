import type { MenuItem } from '@vitrine/contract';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Link } from '../ui/router-link';
import { SITE_NAME_FALLBACK } from '../../lib/constants';
import { headerVariant, type HeaderVariant } from '../../lib/navigation/design-version';
import { useDesignVersion, useKeepDesignVersion } from '../../hooks/use-design-version';
import type { ShellView } from '../../server/shell/shell.server';
import { telHref } from '../../lib/ui/text';
import { MenuIcon, PhoneIcon } from '../ui/icons';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import { keepMenuStored, requestMenuTrees } from '../../hooks/use-menu-trees';
import { useSavedCep } from '../../hooks/use-saved-cep';
import { opensPostalCode } from '../../lib/ui/menu';
import { CartCounter, Greeting, GreetingLine } from './account-links';
import { onDemand } from '../ui/on-demand';
import { MegaMenu } from './mega-menu';
import { MenuEntry, MenuItemIcon } from './menu-entry';
import { PromoBar } from './promo-bar';
import { SeasonalCountdown } from './seasonal-countdown';
import { TopBar } from './top-bar';

export type HeaderData = Pick<ShellView, 'settings' | 'menus' | 'user' | 'cartCount' | 'menuBanner'>;

/**
 * B§2.6 / B§4 header variants (decision 018): default, s5 and s9 share the standard header; v1, s4 and s7 each have
 * their own. v1: a light main bar whose search asks for 4 suggestions; s4: the top bar without the promo bar and the
 * phone line beside the cart; s7: a compact dark header without the top bar (the promo bar stays).
 */
const VARIANTS: Record<HeaderVariant, { topBar: boolean; promo: boolean; bar: string; phoneInBar: boolean }> = {
  padrao: { topBar: true, promo: true, bar: 'bg-brand-700 text-white', phoneInBar: false },
  v1: { topBar: true, promo: true, bar: 'border-b border-gray-200 bg-white text-brand-900', phoneInBar: false },
  s4: { topBar: true, promo: false, bar: 'bg-brand-800 text-white', phoneInBar: true },
  s7: { topBar: false, promo: true, bar: 'bg-gray-950 text-white', phoneInBar: false },
};

/** Drawn only for an operator's internal sale (B§6): its code loads then (decision 026), over the server's markup. */
const { Component: InternalSaleBar } = onDemand(() => import('./internal-sale-bar').then((m) => m.InternalSaleBar), {
  eager: true,
});

/** The menu for visits without JavaScript is in the server's markup only: the browser never needs its code. */
const { Component: NoScriptMenu } = onDemand(() => import('./no-script-menu').then((m) => m.NoScriptMenu));

/** The off-canvas menu's code loads when its button is reached for; the menu opens once it is there. */
const {
  Component: MobileMenu,
  preload: preloadMobileMenu,
  reach: reachMobileMenu,
} = onDemand(() => import('./mobile-menu').then((m) => m.MobileMenu));

/**
 * The search box's suggestions code loads when the pointer, a finger or the focus reaches it (decision 026); until
 * then the server's form searches with a plain GET.
 */
const { Component: SearchBox } = onDemand(() => import('./search-box').then((m) => m.SearchBox));

const prepareMobileMenu = () => {
  requestMenuTrees();
  reachMobileMenu();
};

/**
 * The entry that asks for the CEP ('Informe seu CEP'; others open the same modal, as 'Frete Grátis Sul e Sudeste')
 * names the saved code once there is one (issue 39).
 */
const asksForCep = (item: MenuItem) => opensPostalCode(item) && /\bCEP\b/i.test(item.label);

/** The saved code, else the entry's own label. */
function SavedCepLabel({ label }: { label: string }) {
  const cep = useSavedCep();
  return <>{cep ? `CEP: ${cep}` : label}</>;
}

/** Site header (B§2.6): top bar, main bar, main menu, internal-sale bar, in the page's design version (B§4). */
export function SiteHeader({ shell }: { shell: HeaderData | undefined }) {
  const version = useDesignVersion();
  useKeepDesignVersion();
  const variantName = headerVariant(version);
  const variant = VARIANTS[variantName];
  const navigation = useNavigation();
  const location = useLocation();
  const menu = useModalDialog();
  const { close: closeMenu, open: showMenu } = menu;
  const openMenu = useCallback(() => {
    void preloadMobileMenu().then(showMenu);
  }, [showMenu]);
  // Header data is reloaded after a form submission (cart, login…): only then are placeholders shown.
  const pending =
    navigation.state !== 'idle' && navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== 'GET';
  const siteName = shell?.settings?.sistema.geral.site.nomeDoSite || SITE_NAME_FALLBACK;
  const principal = shell?.menus.principal ?? [];
  const categories = shell?.menus.todaLoja ?? [];
  const sale = shell?.user?.vendaInterna;
  const phone = shell?.settings?.sistema.geral.site.telefone ?? null;

  useEffect(() => closeMenu(), [location.pathname, closeMenu]);
  // B§7: the main menu in localStorage under `menu` from the first visit.
  useEffect(() => keepMenuStored(), []);

  return (
    <header className="relative z-40" data-versao={version} data-cabecalho={variantName}>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      {variant.topBar ? <TopBar settings={shell?.settings ?? null} promo={variant.promo} /> : null}
      {!variant.topBar && variant.promo ? <PromoBar promos={shell?.settings?.loja.promocoes ?? []} /> : null}
      <SeasonalCountdown settings={shell?.settings ?? null} />
      <div className={variant.bar}>
        {/* Below 1024 px the search box has a row of its own: beside the greeting at 768 px it was 36 px wide. */}
        <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-3 md:gap-x-6 lg:flex-nowrap">
          <button
            type="button"
            onClick={openMenu}
            onPointerDown={prepareMobileMenu}
            onFocus={reachMobileMenu}
            aria-expanded={menu.isOpen}
            aria-haspopup="dialog"
            aria-label="Abrir menu"
            className="icon-button js-only -ml-2 size-11 lg:hidden"
          >
            <MenuIcon className="size-7" />
          </button>
          <Link to="/" className="logo min-w-0 flex-1 md:flex-none" aria-label={`${siteName} – página inicial`}>
            {/* The store's mark (an SVG logo, issue 25): a gauge's needle in a rounded square. */}
            <svg viewBox="0 0 32 32" className="size-7 shrink-0 md:size-8" aria-hidden="true" data-logo="">
              <rect width="32" height="32" rx="8" fill="currentColor" opacity=".18" />
              <path
                d="M6 22a10 10 0 0 1 20 0"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
              />
              <path d="M16 22l6-8" stroke="#f28c13" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <span>{siteName}</span>
          </Link>
          <SearchBox
            variant={variantName}
            className={`order-last basis-full lg:order-none lg:basis-auto lg:flex-1 ${variantName === 'v1' ? 'md:h-12' : ''}`}
          />
          {variant.phoneInBar && phone ? (
            <a
              href={telHref(phone)}
              className="hidden shrink-0 items-center gap-1 text-sm font-bold hover:underline xl:inline-flex"
            >
              <PhoneIcon className="size-5" />
              {phone}
            </a>
          ) : null}
          <Greeting user={shell?.user ?? null} pending={pending} />
          <CartCounter count={shell?.cartCount ?? null} pending={pending} />
          <GreetingLine user={shell?.user ?? null} />
        </div>
      </div>
      <nav aria-label="Menu principal" className="hidden border-b border-gray-200 bg-white lg:block">
        <div className="container-page flex min-h-11 items-center gap-1">
          {shell ? <MegaMenu categories={categories} fallbackBanner={shell.menuBanner} /> : null}
          {/* Every item reachable and readable at any width (B§2.6): the bar wraps instead of hiding its end; from
              1366 px the entries share one row, a long label on two lines. */}
          <ul className="flex min-w-0 flex-wrap items-center xl:flex-nowrap">
            {principal.map((item) => (
              <li key={item.id} className="shrink-0 xl:shrink">
                <MenuEntry item={item} className={item.destaque ? 'menu-bar-link is-hot' : 'menu-bar-link'}>
                  <MenuItemIcon item={item} className="size-4" />
                  {asksForCep(item) ? <SavedCepLabel label={item.label} /> : item.label}
                </MenuEntry>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <NoScriptMenu items={principal} categories={categories} />
      {sale ? <InternalSaleBar sale={sale} /> : null}
      <MobileMenu
        dialogProps={menu.dialogProps}
        isOpen={menu.isOpen}
        onDismiss={menu.close}
        items={principal}
        categories={categories}
      />
    </header>
  );
}
