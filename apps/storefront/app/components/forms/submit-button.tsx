import type { ComponentProps, ReactNode } from 'react';

/**
 * The one submit button of every form, the shop's (T§2) and the back office's, with its states (idle, pending with a
 * spinner, success, error), and the form's one alert. Kept apart from the fields (field.tsx) because forms that a
 * page carries up front (the listing's filters) use the button alone.
 */

const ALERT_LOOKS = {
  error: {
    box: 'rounded-md border border-red-700 bg-red-50 p-2 text-sm font-semibold text-red-800',
    line: 'text-sm font-semibold text-red-800',
  },
  success: {
    box: 'rounded-md border border-green-700 bg-green-50 p-2 text-sm font-semibold text-green-800',
    line: 'text-sm font-semibold text-green-800',
  },
} as const;

/**
 * An error (role alert) or a confirmation (role status); nothing when there is no text. `box` (default) is framed;
 * `line` is the text alone, for a message in a tight row (the postal-code entry) or a page's answer.
 */
export function FormAlert({
  id,
  kind,
  look = 'box',
  className,
  children,
}: {
  id?: string | undefined;
  kind: 'error' | 'success';
  look?: 'box' | 'line';
  /** Extra classes (margins) of the message. */
  className?: string | undefined;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`${ALERT_LOOKS[kind][look]} ${className ?? ''}`.trim()}
    >
      {children}
    </p>
  );
}

/** The spinner of a pending form or part (decorative: the pending text or the busy region says it). */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} animate-spin`} aria-hidden="true" focusable="false">
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
