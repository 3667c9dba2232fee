import type { MenuItem } from '@vitrine/contract';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Await, Link, useFetcher, useLocation } from 'react-router';
import { SEE_ALL_STORE } from '../../lib/constants';
import { chunk, menuHref } from '../../lib/menu';
import { requestMenuTrees, useMenuTrees } from '../../lib/menu-trees';
import type { MenuBanner, MenuBannerData } from '../../lib/resource-types';
import { ChevronDown, ChevronRight } from '../ui/icons';
import { Overlay } from '../ui/overlay';
import { MenuEntry, MenuItemIcon } from './menu-entry';

/**
 * 'Ver toda loja' mega menu (B§2.6, ≥ 1024 px): categories, sub-levels in columns of 12, 'Ver tudo em', banner.
 * `categories` is the top level the page carries; the sub-levels arrive when the panel first opens.
 */
export function MegaMenu({
  categories,
  fallbackBanner,
}: {
  categories: MenuItem[];
  fallbackBanner: Promise<MenuBanner | null>;
}) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Focus returning to the button after Esc must not open the panel again.
  const focusWithoutOpening = useRef(false);
  const panelId = useId();
  const location = useLocation();
  const banner = useFetcher<MenuBannerData>();
  const all = useMenuTrees()?.todaLoja ?? categories;
  const active = all[activeIndex];
  const { load } = banner;

  // Navigation closes the menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      focusWithoutOpening.current = true;
      button.current?.focus();
      focusWithoutOpening.current = false;
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    if (open) requestMenuTrees();
  }, [open]);

  useEffect(() => {
    if (open && active?.idNivel) void load(`/resources/menu-banner?idNivel=${active.idNivel}`);
  }, [open, active?.idNivel, load]);

  if (categories.length === 0) return null;
  const subBanner = active?.idNivel && banner.data?.idNivel === active.idNivel ? banner.data.banner : null;

  return (
    <>
      {open ? <Overlay onClose={() => setOpen(false)} /> : null}
      <div
        ref={wrapper}
        className="relative z-40"
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onBlur={(event) => {
          if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(true)}
          onFocus={() => {
            if (!focusWithoutOpening.current) setOpen(true);
          }}
          className="flex h-11 shrink-0 items-center gap-2 bg-brand-700 px-4 text-sm font-bold whitespace-nowrap text-white hover:bg-brand-800"
        >
          {SEE_ALL_STORE}
          <ChevronDown className="size-4" />
        </button>
        <div
          id={panelId}
          hidden={!open}
          className="absolute top-full left-0 w-[min(96vw,75rem)] border border-gray-200 bg-white text-gray-900 shadow-xl"
        >
          {/* Drawn when opened, not in every page's HTML: the menu bar beside it links the top categories. */}
          {open ? (
            <div className="flex min-h-80">
              <ul className="w-64 shrink-0 border-r border-gray-200 bg-gray-50 py-2">
                {all.map((category, index) => (
                  <li key={category.id}>
                    <MenuEntry
                      item={category}
                      onFocus={() => setActiveIndex(index)}
                      onMouseEnter={() => setActiveIndex(index)}
                      className={`flex w-full items-center justify-between px-4 py-2 text-left text-sm hover:bg-white ${index === activeIndex ? 'bg-white font-semibold text-brand-800' : ''}`}
                    >
                      <span className="flex items-center gap-2">
                        <MenuItemIcon item={category} className="size-5 text-brand-700" />
                        {category.label}
                      </span>
                      {category.sub.length > 0 ? <ChevronRight className="size-4" /> : null}
                    </MenuEntry>
                  </li>
                ))}
              </ul>
              {active ? (
                <div className="flex min-w-0 flex-1 flex-col gap-5 p-5">
                  <div className="min-w-0">
                    <Link
                      to={menuHref(active)}
                      className="mb-3 inline-block text-sm font-bold text-brand-800 underline-offset-2 hover:underline"
                    >
                      Ver tudo em {active.label}
                    </Link>
                    <div className="flex gap-6">
                      {chunk(active.sub).map((column, columnIndex) => (
                        <ul key={columnIndex} className="min-w-40 space-y-1.5">
                          {column.map((item) => (
                            <li key={item.id}>
                              <MenuEntry item={item} className="quiet-link text-sm" />
                            </li>
                          ))}
                        </ul>
                      ))}
                    </div>
                  </div>
                  {subBanner ? (
                    <MenuBannerImage banner={subBanner} />
                  ) : (
                    <Suspense fallback={null}>
                      <Await resolve={fallbackBanner} errorElement={null}>
                        {(main) => (main ? <MenuBannerImage banner={main} /> : null)}
                      </Await>
                    </Suspense>
                  )}
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * The sub-category banner (B§2.6: from 1024 px, where the mega menu exists) under the columns, as wide as they are:
 * banners are wide pictures with text on them, so the whole picture shows (never cropped), its height following
 * its width (the attributes give the usual desktop banner's proportions until it loads).
 */
function MenuBannerImage({ banner }: { banner: MenuBanner }) {
  const image = (
    <img
      src={banner.imagem}
      alt={banner.alt}
      width={1366}
      height={400}
      loading="lazy"
      className="h-auto max-h-56 w-full rounded object-contain object-left"
    />
  );
  return <div className="max-w-3xl shrink-0">{banner.link ? <a href={banner.link}>{image}</a> : image}</div>;
}
