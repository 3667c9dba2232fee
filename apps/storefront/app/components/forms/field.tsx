import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * The one field of every form, the shop's (T§2) and the back office's: a label, the control, an optional hint and
 * the field's own messages, with aria-invalid and aria-describedby kept in step. The submit button with its states
 * and the form's alert are in submit-button.tsx (a page's first load may carry them without the fields).
 */

/** T§5: a highlighted (invalid) field has a thick red border. */
export const fieldClass = (invalid: boolean, extra = '') =>
  `field w-full ${extra} ${invalid ? 'border-2 border-red-700 bg-red-50' : ''}`.trim();

const messageId = (id: string) => `${id}-mensagem`;
const hintId = (id: string) => `${id}-dica`;

/** The field's own messages, beside it (not an alert: a form's timed alert is the one announced). */
function ErrorList({ id, errors }: { id: string; errors?: string | readonly string[] | null | undefined }) {
  const list = (typeof errors === 'string' ? [errors] : (errors ?? [])).filter(Boolean);
  if (list.length === 0) return null;
  if (list.length === 1) {
    return (
      <p id={messageId(id)} className="text-xs font-semibold text-red-800" data-field-message>
        {list[0]}
      </p>
    );
  }
  return (
    <ul id={messageId(id)} className="text-xs font-semibold text-red-800" data-field-message>
      {list.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

type Described = {
  /** The field is highlighted (T§5); by default, while it has a message of its own. */
  invalid?: boolean | undefined;
  /** The id of the form's message that explains the highlight, while highlighted. */
  errorId?: string | undefined;
  /** The field's own message(s), shown beside it. */
  message?: string | readonly string[] | null | undefined;
  hint?: ReactNode;
};

/** aria-invalid and aria-describedby of a field: the form's message while highlighted, the hint, its own message. */
function describe(id: string, { invalid, errorId, message, hint }: Described) {
  const own = typeof message === 'string' ? message !== '' : (message?.length ?? 0) > 0;
  const highlighted = invalid ?? own;
  const ids = [highlighted && errorId ? errorId : null, hint ? hintId(id) : null, own ? messageId(id) : null].filter(
    Boolean,
  );
  return {
    highlighted,
    aria: {
      'aria-invalid': highlighted || undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    },
  };
}

type Shell = Described & {
  label: ReactNode;
  optional?: boolean | undefined;
  /** Extra classes of the field's box. */
  className?: string | undefined;
};

function FieldShell({
  id,
  label,
  optional,
  hint,
  message,
  className,
  children,
}: Shell & { id: string; children: ReactNode }) {
  return (
    <div className={`field-row ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional ? <span className="field-optional"> (opcional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
      <ErrorList id={id} errors={message} />
    </div>
  );
}

type FieldProps = Shell & { id?: string | undefined; inputClassName?: string | undefined } & Omit<
    ComponentProps<'input'>,
    'id' | 'className'
  >;

/** A labelled input. */
export function Field({
  id,
  label,
  optional,
  hint,
  message,
  invalid,
  errorId,
  className,
  inputClassName,
  ...input
}: FieldProps) {
  const fallback = useId();
  const fieldId = id ?? fallback;
  const { highlighted, aria } = describe(fieldId, { invalid, errorId, message, hint });
  return (
    <FieldShell id={fieldId} label={label} optional={optional} hint={hint} message={message} className={className}>
      <input id={fieldId} className={fieldClass(highlighted, inputClassName)} {...aria} {...input} />
    </FieldShell>
  );
}

type TextAreaProps = Shell & { id?: string | undefined } & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

/** A labelled text area. */
export function TextAreaField({
  id,
  label,
  optional,
  hint,
  message,
  invalid,
  errorId,
  className,
  rows = 4,
  ...area
}: TextAreaProps) {
  const fallback = useId();
  const fieldId = id ?? fallback;
  const { highlighted, aria } = describe(fieldId, { invalid, errorId, message, hint });
  return (
    <FieldShell id={fieldId} label={label} optional={optional} hint={hint} message={message} className={className}>
      <textarea id={fieldId} rows={rows} className={fieldClass(highlighted, 'h-auto py-2')} {...aria} {...area} />
    </FieldShell>
  );
}

type SelectProps = Shell & {
  id?: string | undefined;
  /** The choices as [value, text], or the option elements as children. */
  options?: readonly (readonly [string, string])[];
  children?: ReactNode;
} & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>;

/** A labelled select. */
export function SelectField({
  id,
  label,
  optional,
  hint,
  message,
  invalid,
  errorId,
  className,
  options,
  children,
  ...select
}: SelectProps) {
  const fallback = useId();
  const fieldId = id ?? fallback;
  const { highlighted, aria } = describe(fieldId, { invalid, errorId, message, hint });
  return (
    <FieldShell id={fieldId} label={label} optional={optional} hint={hint} message={message} className={className}>
      <select id={fieldId} className={fieldClass(highlighted)} {...aria} {...select}>
        {options?.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}

/** A checkbox (or another input) whose label follows it on the same line, with its own message. */
export function CheckField({
  id,
  label,
  message,
  invalid,
  className,
  inputClassName,
  ...input
}: Omit<FieldProps, 'optional' | 'hint'>) {
  const fallback = useId();
  const fieldId = id ?? fallback;
  const { aria } = describe(fieldId, { invalid, message });
  return (
    <div className={`flex flex-col gap-1 text-sm ${className ?? ''}`.trim()}>
      <label htmlFor={fieldId} className="inline-flex min-h-11 items-center gap-2">
        <input id={fieldId} className={inputClassName} {...aria} {...input} />
        {label}
      </label>
      <ErrorList id={fieldId} errors={message} />
    </div>
  );
}
