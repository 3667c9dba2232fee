import { useId } from 'react';
import { clampQuantity, decrement, increment } from '../../../lib/commerce/quantity';

type Props = { value: number; max: number; onChange: (value: number) => void; disabled?: boolean };

/** B§5 quantity: minus inert at 1, plus inert at the maximum; typed text is clamped when it leaves the field. */
export function QuantitySelector({ value, max, onChange, disabled = false }: Props) {
  const id = useId();
  // The field is uncontrolled: when the clamped value equals the current one nothing re-renders, so write it back.
  const commit = (field: HTMLInputElement) => {
    const next = clampQuantity(field.value, max);
    field.value = String(next);
    onChange(next);
  };
  const button =
    'icon-button size-11 border border-gray-400 bg-white text-lg font-bold text-gray-900 disabled:cursor-not-allowed disabled:text-gray-400';
  return (
    <div className="field-row">
      <label htmlFor={id} className="field-label">
        Quantidade
      </label>
      <div className="flex items-center">
        <button
          type="button"
          className={`${button} rounded-l-md`}
          aria-label="Diminuir quantidade"
          disabled={disabled || value <= 1}
          onClick={() => onChange(decrement(value))}
        >
          −
        </button>
        <input
          id={id}
          name="quantidade"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="h-11 w-16 border-y border-gray-400 text-center text-base"
          defaultValue={value}
          key={value}
          disabled={disabled}
          onBlur={(event) => commit(event.currentTarget)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget);
          }}
        />
        <button
          type="button"
          className={`${button} rounded-r-md`}
          aria-label="Aumentar quantidade"
          disabled={disabled || value >= max}
          onClick={() => onChange(increment(value, max))}
        >
          +
        </button>
      </div>
    </div>
  );
}
