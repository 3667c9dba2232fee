import type { Attributes } from '@vitrine/contract';
import { formatBRL } from '../../lib/commerce/money';

type SimpleValue = NonNullable<Attributes['simples']>['valores'][number];

type Props = {
  id: string;
  /** The radio group's field name. */
  name: string;
  value: SimpleValue;
  checked: boolean;
  onSelect: (valueId: number) => void;
  /** The form the radio belongs to when it stands outside it. */
  form?: string;
};

/**
 * One simple value as a radio choice with its label and price, struck through and marked 'Indisponível' without
 * stock: the kit composition (B§2.5) and 'Compre junto' (T§2) choose values this way.
 */
export function ValueRadio({ id, name, value, checked, onSelect, form }: Props) {
  const out = value.estoque === 0;
  return (
    <span>
      <input
        id={id}
        type="radio"
        form={form}
        name={name}
        value={value.idAtributoValor}
        checked={checked}
        onChange={() => onSelect(value.idAtributoValor)}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        data-unavailable={out || undefined}
        className={`inline-flex min-h-11 cursor-pointer flex-col justify-center rounded-md border px-3 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-bold peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-disabled:cursor-not-allowed ${
          out ? 'border-dashed border-gray-400 text-gray-600' : 'border-gray-400 text-gray-900'
        }`}
      >
        <span className={out ? 'line-through' : undefined}>{value.label}</span>
        <span className="text-xs">{out ? 'Indisponível' : formatBRL(value.precos.por)}</span>
      </label>
    </span>
  );
}
