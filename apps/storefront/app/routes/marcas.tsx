import { Link } from '../components/ui/router-link';
import { getBrands } from '../server/api/api.server';
import { SimplePage } from '../components/ui/simple-page';
import { BRANDS_TITLE, NO_BRANDS_TEXT } from '../lib/constants';
import { pageMeta } from '../lib/seo/meta';
import type { PageHandle } from '../lib/analytics/page-kind';
import type { Route } from './+types/marcas';

export const handle: PageHandle = { pageKind: 'marcas' };

export async function loader({ request }: Route.LoaderArgs) {
  const result = await getBrands(request);
  // T§2: a failed call shows 'Nenhuma marca encontrada'.
  return { brands: result.ok ? result.data.marcas : [] };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, BRANDS_TITLE, 'Conheça as marcas de equipamentos técnicos da loja.', {
    canonical: '/marcas',
  });
}

export default function Marcas({ loaderData }: Route.ComponentProps) {
  const { brands } = loaderData;
  return (
    <SimplePage title={BRANDS_TITLE}>
      {brands.length === 0 ? (
        <p className="mt-6 text-gray-700">{NO_BRANDS_TEXT}</p>
      ) : (
        <ul aria-label="Marcas" className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link
                to={brand.rota}
                prefetch="intent"
                className="flex h-28 items-center justify-center rounded-md border border-gray-200 bg-white p-4 text-center font-semibold text-brand-900 hover:border-brand-500 hover:shadow"
              >
                {brand.imagem ? (
                  <img
                    src={brand.imagem}
                    alt={brand.nome}
                    width={160}
                    height={80}
                    loading="lazy"
                    className="max-h-20 w-auto object-contain"
                  />
                ) : (
                  brand.nome
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SimplePage>
  );
}
