import { data, type MetaDescriptor } from 'react-router';
import type { Attributes, ProductDetail } from '@vitrine/contract';
import { BuyTogether } from '../components/product/detail/deferred-parts';
import { ProductPage } from '../components/product/detail/product-page';
import { detailMeta, pageMeta } from '../lib/seo/meta';
import { productJsonLd } from '../lib/seo/json-ld';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadProductDetail, loadProductParts } from '../server/product/product.server';
import { initialShipping } from '../server/shipping/shipping.server';
import type { Route } from './+types/product-detail';

export const handle: PageHandle = { pageKind: 'product/detail' };

/**
 * B§2.4: the detail is critical (a product the Store API does not know is the not-found page); showcases deferred.
 * T§4: with a saved `cep` cookie (or ?cep= from the calculator without JavaScript) shipping is quoted here too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loaded = await loadProductDetail(request);
  // Issue 38: the showcases and testimonials go to the server render only (the browser asks for them).
  if (!context.dataRequest) context.detailParts = loadProductParts(request, loaded.product.id);
  const partners = loadPartners(loaded.product.combinacoes);
  const shipping = await initialShipping(request, loaded.product, loaded.selected);
  const init = shipping.cookie ? { headers: { 'Set-Cookie': shipping.cookie } } : undefined;
  return data({ ...loaded, partners, shipping: shipping.view }, init);
}

/** T§2 'Compre junto': the simple values of each indicated product that has them (B§3: its card carries them). */
function loadPartners(combinacoes: ProductDetail['combinacoes']): Record<number, Attributes['simples']> {
  return Object.fromEntries(
    combinacoes.flatMap((c) => (c.produto.atributos.simples ? [[c.produto.id, c.produto.atributos.simples]] : [])),
  );
}

/** B§3 seo: the product's tags, its Product (Offer, brand, ratings) and BreadcrumbList JSON-LD. */
export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const root = matches[0].loaderData;
  if (!loaderData) return pageMeta(root, null);
  const { product, canonical } = loaderData;
  return detailMeta(root, product, canonical, (origin) => productJsonLd(origin, product));
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, partners, shipping } = loaderData;
  return (
    <ProductPage
      key={product.id}
      data={loaderData}
      shipping={shipping}
      buyTogether={
        product.combinacoes.length > 0 ? (
          <BuyTogether product={product} combinacoes={product.combinacoes} partners={partners} />
        ) : null
      }
    />
  );
}
