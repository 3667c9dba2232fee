import type { Chip } from '@vitrine/contract';
import { Link } from '../ui/router-link';
import { ACTIVE_FILTERS_TITLE, CLEAR_FILTERS_TEXT } from '../../lib/listing-constants';
import { chipText, showActiveFilters } from '../../lib/navigation/listing-view';

type Props = { chips: readonly Chip[]; clearRoute: string; isSearch: boolean };

/**
 * 'Filtros ativos:' (B§2.3): shown with more than one active filter (more than two on search). Each chip links to
 * the listing without it; 'Limpar filtros' goes where the Store API says (previous category, / or the bare search).
 */
export function ActiveFilters({ chips, clearRoute, isSearch }: Props) {
  if (!showActiveFilters(chips, isSearch)) return null;
  return (
    <section
      aria-label="Filtros ativos"
      className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 p-3 text-sm"
    >
      <h2 className="font-bold text-brand-900">{ACTIVE_FILTERS_TITLE}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const text = chipText(chip);
          return (
            <li key={`${chip.tipo}-${chip.rota}`}>
              <Link
                to={chip.rota}
                preventScrollReset
                aria-label={`Remover filtro ${text}`}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-200 bg-white px-3 text-brand-900 hover:border-brand-500"
              >
                {text}
                <span aria-hidden="true" className="text-base leading-none">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={clearRoute} preventScrollReset className="ml-auto font-semibold text-brand-700 underline">
        {CLEAR_FILTERS_TEXT}
      </Link>
    </section>
  );
}
