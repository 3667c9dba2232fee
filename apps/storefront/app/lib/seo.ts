import type { ListDetail, Listing, ProductDetail, ReviewSummary } from '@vitrine/contract';
import type { MetaDescriptor } from 'react-router';
import type {
  AggregateRating,
  BreadcrumbList,
  ItemList,
  Offer,
  Organization,
  Product,
  Review,
  WebSite,
  WithContext,
} from 'schema-dts';
import { SEARCH_PARAM } from './constants';

/**
 * Search engines and sharing (B§3 seo, DESIGN.md §5): the head tags of every page kind and the JSON-LD they carry.
 * Every address is absolute, on the store's public origin (the root loader's `origin`).
 */

/** Makes an address absolute on the store's origin (an absolute one is kept). */
export function absoluteUrl(origin: string, address: string): string {
  return new URL(address, `${origin}/`).href;
}

/** '{Page} | {site}', unless the page's own title already names the site (no 'Quem somos | Loja | Loja'). */
export function fullTitle(title: string | null, siteName: string): string {
  if (!title) return siteName;
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

export type SeoInput = {
  origin: string;
  siteName: string;
  title: string | null;
  description: string;
  /** The canonical path or address; null: the page has none (e.g. an error page). */
  canonical: string | null;
  image?: string | null;
  socialTitle?: string | null;
  socialDescription?: string | null;
  type?: 'website' | 'product';
  /** e.g. 'noindex, follow' */
  robots?: string | null;
  /** rel prev/next of a paginated listing (paths or addresses). */
  prev?: string | null;
  next?: string | null;
  jsonLd?: readonly object[];
};

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = fullTitle(input.title, input.siteName);
  const abs = (address: string) => absoluteUrl(input.origin, address);
  const canonical = input.canonical ? abs(input.canonical) : null;
  const image = input.image ? abs(input.image) : null;
  const socialTitle = input.socialTitle || title;
  const socialDescription = input.socialDescription || input.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: socialDescription },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:locale', content: 'pt_BR' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: socialDescription },
  ];
  if (canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  }
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (input.robots) tags.push({ name: 'robots', content: input.robots });
  if (input.prev) tags.push({ tagName: 'link', rel: 'prev', href: abs(input.prev) });
  if (input.next) tags.push({ tagName: 'link', rel: 'next', href: abs(input.next) });
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

// ————— JSON-LD —————

export function organizationJsonLd(origin: string, name: string, logo: string | null): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(origin, '/'),
    ...(logo ? { logo: absoluteUrl(origin, logo) } : {}),
  };
}

/** WebSite with the store search as its SearchAction (the sitelinks search box). */
export function webSiteJsonLd(origin: string, name: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(origin, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, '/busca')}?${SEARCH_PARAM}={search_term_string}`,
      },
      // schema-dts has no type for the `query-input` property Google reads.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}

export function breadcrumbJsonLd(
  origin: string,
  items: readonly { label: string; rota: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: absoluteUrl(origin, item.rota),
    })),
  };
}

/** ItemList of a listing page: its products and kits, in the order shown, numbered from the page's offset. */
export function itemListJsonLd(origin: string, listing: Listing): WithContext<ItemList> {
  const items = [...listing.conteudo.produtos, ...listing.conteudo.listas];
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: listing.info.total,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: listing.info.offset + i + 1,
      url: absoluteUrl(origin, item.rota),
      name: item.nome,
    })),
  };
}

const AVAILABILITY = {
  disponivel: 'https://schema.org/InStock',
  sobConsulta: 'https://schema.org/PreOrder',
  indisponivel: 'https://schema.org/OutOfStock',
} as const;

function availability(status: string): Offer['availability'] {
  return status === 'disponivel' || status === 'sobConsulta' ? AVAILABILITY[status] : AVAILABILITY.indisponivel;
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
 * request ('Sob consulta') has no price to offer, so its Offer carries only availability.
 */
export function productJsonLd(origin: string, product: ProductDetail): WithContext<Product> {
  const url = absoluteUrl(origin, product.rota);
  const shown = product.status === 'disponivel';
  const validUntil = product.agendamentoPreco.aplicado?.dataFinal.slice(0, 10);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nome,
    sku: product.sku,
    ...(product.mpn ? { mpn: product.mpn } : {}),
    ...gtinOf(product.ean),
    brand: { '@type': 'Brand', name: product.marca.nome },
    image: product.midias.imagens.map((image) => absoluteUrl(origin, image.arquivos.big)),
    ...(product.seo.description ? { description: product.seo.description } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BRL',
      ...(product.status !== 'sobConsulta' ? { price: price(product.precos.por) } : {}),
      ...(shown && validUntil ? { priceValidUntil: validUntil } : {}),
      availability: availability(product.status),
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...ratingOf(product.avaliacao),
  };
}

/** A kit is sold as one product: its total price, its availability and its reviews. */
export function kitJsonLd(origin: string, list: ListDetail): WithContext<Product> {
  const url = absoluteUrl(origin, list.rota);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: list.nome,
    sku: `KIT-${list.id}`,
    ...(list.marcas[0] ? { brand: { '@type': 'Brand', name: list.marcas[0].nome } } : {}),
    image: list.midias.imagens.map((image) => absoluteUrl(origin, image.arquivos.big)),
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
