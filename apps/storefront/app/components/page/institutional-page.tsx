import type { Page } from '@vitrine/contract';
import { ListingBreadcrumb } from '../listing/listing-breadcrumb';

/** An institutional page (T§2): breadcrumb (Home, then the page), title and the store's sanitized content. */
export function InstitutionalPage({ page }: { page: Page }) {
  return (
    <article className="container-page py-6">
      <div className="mb-3">
        <ListingBreadcrumb items={page.estrutura.breadcrumb} />
      </div>
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{page.conteudo.titulo}</h1>
      {/* HTML sanitized by the Store API (sanitize-html). */}
      <div className="rich-text max-w-3xl" dangerouslySetInnerHTML={{ __html: page.conteudo.conteudo }} />
    </article>
  );
}
