import type { Listing } from '@vitrine/contract';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ITEMS_PER_PAGE_LABEL, SORT_LABEL } from '../../lib/listing-constants';
import { headerVariant, usesVariantPageSizes } from '../../lib/navigation/design-version';
import { VARIANT_PAGE_SIZES } from '../../lib/navigation/listing';
import { withPageSize } from '../../lib/navigation/listing-view';
import { useDesignVersion } from '../../hooks/use-design-version';

type Props = { detalhes: Listing['detalhes']; limit: number; onNavigate?: () => void };

type RouteOption = { value: string; label: string; rota: string };

/**
 * 'Ordenar por' and 'Itens por página' (B§2.3). They sit inside the sidebar's GET form, so without JavaScript the
 * 'Filtrar' button applies them; with JavaScript a change follows the option's `rota` at once.
 */
export function SortAndSize({ detalhes, limit, onNavigate }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const variantSizes = usesVariantPageSizes(headerVariant(useDesignVersion()));
  const currentOrder = detalhes.ordenacao.find((o) => o.atual)?.valor ?? detalhes.ordenacao[0]?.valor;
  const currentSize = variantSizes ? limit : (detalhes.itensPorPagina.find((o) => o.atual)?.valor ?? limit);
  // B§9: the v1 version's menu offers 9, 18 and 27 (the Store API's links offer the standard 12, 24 and 36).
  const sizes = variantSizes
    ? VARIANT_PAGE_SIZES.options.map((valor) => ({ valor, rota: withPageSize(pathname, search, valor) }))
    : detalhes.itensPorPagina;

  function go(rota: string) {
    onNavigate?.();
    void navigate(rota, { preventScrollReset: true });
  }

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
      <RouteSelect
        label={SORT_LABEL}
        name="order"
        current={currentOrder ?? ''}
        options={detalhes.ordenacao.map((o) => ({ value: o.valor, label: o.label, rota: o.rota }))}
        onPick={go}
      />
      <RouteSelect
        label={ITEMS_PER_PAGE_LABEL}
        name="ipp"
        current={String(currentSize)}
        options={sizes.map((o) => ({ value: String(o.valor), label: String(o.valor), rota: o.rota }))}
        onPick={go}
      />
    </div>
  );
}

/** A labelled native `<select>` whose options are listing routes; nothing when there is nothing to choose. */
function RouteSelect({
  label,
  name,
  current,
  options,
  onPick,
}: {
  label: string;
  name: string;
  current: string;
  options: RouteOption[];
  onPick: (rota: string) => void;
}) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold text-brand-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={current}
        key={current}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.target.value);
          if (picked) onPick(picked.rota);
        }}
        className="field w-full text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
