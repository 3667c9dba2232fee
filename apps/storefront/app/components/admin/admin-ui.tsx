import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link } from '../ui/router-link';
import { describedBy, FieldMessage, fieldClass } from '../forms/form-parts';

/** Small parts every back-office page uses: its title, notices, labelled fields, buttons and page links. */

export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-3 py-4 md:px-6">
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** An action's answer: its confirmation and its refusal, each shown when it has one. */
export function AnswerNotices({ answer }: { answer: { ok?: string | null; erro?: string | null } | undefined }) {
  return (
    <>
      <Notice kind="ok">{answer?.ok}</Notice>
      <Notice kind="erro">{answer?.erro}</Notice>
    </>
  );
}

export function Notice({ kind, children }: { kind: 'ok' | 'erro'; children: ReactNode }) {
  if (!children) return null;
  return kind === 'erro' ? (
    <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
      {children}
    </p>
  ) : (
    <p role="status" className="mb-4 rounded border border-green-700 bg-green-50 p-3 text-green-900">
      {children}
    </p>
  );
}

type FieldProps = {
  label: string;
  name: string;
  type?: string;
  defaultValue?: string | number | undefined;
  required?: boolean;
  autoComplete?: string;
  className?: string;
  /** The field's own message (issue 27): shown beside it, the field marked invalid and described by it. */
  message?: string | undefined;
};

/** aria-invalid and aria-describedby of a field with its own message (the storefront's form parts). */
const invalidProps = (id: string, message: string | undefined) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': describedBy(id, false, undefined, message),
});

export function Field({
  label,
  name,
  type = 'text',
  defaultValue,
  required,
  autoComplete,
  className,
  message,
}: FieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 text-sm font-semibold ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={fieldClass(!!message, 'font-normal')}
        name={name}
        type={type}
        defaultValue={defaultValue}
        required={required}
        autoComplete={autoComplete}
        {...invalidProps(id, message)}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}

export function TextArea({
  label,
  name,
  defaultValue,
  required,
  rows = 3,
  message,
}: {
  label: string;
  name: string;
  defaultValue?: string | undefined;
  required?: boolean;
  rows?: number;
  message?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="font-semibold" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        required={required}
        rows={rows}
        className={fieldClass(!!message, 'h-auto bg-white p-2')}
        defaultValue={defaultValue}
        {...invalidProps(id, message)}
      />
      <FieldMessage id={id} message={message} />
    </div>
  );
}

export function Select({
  label,
  name,
  options,
  defaultValue,
  message,
}: {
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
  defaultValue?: string | undefined;
  message?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm font-semibold">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={fieldClass(!!message, 'font-normal')}
        name={name}
        defaultValue={defaultValue}
        {...invalidProps(id, message)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessage id={id} message={message} />
    </div>
  );
}

/** A checkbox or a file input with its own message (the erase confirmation, the import file). */
export function InputWithMessage({
  label,
  message,
  inline,
  ...input
}: { label: string; message?: string | undefined; inline?: boolean } & Omit<ComponentProps<'input'>, 'id'>) {
  const id = useId();
  const control = <input id={id} {...input} {...invalidProps(id, message)} />;
  return (
    <div className="flex flex-col gap-1 text-sm font-semibold">
      {inline ? (
        <label htmlFor={id} className="flex items-center gap-2 font-normal">
          {control}
          {label}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {control}
        </>
      )}
      <FieldMessage id={id} message={message} />
    </div>
  );
}

export function Button({
  children,
  name,
  value,
  secondary,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  secondary?: boolean;
}) {
  const look = secondary
    ? 'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 font-bold text-brand-800'
    : 'btn-primary';
  return (
    <button type="submit" className={look} name={name} value={value}>
      {children}
    </button>
  );
}

/** Previous / next page links that keep the list's filters. */
export function Pager({
  pagina,
  total,
  porPagina,
  search,
}: {
  pagina: number;
  total: number;
  porPagina: number;
  search: URLSearchParams;
}) {
  const pages = Math.max(1, Math.ceil(total / porPagina));
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    next.set('pagina', String(n));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Páginas" className="mt-4 flex flex-wrap items-center gap-4">
      {pagina > 1 ? (
        <Link className="font-semibold text-brand-800 underline" to={to(pagina - 1)}>
          Página anterior
        </Link>
      ) : null}
      <span>
        Página {pagina} de {pages} ({total} {total === 1 ? 'item' : 'itens'})
      </span>
      {pagina < pages ? (
        <Link className="font-semibold text-brand-800 underline" to={to(pagina + 1)}>
          Próxima página
        </Link>
      ) : null}
    </nav>
  );
}

/** A table that scrolls sideways inside its box on narrow screens instead of widening the page. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded border border-gray-300 bg-white"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-gray-200 [&_td]:p-2 [&_th]:bg-gray-100 [&_th]:p-2">
        {children}
      </table>
    </div>
  );
}
