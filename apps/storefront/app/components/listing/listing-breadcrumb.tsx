import type { Listing } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { BREADCRUMB_LABEL } from '../../lib/listing-constants';

/** Breadcrumb (B§2.3): the API's trail; the last entry is the current page. */
export function ListingBreadcrumb({ items }: { items: Listing['estrutura']['breadcrumb'] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={BREADCRUMB_LABEL} className="text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.rota}-${index}`} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-semibold text-gray-900">
                  {item.label}
                </span>
              ) : (
                <Link to={item.rota} className="hover:underline">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
