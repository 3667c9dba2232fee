import type { Ref } from 'react';
import { POSTAL_CODE_INPUT_MAX, maskPostalCode } from '../../lib/commerce/postal-code';

type Props = {
  id: string;
  ref?: Ref<HTMLInputElement>;
  value: string;
  /** Receives the masked text (digits only, hyphen after the fifth, T§5). */
  onChange: (masked: string) => void;
  placeholder: string;
  /** Marks the field invalid and points at its error message. */
  invalid: boolean;
  errorId: string;
  className: string;
};

/** The postal-code field of the shipping calculator, the postal-code modal and the home box (T§2, T§5). */
export function CepInput({ id, ref, value, onChange, placeholder, invalid, errorId, className }: Props) {
  return (
    <input
      ref={ref}
      id={id}
      name="cep"
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={POSTAL_CODE_INPUT_MAX}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(maskPostalCode(event.currentTarget.value))}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={`field ${className} ${invalid ? 'border-2 border-red-700' : ''}`}
    />
  );
}
