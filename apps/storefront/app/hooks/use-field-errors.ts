import { useState, type FocusEvent, type FormEvent } from 'react';
import { fieldMessages, invalidFields, type FormReply } from '../lib/forms/form-reply';

/** A check that found fields to correct: which ones, and each one's own message. */
type FieldCheck = { invalid: string[]; errors: Record<string, string> };

/**
 * The invalid fields of a form and each one's own message (T§5, issue 25): set by the browser's check or by the
 * server's refusal (the answer), a field stays highlighted until it takes the focus and keeps its message until it
 * changes. `aliases` names the field whose message a control's change clears (a checkbox that makes a field optional).
 */
export function useFieldErrors(answer: FormReply | null, aliases: Record<string, string> = {}) {
  const [invalid, setInvalid] = useState<Set<string>>(() => new Set(invalidFields(answer)));
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldMessages(answer));

  // A refusal by the server highlights its fields like the browser's check does.
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    setInvalid(new Set(invalidFields(answer)));
    setErrors(fieldMessages(answer));
  }

  const show = (check: FieldCheck | null) => {
    setInvalid(new Set(check?.invalid ?? []));
    setErrors(check?.errors ?? {});
  };

  /** The form's focus handler: the focused field is no longer highlighted. */
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !invalid.has(name)) return;
    setInvalid((current) => {
      const next = new Set(current);
      next.delete(name);
      return next;
    });
  };

  /** The form's change handler: the changed field's own message goes. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const raw = (event.target as { name?: unknown }).name;
    const name = typeof raw === 'string' ? (aliases[raw] ?? raw) : raw;
    if (typeof name !== 'string' || !(name in errors)) return;
    setErrors(({ [name]: _changed, ...rest }) => rest);
  };

  return {
    isInvalid: (field: string) => invalid.has(field),
    message: (field: string): string | undefined => errors[field],
    show,
    onFocus,
    onChange,
  };
}
