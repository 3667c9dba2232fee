import { FILTERS_TITLE } from '../../lib/listing-constants';
import type { CardView } from '../product/product-card';

type Props = {
  /** null for an empty listing: it shows only 'Nenhum produto encontrado' (no count, no view toggle). */
  rangeText: string | null;
  view: CardView;
  onView: (view: CardView) => void;
  onOpenFilters: () => void;
};

/** 'Mostrando X-Y de N encontrados', the 'Filtros' button (below 1024 px) and the grid/list toggle (B§2.3). */
export function ListingToolbar({ rangeText, view, onView, onOpenFilters }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={onOpenFilters}
        aria-haspopup="dialog"
        className="js-only inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 font-bold text-brand-800 lg:hidden"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 5h18M6 12h12M10 19h4" />
        </svg>
        {FILTERS_TITLE}
      </button>
      {rangeText === null ? null : (
        <p role="status" className="text-sm text-gray-700">
          {rangeText}
        </p>
      )}
      <div
        role="group"
        aria-label="Exibição"
        className={`js-only ml-auto hidden gap-1 ${rangeText === null ? '' : 'sm:flex'}`}
      >
        <ViewButton
          label="Grade"
          active={view === 'grid'}
          onClick={() => onView('grid')}
          path="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"
        />
        <ViewButton
          label="Lista"
          active={view === 'list'}
          onClick={() => onView('list')}
          path="M4 5h16M4 12h16M4 19h16"
        />
      </div>
    </div>
  );
}

function ViewButton({
  label,
  active,
  onClick,
  path,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  path: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-label={label}
      title={label}
      className={`icon-button border ${active ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-700'}`}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
