import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { PostalCodeBox } from '../components/home/postal-code-box';
import { BenefitsBar } from '../components/ui/benefits-bar';
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
      <BenefitsBar benefits={benefits} />
      <PostalCodeBox />
    </div>
  );
}
