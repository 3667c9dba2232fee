import type { MenuItem } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { AREAS_TITLE } from '../../lib/home-constants';
import { PathIcon } from '../ui/icons';

/** The areas section (T§2 Home): the store's fields of work (the areas-home menu), each leading to its products. */
export function AreasSection({ items }: { items: readonly MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="areas-titulo">
      <h2 id="areas-titulo" className="mb-3 text-lg leading-7 font-bold text-brand-900 md:text-xl">
        {AREAS_TITLE}
      </h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:gap-3 lg:grid-cols-6">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.rota || item.link}
              prefetch="intent"
              className="flex h-full items-center gap-2 rounded-md border border-gray-200 bg-white p-2 text-sm break-words sm:gap-3 sm:p-3 font-semibold text-gray-900 hover:border-brand-500 hover:text-brand-800"
            >
              {item.svg ? <PathIcon d={item.svg} className="size-6 shrink-0 text-brand-700" /> : null}
              <span className="min-w-0">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
