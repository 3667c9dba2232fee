import type { MenuItem } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { CATEGORY_MENU_TITLE } from '../../lib/home-constants';
import { PathIcon } from '../ui/icons';

/** The home's category menu (T§2): the store's top categories with their icons. */
export function CategoryMenu({ items }: { items: readonly MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="categorias-titulo">
      <h2 id="categorias-titulo" className="mb-3 text-lg leading-7 font-bold text-brand-900 md:text-xl">
        {CATEGORY_MENU_TITLE}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:gap-3 lg:grid-cols-7">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.rota || item.link}
              prefetch="intent"
              className="flex h-full flex-col items-center gap-2 rounded-md p-2 text-center text-xs break-words font-semibold text-gray-900 hover:bg-brand-50 hover:text-brand-800 md:text-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 md:size-14">
                {item.svg ? <PathIcon d={item.svg} className="size-6 md:size-7" /> : null}
              </span>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
