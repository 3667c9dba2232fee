import type { Attributes } from '@vitrine/contract';
import { ValueRadio } from '../value-radio';

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
      <legend className="field-label px-1">{simples.nome}</legend>
      <div className="flex flex-wrap gap-2">
        {simples.valores.map((value) => (
          <ValueRadio
            key={value.idAtributoValor}
            id={`${name}-${value.idAtributoValor}`}
            name={fieldName}
            value={value}
            checked={selected === value.idAtributoValor}
            onSelect={onSelect}
          />
        ))}
      </div>
    </fieldset>
  );
}
