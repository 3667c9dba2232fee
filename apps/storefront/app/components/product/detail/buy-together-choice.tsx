import type { Attributes } from '@vitrine/contract';
import { formatBRL } from '../../../lib/money';

type Props = {
  simples: NonNullable<Attributes['simples']>;
  /** Unique per product and combination (input ids). */
  name: string;
  /** The radio group's field name, read by the cart action when the form is posted without script. */
  fieldName: string;
  selected: number | null;
  highlighted: boolean;
  onSelect: (valueId: number) => void;
};

/** T§2 'Compre junto': one product's simple values as radio choices; highlighted when empty at purchase. */
export function BuyTogetherChoice({ simples, name, fieldName, selected, highlighted, onSelect }: Props) {
  return (
    <fieldset
      data-highlighted={highlighted || undefined}
      className={`rounded-md border p-2 ${highlighted ? 'border-red-700 ring-2 ring-red-700' : 'border-transparent'}`}
    >
      <legend className="px-1 text-sm font-semibold text-gray-800">{simples.nome}</legend>
      <div className="flex flex-wrap gap-2">
        {simples.valores.map((value) => {
          const out = value.estoque === 0;
          const inputId = `${name}-${value.idAtributoValor}`;
          return (
            <span key={value.idAtributoValor}>
              <input
                id={inputId}
                type="radio"
                name={fieldName}
                value={value.idAtributoValor}
                checked={selected === value.idAtributoValor}
                onChange={() => onSelect(value.idAtributoValor)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={`inline-flex min-h-11 cursor-pointer flex-col justify-center rounded-md border px-3 text-sm peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-bold peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 ${
                  out ? 'border-dashed border-gray-400 text-gray-600' : 'border-gray-400 text-gray-900'
                }`}
              >
                <span className={out ? 'line-through' : undefined}>{value.label}</span>
                <span className="text-xs">{out ? 'Indisponível' : formatBRL(value.precos.por)}</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
