import { Fragment, useId } from 'react';
import { countText } from '../../lib/plural';

type Props = {
  name: string;
  legend: string;
  /** 1..max stars. */
  max: number;
  invalid: boolean;
  errorId?: string;
  defaultValue?: string;
};

/**
 * T§2, T§9 review stars 1 to 5: a radio group drawn as stars (CSS only, so it works without JavaScript). The
 * radios run from the highest note to the lowest in the markup and the row is reversed on screen, so a checked or
 * hovered star lights itself and every star to its left with the sibling selector.
 */
export function StarInput({ name, legend, max, invalid, errorId, defaultValue }: Props) {
  const id = useId();
  const notes = Array.from({ length: max }, (_, i) => max - i);
  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && errorId ? errorId : undefined}
      className={`flex flex-col gap-1 rounded-md ${invalid ? 'border-2 border-red-700 bg-red-50 p-1' : ''}`}
    >
      <legend className="field-label">{legend}</legend>
      <div className="star-input">
        {notes.map((note) => (
          <Fragment key={note}>
            <input
              type="radio"
              id={`${id}-${note}`}
              name={name}
              value={note}
              defaultChecked={defaultValue === String(note)}
              className="sr-only"
            />
            <label htmlFor={`${id}-${note}`} title={starLabel(note)}>
              {/* The star is the label's ::before (app.css `.star-input`): one shape in the stylesheet, not five. */}
              <span className="sr-only">{starLabel(note)}</span>
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

const starLabel = (note: number) => countText(note, 'estrela', 'estrelas');
