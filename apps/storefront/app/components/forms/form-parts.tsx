import type { ComponentProps, ReactNode } from 'react';

/** Pieces every form of T§2 shares: the plumbing fields, labelled fields with their highlight, the alerts. */

/** js=1 asks the action for JSON (a fetcher); redirectTo is where a plain form post comes back to. */
export function FormPostFields({ hydrated, redirectTo }: { hydrated: boolean; redirectTo: string }) {
  return (
    <>
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
    </>
  );
}

/** T§5: a highlighted (invalid) field has a thick red border. */
export const fieldClass = (invalid: boolean, extra = '') =>
  `field w-full ${extra} ${invalid ? 'border-2 border-red-700 bg-red-50' : ''}`.trim();

type FieldProps = {
  id: string;
  label: string;
  invalid: boolean;
  /** The id of the message that explains the highlight, when one is shown. */
  errorId?: string;
  optional?: boolean;
  /** The field's own message, shown beside it (the quote pop-up: until the field changes). */
  message?: string | null | undefined;
} & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** The ids a field is described by: the form's message while highlighted, and its own message. */
export function describedBy(id: string, invalid: boolean, errorId?: string, message?: string | null) {
  const ids = [invalid && errorId ? errorId : null, message ? `${id}-mensagem` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's own message, beside it (not an alert: the form's timed alert is the one announced). */
export function FieldMessage({ id, message }: { id: string; message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-mensagem`} className="text-xs font-semibold text-red-800" data-field-message>
      {message}
    </p>
  );
}

/** A labelled text input; aria-invalid and the message link follow the highlight. */
export function TextField({ id, label, invalid, errorId, optional, message, ...input }: FieldProps) {
  return (
    <div className="field-row">
      <label htmlFor={id} className="field-label">
        {label}
        {optional ? <span className="field-optional"> (opcional)</span> : null}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, errorId, message)}
        className={fieldClass(invalid)}
        {...input}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}

type AreaProps = {
  id: string;
  label: string;
  invalid: boolean;
  errorId?: string;
  optional?: boolean;
} & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function TextAreaField({ id, label, invalid, errorId, optional, ...area }: AreaProps) {
  return (
    <div className="field-row">
      <label htmlFor={id} className="field-label">
        {label}
        {optional ? <span className="field-optional"> (opcional)</span> : null}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid && errorId ? errorId : undefined}
        className={`${fieldClass(invalid, 'h-auto py-2')}`}
        {...area}
      />
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

export function Spinner() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 animate-spin" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" focusable="false">
      <path d="M3 8l3 3 7-7" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

/** The values of a form element as strings (files are not posted by these forms). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** Puts the focus on a form's field by name (the first failing field, T§5). */
export function focusField(form: HTMLFormElement | null, name: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
  else if (field instanceof RadioNodeList) (field[0] as HTMLElement | undefined)?.focus();
}

/** The name and e-mail pair of the sold-out, 'Sob Consulta', question and review forms (T§3: nome, email). */
export function ContactFields({
  ids,
  kept,
  invalid,
  errorId,
}: {
  /** The form's useId: the fields are `${ids}-nome` and `${ids}-email`. */
  ids: string;
  /** A field's value a plain form post brought back. */
  kept: (field: 'nome' | 'email') => string;
  invalid: (field: 'nome' | 'email') => boolean;
  errorId: string;
}) {
  return (
    <>
      <TextField
        id={`${ids}-nome`}
        name="nome"
        label="Nome"
        autoComplete="name"
        defaultValue={kept('nome')}
        invalid={invalid('nome')}
        errorId={errorId}
      />
      <TextField
        id={`${ids}-email`}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        defaultValue={kept('email')}
        invalid={invalid('email')}
        errorId={errorId}
      />
    </>
  );
}
