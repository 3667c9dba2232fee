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
import { cutDescription } from './listing';

/**
 * Search engines and sharing (B§3 seo, DESIGN.md §5): the head tags of every page kind and the JSON-LD they carry.
 * Every address is absolute, on the store's public origin (the root loader's `origin`).
 */

/**
 * The store's share picture (1200×630, the mark on the brand colour) for a page with no picture of its own, and its
 * square logo (Organization): both in `public/`, so every page kind has an absolute og:image.
 */
const SHARE_IMAGE = { url: '/compartilhar.png', width: 1200, height: 630 } as const;
const LOGO_IMAGE = '/logo.png';

/** A description search engines show whole: a page's text is cut to this length when it has no SEO description. */
const META_DESCRIPTION_MAX = 160;

/** The page's SEO description, else the start of its own text (HTML read as text), else `fallback`. */
export function pageDescription(seoDescription: string, text: string, fallback: string): string {
  return seoDescription.trim() || cutDescription(text, META_DESCRIPTION_MAX) || fallback;
}

/** Makes an address absolute on the store's origin (an absolute one is kept). */
export function absoluteUrl(origin: string, address: string): string {
  try {
    return new URL(address, `${origin}/`).href;
  } catch {
    // No origin known (the root loader failed: an error page) and a relative address: it stays relative.
    return address;
  }
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
  const ownImage = input.image ? abs(input.image) : null;
  const image = ownImage ?? abs(SHARE_IMAGE.url);
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
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: socialTitle },
    ...(ownImage
      ? []
      : [
          { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
          { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: socialDescription },
    { name: 'twitter:image', content: image },
  ];
  if (canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  }
  if (input.robots) tags.push({ name: 'robots', content: input.robots });
  if (input.prev) tags.push({ tagName: 'link', rel: 'prev', href: abs(input.prev) });
  if (input.next) tags.push({ tagName: 'link', rel: 'next', href: abs(input.next) });
  for (const data of input.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}

// ————— JSON-LD —————

/** What the store's settings tell of it (B§3 "Site configuration"): its company, contacts and social profiles. */
type StoreDetails = {
  razaoSocial: string;
  telefone: string;
  email: string;
  endereco: string;
  cep: string;
  social: Record<string, string>;
};

/** Organization: the store's name, address and logo, with its company name, contacts and social profiles. */
export function organizationJsonLd(
  origin: string,
  name: string,
  details: StoreDetails | null = null,
): WithContext<Organization> {
  const sameAs = Object.values(details?.social ?? {}).filter((link) => /^https:\/\//.test(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_IMAGE),
    ...(details?.razaoSocial ? { legalName: details.razaoSocial } : {}),
    ...(details?.telefone ? { telephone: details.telefone } : {}),
    ...(details?.email ? { email: details.email } : {}),
    ...(details?.endereco
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: details.endereco,
            ...(details.cep ? { postalCode: details.cep } : {}),
            addressCountry: 'BR',
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
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
type NamedRoute = { nome: string; rota: string };

export function itemListJsonLd(
  origin: string,
  listing: Pick<Listing, 'info'> & { conteudo: { produtos: NamedRoute[]; listas: NamedRoute[] } },
): WithContext<ItemList> {
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
    image: product.midias.imagens.map((image) => absoluteUrl(origin, image.arquivos.big)),
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
