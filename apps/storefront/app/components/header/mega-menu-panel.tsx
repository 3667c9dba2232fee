import type { MenuItem } from '@vitrine/contract';
import { useRef, type KeyboardEvent } from 'react';
import { Link } from '../ui/router-link';
import { chunk, menuHref } from '../../lib/ui/menu';
import type { MenuBanner } from '../../lib/resource-types';
import { ChevronRight } from '../ui/icons';
import { PartAwait } from '../ui/part-await';
import { MenuEntry, MenuItemIcon } from './menu-entry';

type Props = {
  categories: MenuItem[];
  activeIndex: number;
  onActivate: (index: number) => void;
  /** The active category's own banner, once it has arrived. */
  subBanner: MenuBanner | null;
  fallbackBanner: Promise<MenuBanner | null>;
};

/**
 * The open mega menu: categories, the active one's second level in columns of 12 (each with its third level under it),
 * 'Ver tudo em', banner.
 */
export function MegaMenuPanel({ categories, activeIndex, onActivate, subBanner, fallbackBanner }: Props) {
  const active = categories[activeIndex];
  const categoryList = useRef<HTMLUListElement>(null);
  const subLevels = useRef<HTMLDivElement>(null);
  // Issue 39: from a focused category → goes into its sub-levels (Tab would reach the next category, which shows its
  // own), and ← comes back to the category.
  const onCategoryKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight') return;
    const first = subLevels.current?.querySelector<HTMLElement>('a, button');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  const onSubLevelKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft') return;
    const own = categoryList.current?.children[activeIndex]?.querySelector<HTMLElement>('a, button');
    if (!own) return;
    event.preventDefault();
    own.focus();
  };
  return (
    <div className="flex min-h-80 border border-gray-200 bg-white shadow-xl">
      <ul
        ref={categoryList}
        onKeyDown={onCategoryKey}
        className="w-64 shrink-0 border-r border-gray-200 bg-gray-50 py-2"
      >
        {categories.map((category, index) => (
          <li key={category.id}>
            <MenuEntry
              item={category}
              onFocus={() => onActivate(index)}
              onMouseEnter={() => onActivate(index)}
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
        <div ref={subLevels} onKeyDown={onSubLevelKey} className="flex min-w-0 flex-1 flex-col gap-5 p-5">
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
                      {/* Issue 39: the third level under its second-level entry, as on the phone's menu. */}
                      {item.sub.length > 0 ? (
                        <ul aria-label={item.label} className="mt-1 mb-2 space-y-1 border-l border-gray-200 pl-3">
                          {item.sub.map((child) => (
                            <li key={child.id}>
                              <MenuEntry item={child} className="quiet-link text-[0.8125rem] text-gray-700" />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
          {subBanner ? (
            <MenuBannerImage banner={subBanner} />
          ) : (
            <PartAwait resolve={fallbackBanner}>
              {(main) => (main ? <MenuBannerImage banner={main} /> : null)}
            </PartAwait>
          )}
        </div>
      ) : null}
    </div>
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
