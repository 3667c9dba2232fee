import type { Listing } from '@vitrine/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ITEMS_PER_PAGE_LABEL, SORT_LABEL } from '../../lib/constants';

type Props = { detalhes: Listing['detalhes']; limit: number; onNavigate?: () => void };

/**
 * 'Ordenar por' and 'Itens por página' (B§2.3). They sit inside the sidebar's GET form, so without JavaScript the
 * 'Filtrar' button applies them; with JavaScript a change follows the option's `rota` at once.
 */
export function SortAndSize({ detalhes, limit, onNavigate }: Props) {
  const sortId = useId();
  const sizeId = useId();
  const navigate = useNavigate();
  const currentOrder = detalhes.ordenacao.find((o) => o.atual)?.valor ?? detalhes.ordenacao[0]?.valor;
  const currentSize = detalhes.itensPorPagina.find((o) => o.atual)?.valor ?? limit;

  function go(rota: string | undefined) {
    if (!rota) return;
    onNavigate?.();
    void navigate(rota, { preventScrollReset: true });
  }

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
      {detalhes.ordenacao.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-sm font-bold text-brand-900">
            {SORT_LABEL}
          </label>
          <select
            id={sortId}
            name="order"
            defaultValue={currentOrder}
            key={currentOrder}
            onChange={(e) => go(detalhes.ordenacao.find((o) => o.valor === e.target.value)?.rota)}
            className="field w-full text-sm"
          >
            {detalhes.ordenacao.map((option) => (
              <option key={option.valor} value={option.valor}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {detalhes.itensPorPagina.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={sizeId} className="text-sm font-bold text-brand-900">
            {ITEMS_PER_PAGE_LABEL}
          </label>
          <select
            id={sizeId}
            name="ipp"
            defaultValue={currentSize}
            key={currentSize}
            onChange={(e) => go(detalhes.itensPorPagina.find((o) => String(o.valor) === e.target.value)?.rota)}
            className="field w-full text-sm"
          >
            {detalhes.itensPorPagina.map((option) => (
              <option key={option.valor} value={option.valor}>
                {option.valor}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
