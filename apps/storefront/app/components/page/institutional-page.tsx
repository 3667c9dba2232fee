import type { Page } from '@vitrine/contract';
import type { ReactNode } from 'react';
import { ListingBreadcrumb } from '../listing/listing-breadcrumb';

/**
 * An institutional page (T§2): breadcrumb (Home, then the page), title and the store's sanitized content; then
 * the quote block when the address has a key.
 */
export function InstitutionalPage({ page, children }: { page: Page; children?: ReactNode }) {
  return (
    <article className="container-page py-6">
      <div className="mb-3">
        <ListingBreadcrumb items={page.estrutura.breadcrumb} />
      </div>
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{page.conteudo.titulo}</h1>
      {children}
      {/* HTML sanitized by the Store API (sanitize-html). */}
      <div className="rich-text max-w-3xl" dangerouslySetInnerHTML={{ __html: page.conteudo.conteudo }} />
    </article>
  );
}
