import type { CharacteristicGroup } from '@vitrine/contract';
import { WIRE_THICKNESS_GROUP, wireWindow } from '../../../lib/commerce/wire-scale';

/** B§2.4, T§9 wire-thickness scale: 9 of the 22 known values around the product's, the current one highlighted. */
export function WireScale({ groups }: { groups: readonly CharacteristicGroup[] }) {
  const current = groups.find((g) => g.nome === WIRE_THICKNESS_GROUP)?.itens[0]?.valor;
  const values = current ? wireWindow(current) : null;
  if (!current || !values) return null;
  return (
    <section aria-labelledby="espessura-fio" className="flex flex-col gap-2">
      <h2 id="espessura-fio" className="text-base font-bold text-brand-900">
        {WIRE_THICKNESS_GROUP}
      </h2>
      <ol className="flex flex-wrap gap-1" data-testid="wire-scale">
        {values.map((value) => (
          <li
            key={value}
            aria-current={value === current ? 'true' : undefined}
            className={`rounded px-2 py-1 text-xs ${value === current ? 'bg-brand-800 font-bold text-white' : 'bg-gray-100 text-gray-800'}`}
          >
            {value}
          </li>
        ))}
      </ol>
    </section>
  );
}
