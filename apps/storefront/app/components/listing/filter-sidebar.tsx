import type { Listing } from '@vitrine/contract';
import { useId, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { Form } from '../ui/router-link';
import { MEDIA_LG } from '../../lib/constants';
import { FILTER_BUTTON_TEXT, FILTERS_TITLE } from '../../lib/listing-constants';
import { useMediaChange } from '../../hooks/use-media-query';
import { onDemand } from '../ui/on-demand';
import { reachAfterFirstLoad } from '../../lib/ui/client-navigation';
import { SortAndSize } from './sort-and-size';

/**
 * The filter options are links (and disclosures) in the server's markup: their code loads when the pointer, a finger
 * or the focus reaches them, or when a navigation brings other options; a click before it arrives is made again on
 * the component's link, a client-side navigation (issue 38).
 */
const filterSections = onDemand(() => import('./filter-sections').then((m) => m.FilterSections));
const FilterSections = filterSections.Component;
reachAfterFirstLoad(filterSections);

/** Query parameters the sidebar form keeps when it applies sort and items per page (pg starts over). */
const KEPT_PARAMS = ['busca', 'filtro', 's5', 'tipo'];

type Props = {
  detalhes: Listing['detalhes'];
  limit: number;
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    onClose: () => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  };
  close: () => void;
};

/**
 * The filter sidebar (B§2.3): a native <dialog> drawer below 1024 px, a static column from 1024 px (and at every
 * width without JavaScript). It is a GET form, so 'Filtrar' applies sort and items per page without JavaScript;
 * the filter options are links to the routes the Store API gives.
 */
export function FilterSidebar({ detalhes, limit, dialogProps, close }: Props) {
  const titleId = useId();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const kept = [...params].filter(([key]) => KEPT_PARAMS.includes(key));

  // A drawer left open when the window grows to the column layout is closed.
  useMediaChange(MEDIA_LG, (wide) => {
    if (wide) close();
  });

  return (
    <dialog {...dialogProps} aria-labelledby={titleId} className="filter-drawer off-canvas">
      <div className="flex h-full flex-col lg:h-auto">
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-2 lg:border-0 lg:px-0">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {FILTERS_TITLE}
          </h2>
          <button
            type="button"
            onClick={close}
            className="icon-button js-only text-2xl lg:hidden"
            aria-label="Fechar filtros"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <Form
          method="get"
          action={location.pathname}
          preventScrollReset
          onSubmit={close}
          className="flex min-h-0 flex-1 flex-col"
        >
          {kept.map(([key, value], index) => (
            <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
          ))}
          <div className="flex-1 overflow-y-auto px-4 pb-4 lg:overflow-visible lg:px-0">
            <div className="py-3">
              <SortAndSize detalhes={detalhes} limit={limit} onNavigate={close} />
            </div>
            <FilterSections detalhes={detalhes} />
          </div>
          <div className="border-t border-gray-200 p-4 lg:px-0">
            <button type="submit" className="btn-primary w-full">
              {FILTER_BUTTON_TEXT}
            </button>
          </div>
        </Form>
      </div>
    </dialog>
  );
}
