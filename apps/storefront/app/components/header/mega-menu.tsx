import type { MenuItem } from '@vitrine/contract';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { SEE_ALL_STORE } from '../../lib/constants';
import { requestMenuTrees, useMenuTrees } from '../../hooks/use-menu-trees';
import type { MenuBanner, MenuBannerData } from '../../lib/resource-types';
import { ChevronDown } from '../ui/icons';
import { Overlay } from '../ui/overlay';

/** The open panel's code loads when the pointer or the focus first reaches the menu (decision 026). */
const loadPanel = () => import('./mega-menu-panel');
const MegaMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MegaMenuPanel })));
const preparePanel = () => {
  void loadPanel();
};

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
        onPointerEnter={preparePanel}
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
            preparePanel();
            if (!focusWithoutOpening.current) setOpen(true);
          }}
          className="flex h-11 shrink-0 items-center gap-2 bg-brand-700 px-4 text-sm font-bold whitespace-nowrap text-white hover:bg-brand-800"
        >
          {SEE_ALL_STORE}
          <ChevronDown className="size-4" />
        </button>
        <div id={panelId} hidden={!open} className="absolute top-full left-0 w-[min(96vw,75rem)] text-gray-900">
          {/* Drawn when opened, not in every page's HTML: the menu bar beside it links the top categories. */}
          {open ? (
            <Suspense fallback={null}>
              <MegaMenuPanel
                categories={all}
                activeIndex={activeIndex}
                onActivate={setActiveIndex}
                subBanner={subBanner}
                fallbackBanner={fallbackBanner}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </>
  );
}
