import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * The one field and the one submit button of every form, the shop's (T§2) and the back office's: a label, the
 * control, an optional hint and the field's own messages, with aria-invalid and aria-describedby kept in step; a
 * submit button with its states (idle, pending with a spinner, success, error).
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

/** An error (role alert) or a confirmation (role status); nothing when there is no text. */
export function FormAlert({ id, kind, children }: { id?: string; kind: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return kind === 'error' ? (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-800"
    >
      {children}
    </p>
  ) : (
    <p
      id={id}
      role="status"
      className="rounded-md border border-green-700 bg-green-50 p-2 text-sm font-semibold text-green-800"
    >
      {children}
    </p>
  );
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 animate-spin" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" focusable="false">
      <path d="M3 8l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

type SubmitStatus = 'idle' | 'pending' | 'success' | 'error';

type SubmitButtonProps = {
  /** idle; pending (disabled, with a spinner); success (with a check mark when `check`); error. */
  status?: SubmitStatus;
  /** The text of each state; pending, success and error fall back to the idle text. */
  children: ReactNode;
  pendingText?: ReactNode;
  successText?: ReactNode;
  errorText?: ReactNode;
  /** A check mark beside the success text (the newsletter, T§4). */
  check?: boolean;
  /** primary (default); secondary, outlined (the back office's second action); accent (the newsletter). */
  look?: keyof typeof LOOKS;
  className?: string;
} & Omit<ComponentProps<'button'>, 'type' | 'className' | 'children'>;

const LOOKS = {
  primary: 'btn-primary gap-2',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-4 font-bold text-brand-800',
  accent:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent-400 px-4 text-sm font-bold text-gray-950 hover:bg-accent-500',
} as const;

/** The submit button of every form: its text follows the form's state, with a spinner while it is sent. */
export function SubmitButton({
  status = 'idle',
  children,
  pendingText,
  successText,
  errorText,
  check,
  look = 'primary',
  className,
  disabled,
  ...button
}: SubmitButtonProps) {
  const text =
    status === 'pending'
      ? (pendingText ?? children)
      : status === 'success'
        ? (successText ?? children)
        : status === 'error'
          ? (errorText ?? children)
          : children;
  return (
    <button
      type="submit"
      className={`${LOOKS[look]} ${className ?? ''}`.trim()}
      disabled={disabled ?? status === 'pending'}
      {...button}
    >
      {status === 'pending' ? <Spinner /> : null}
      {text}
      {status === 'success' && check ? <CheckIcon /> : null}
    </button>
  );
}
