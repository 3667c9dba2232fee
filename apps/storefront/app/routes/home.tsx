import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { PostalCodeBox } from '../components/home/postal-code-box';
import type { PageHandle } from '../lib/page-kind';
import { pageMeta, siteNameOf } from '../lib/meta';
import type { Route } from './+types/home';

export const handle: PageHandle = { pageKind: 'home' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, null);
}

export default function Home() {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  const benefits = shell?.settings?.loja.beneficios ?? [];
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold text-brand-900">{siteNameOf(shell)}</h1>
      <p className="mt-2 text-gray-700">
        Data loggers, controladores, sensores, termômetros, refrigeração, instrumentos de medição e solda.
      </p>
      {benefits.length > 0 ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li
              key={benefit}
              className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900"
            >
              {benefit}
            </li>
          ))}
        </ul>
      ) : null}
      <PostalCodeBox />
    </div>
  );
}
