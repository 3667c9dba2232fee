import type { Listing } from '@vitrine/contract';

/**
 * The collapsible long description (B§2.3); the HTML comes sanitized from the Store API (docs/architecture.md §4).
 */
export function LongDescription({ title, html }: { title: string; html: string }) {
  if (html.trim() === '') return null;
  return (
    <details className="mt-8 rounded-md border border-gray-200 p-4">
      <summary className="cursor-pointer font-bold text-brand-900">Sobre {title}</summary>
      <div className="rich-text mt-3 text-sm text-gray-800" dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}

/**
 * The custom layout block with its CSS (B§2.3 listings, B§3 product `layoutPersonalizado`), when the Store API
 * supplies one. Its script is not run: the CSP admits no inline script without a nonce.
 */
export function CustomLayout({ layout }: { layout: Listing['conteudo']['layoutPersonalizado'] }) {
  if (!layout || (layout.layout.trim() === '' && layout.codigoCss.trim() === '')) return null;
  return (
    <section className="custom-layout mt-8">
      {layout.codigoCss ? <style>{layout.codigoCss}</style> : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: layout.layout }} />
    </section>
  );
}
