import { Link } from '../ui/router-link';
import { NOT_FOUND_TITLE } from '../../lib/constants';

/** 404 page (T§2): '404' and 'Página não encontrada'. */
export function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-16 text-center">
      <p className="text-7xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">
        <span className="sr-only">404 – </span>
        {NOT_FOUND_TITLE}
      </h1>
      <p className="mt-3 text-gray-700">O endereço acessado não existe ou foi removido.</p>
      <Link to="/" className="btn-primary mt-6">
        Ir para a página inicial
      </Link>
    </section>
  );
}
