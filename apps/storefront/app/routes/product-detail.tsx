import type { MetaDescriptor } from 'react-router';
import { ProductPage } from '../components/product/detail/product-page';
import { pageMeta, siteNameOf } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { loadProductDetail } from '../product.server';
import type { Route } from './+types/product-detail';

export const handle: PageHandle = { pageKind: 'product/detail' };

/** B§2.4: the detail is critical (a product the Store API does not know is the not-found page); showcases deferred. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadProductDetail(request);
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const root = matches[0].loaderData;
  if (!loaderData) return pageMeta(root, null);
  const { product, canonical } = loaderData;
  const siteName = siteNameOf(root);
  const title = product.seo.title.includes(siteName)
    ? product.seo.title
    : `${product.seo.title || product.nome} | ${siteName}`;
  const description = product.seo.description || product.nome;
  const image = product.midias.imagens[0]?.arquivos.big ?? product.seo.openGraphUrlImagem;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: product.seo.titleSocial || title },
    { property: 'og:description', content: product.seo.descriptionSocial || description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: canonical },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { 'script:ld+json': productJsonLd(loaderData) },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
}

function productJsonLd({ product, canonical }: Route.MetaArgs['loaderData'] & object) {
  const availability =
    product.status === 'disponivel' ? 'InStock' : product.status === 'sobConsulta' ? 'PreOrder' : 'OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nome,
    sku: product.sku,
    ...(product.mpn ? { mpn: product.mpn } : {}),
    ...(product.ean ? { gtin13: product.ean } : {}),
    brand: { '@type': 'Brand', name: product.marca.nome },
    image: product.midias.imagens.map((i) => i.arquivos.big),
    url: canonical,
    offers: {
      '@type': 'Offer',
      price: product.precos.por.toFixed(2),
      priceCurrency: 'BRL',
      availability: `https://schema.org/${availability}`,
      url: canonical,
    },
    ...(product.avaliacao.quantidade > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.avaliacao.media,
            reviewCount: product.avaliacao.quantidade,
          },
        }
      : {}),
  };
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductPage key={loaderData.product.id} data={loaderData} />;
}
