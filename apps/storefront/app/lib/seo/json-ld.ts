import { photoAt } from '@vitrine/contract/photos';
import type { ListDetail, ProductDetail, ReviewSummary } from '@vitrine/contract';
import type { AggregateRating, Offer, Product, Review, WithContext } from 'schema-dts';
import { absoluteUrl, pageDescription } from './seo';

/**
 * The JSON-LD of products and kits (B§3 seo). Apart from seo.ts, which every page's head uses, so it goes with the
 * routes whose `meta` uses it (decision 026); the home's is in json-ld-store.ts, the listings' in json-ld-listing.ts.
 */

/** B§4: only 'disponivel' is available; every other status is out of stock. */
function availability(status: string): Offer['availability'] {
  return status === 'disponivel' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

function ratingOf(summary: ReviewSummary): { aggregateRating?: AggregateRating; review?: Review[] } {
  if (summary.quantidade === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.media,
      reviewCount: summary.quantidade,
      bestRating: 5,
      worstRating: 1,
    },
    review: summary.avaliacoes.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.nome },
      datePublished: r.data.slice(0, 10),
      reviewBody: r.comentario,
      reviewRating: { '@type': 'Rating', ratingValue: r.nota, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** A GTIN by its length (8, 12, 13 or 14 digits); anything else is left out. */
function gtinOf(ean: string | null): Record<string, string> {
  const digits = ean?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return {};
  const key = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' }[digits.length];
  return key ? { [key]: digits } : {};
}

const price = (value: number) => value.toFixed(2);

/**
 * Product with its Offer (price in BRL, availability from the status, priceValidUntil while a scheduled price
 * applies), brand, sku, mpn, gtin, images and, with reviews, AggregateRating and Review. A product priced on
 * request ('Sob consulta') has no price, and an Offer without one is invalid for search engines: it has no Offer.
 */
export function productJsonLd(origin: string, product: ProductDetail): WithContext<Product> {
  const url = absoluteUrl(origin, product.rota);
  const shown = product.status === 'disponivel';
  const validUntil = product.agendamentoPreco.aplicado?.dataFinal.slice(0, 10);
  const description = pageDescription(product.seo.description, product.descricoes.curta, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nome,
    sku: product.sku,
    ...(product.mpn ? { mpn: product.mpn } : {}),
    ...gtinOf(product.ean),
    brand: { '@type': 'Brand', name: product.marca.nome },
    image: product.midias.imagens.map((image) => absoluteUrl(origin, photoAt(image.arquivos.big, 'openGraph'))),
    ...(description ? { description } : {}),
    url,
    ...(product.status === 'sobConsulta'
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'BRL',
            price: price(product.precos.por),
            ...(shown && validUntil ? { priceValidUntil: validUntil } : {}),
            availability: availability(product.status),
            itemCondition: 'https://schema.org/NewCondition',
          },
        }),
    ...ratingOf(product.avaliacao),
  };
}

/** A kit is sold as one product: its total price, its availability and its reviews. */
export function kitJsonLd(origin: string, list: Omit<ListDetail, 'produtos'>): WithContext<Product> {
  const url = absoluteUrl(origin, list.rota);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: list.nome,
    sku: `KIT-${list.id}`,
    ...(list.marcas[0] ? { brand: { '@type': 'Brand', name: list.marcas[0].nome } } : {}),
    image: list.midias.imagens.map((image) => absoluteUrl(origin, photoAt(image.arquivos.big, 'openGraph'))),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BRL',
      price: price(list.precos.por),
      availability: availability(list.status),
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...ratingOf(list.avaliacao),
  };
}
