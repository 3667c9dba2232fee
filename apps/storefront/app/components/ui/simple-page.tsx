import type { ReactNode } from 'react';
import { Link } from './router-link';

/** A page with a breadcrumb (Home, then the page) and its title. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="container-page py-6">
      <nav aria-label="Trilha de navegação" className="mb-3 text-sm text-gray-700">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-semibold text-gray-900">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </div>
  );
}
