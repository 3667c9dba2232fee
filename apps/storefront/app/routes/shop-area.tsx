import { redirect } from 'react-router';
import { Link } from '../components/ui/router-link';
import { SimplePage } from '../components/ui/simple-page';
import type { PageHandle } from '../lib/analytics/page-kind';
import { shopAreaPage } from '../server/pages/shop-area-page.server';
import { pageMeta } from '../lib/seo/meta';
import { env } from '../server/shell/env.server';
import type { Route } from './+types/shop-area';

export const handle: PageHandle = { pageKind: 'page' };

/**
 * The external shop area's paths (T§1: /checkout/carrinho/, /checkout/cadastro, /checkout/pagamento, /minha-conta/,
 * order tracking). With SHOP_AREA_URL they go there; without it, this store answers a page that says where the
 * shopper is and leads back (issue 25), never the 404 page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (env.shopAreaOrigin) throw redirect(`${env.shopAreaOrigin}${url.pathname}${url.search}`);
  return shopAreaPage(url.pathname);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData, loaderData.title, loaderData.text, { robots: 'noindex, nofollow' });
}

export default function ShopArea({ loaderData }: Route.ComponentProps) {
  const { text, back } = loaderData;
  return (
    <SimplePage title={loaderData.title}>
      <p className="mt-3 max-w-3xl text-gray-800">{text}</p>
      <Link to={back.href} className="btn-primary mt-4 inline-flex">
        {back.label}
      </Link>
    </SimplePage>
  );
}
