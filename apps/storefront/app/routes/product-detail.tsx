import { data, type MetaDescriptor } from 'react-router';
import type { Attributes, ProductDetail } from '@vitrine/contract';
import { getProductDetail } from '../api.server';
import { BuyTogether } from '../components/product/detail/buy-together';
import { ProductPage } from '../components/product/detail/product-page';
import { pageMeta, siteNameOf } from '../lib/meta';
import type { PageHandle } from '../lib/page-kind';
import { loadProductDetail } from '../product.server';
import { initialShipping } from '../shipping.server';
import type { Route } from './+types/product-detail';

export const handle: PageHandle = { pageKind: 'product/detail' };

/**
 * B§2.4: the detail is critical (a product the Store API does not know is the not-found page); showcases deferred.
 * T§4: with a saved `cep` cookie (or ?cep= from the calculator without JavaScript) shipping is quoted here too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadProductDetail(request);
  const [partners, shipping] = await Promise.all([
    loadPartners(request, loaded.product.combinacoes),
    initialShipping(request, loaded.product, loaded.selected),
  ]);
  const init = shipping.cookie ? { headers: { 'Set-Cookie': shipping.cookie } } : undefined;
  return data({ ...loaded, partners, shipping: shipping.view }, init);
}

/** T§2 'Compre junto': the simple values of each indicated product that has them (its card does not carry them). */
async function loadPartners(request: Request, combinacoes: ProductDetail['combinacoes']) {
  const entries = await Promise.all(
    combinacoes
      .filter((c) => c.produto.possuiAtributoSimples)
      .map(async (c) => {
        const result = await getProductDetail(request, c.produto.rota).catch(() => null);
        return [c.produto.id, result?.ok ? result.data.atributos.simples : null] as const;
      }),
  );
  const partners: Record<number, Attributes['simples']> = Object.fromEntries(entries);
  return partners;
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
  const { product, partners, shipping } = loaderData;
  return (
    <ProductPage
      key={product.id}
      data={loaderData}
      shipping={shipping}
      buyTogether={<BuyTogether product={product} combinacoes={product.combinacoes} partners={partners} />}
    />
  );
}
