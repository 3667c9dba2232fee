import type { Listing } from '@vitrine/contract';

/** The collapsible long description (B§2.3); the HTML comes sanitized from the Store API (DESIGN.md §4). */
export function LongDescription({ title, html }: { title: string; html: string }) {
  if (html.trim() === '') return null;
  return (
    <details className="mt-8 rounded-md border border-gray-200 p-4">
      <summary className="cursor-pointer font-bold text-brand-900">Sobre {title}</summary>
      <div className="rich-text mt-3 text-sm text-gray-800" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}

/** The benefits bar (B§2.3) from the store settings (loja.beneficios). */
export function BenefitsBar({ benefits }: { benefits: readonly string[] }) {
  if (benefits.length === 0) return null;
  return (
    <section aria-label="Benefícios" className="mt-8">
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li
            key={benefit}
            className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900"
          >
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The custom layout block with its CSS (B§2.3), when the Store API supplies one. */
export function CustomLayout({ layout }: { layout: Listing['conteudo']['layoutPersonalizado'] }) {
  if (!layout || (layout.layout.trim() === '' && layout.codigoCss.trim() === '')) return null;
  return (
    <section className="custom-layout mt-8">
      {layout.codigoCss ? <style>{layout.codigoCss}</style> : null}
      <div dangerouslySetInnerHTML={{ __html: layout.layout }} />
    </section>
  );
}
