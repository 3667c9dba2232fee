import type { ReactNode } from 'react';
import { Link } from '../ui/router-link';

/**
 * Small parts every back-office page uses: its title, notices, page links and tables. Its fields and buttons are the
 * shop's (components/forms/field.tsx).
 */

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
