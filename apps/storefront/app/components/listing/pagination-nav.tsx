import { Link } from '../ui/router-link';
import { pageCount, pageHref, pageWindow } from '../../lib/navigation/pagination';

type Props = { total: number; limit: number; current: number; rotaPagina: string };

const itemClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm';

/** Pagination (B§2.3, B§5): only with more than one page; links from info.rotaPagina with pg. */
export function PaginationNav({ total, limit, current, rotaPagina }: Props) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const items = pageWindow(current, pages);
  return (
    <nav aria-label="Paginação" className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={pageHref(rotaPagina, current - 1)} rel="prev" className={`${itemClass} border-gray-300`}>
              <span aria-hidden="true">‹</span>&nbsp;Anterior
            </Link>
          ) : null}
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={pageHref(rotaPagina, item.page)}
                aria-label={`Página ${item.page}`}
                aria-current={item.current ? 'page' : undefined}
                className={`${itemClass} ${item.current ? 'border-brand-700 bg-brand-700 font-bold text-white' : 'border-gray-300 text-gray-900 hover:border-brand-500'}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <Link to={pageHref(rotaPagina, current + 1)} rel="next" className={`${itemClass} border-gray-300`}>
              Próxima&nbsp;<span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
