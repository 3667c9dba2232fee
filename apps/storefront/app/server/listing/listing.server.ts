import { photoAt } from '@vitrine/contract/photos';
import { cardData } from '../../lib/commerce/card-data';
import { categorySegments } from '../../lib/navigation/category-path';
import { resolveAddress } from '../api/resolve.server';
import { bannerData } from '../../lib/ui/banner-data';
import {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_LIST_ITEMS_PER_PAGE,
  endpoints,
  productListingEndpoints,
  type BannerSlot,
  type Level,
  type Listing,
  type ProductListingKind,
} from '@vitrine/contract';
import { data, redirect } from 'react-router';
import type { ListingData, ListingKind, TopBanner } from '../../components/listing/listing-types';
import { api, getBanners, getSharedBanners } from '../api/api.server';
import type { CategoryBanners } from '../../components/listing/category-mosaic';
import { dataOrThrow } from '../../lib/api-failure';
import { requestDesignVersion } from '../shell/design-version.server';
import { headerVariant, usesVariantPageSizes } from '../../lib/navigation/design-version';
import {
  STANDARD_PAGE_SIZES,
  VARIANT_PAGE_SIZES,
  apiListingQuery,
  canonicalPath,
  cutDescription,
  kitListType,
  listingRobots,
  offsetExceedsTotal,
  readListingQuery,
} from '../../lib/navigation/listing';
import { pageCount, pageHref } from '../../lib/navigation/pagination';
import { isS5 } from '../../lib/commerce/product-status';
import { publicOrigin } from '../shell/origin.server';

/** Loads every kind of listing (B§2.3, B§7) for the listing routes and the page resolver. */

const NOT_FOUND = 404;

function loadBanner(request: Request, idNivel: number): Promise<TopBanner | null> {
  return getBanners(request, 'banner-listagem-categoria', { idNivel })
    .then((result) => {
      const banner = result.ok ? result.data.banners[0] : undefined;
      if (!banner) return null;
      const { desktop, mobile } = banner.dimensoes;
      return { alt: banner.alt, desktop: desktop.imagem, mobile: mobile.imagem, link: desktop.link ?? mobile.link };
    })
    .catch(() => null);
}

/** The request's listing query, with the items-per-page menu of its design version (B§9). */
function queryOf(request: Request, defaultLimit: number) {
  const variant = headerVariant(requestDesignVersion(request).version);
  const sizes = usesVariantPageSizes(variant) ? VARIANT_PAGE_SIZES : STANDARD_PAGE_SIZES;
  return readListingQuery(new URL(request.url).searchParams, defaultLimit, sizes);
}

/** B§7: the mosaic (1 large, 4 small) and the coupon banner; a failed call hides its banners (B§8). */
async function loadMosaic(request: Request): Promise<CategoryBanners> {
  const banners = (slot: BannerSlot, limit: number) =>
    getSharedBanners(request, slot, limit)
      .then((result) => (result.ok ? result.data.banners.map(bannerData) : []))
      .catch(() => []);
  const [grande, pequenos, cupom] = await Promise.all([
    banners('banner-grande-menu-categorias', 1),
    banners('banner-pequeno-menu-categorias', 4),
    banners('banner-cupom-categoria', 1),
  ]);
  return { grande: grande[0] ?? null, pequenos, cupom: cupom[0] ?? null };
}

async function finish(
  request: Request,
  kind: ListingKind,
  listing: Listing,
  pg: number,
  s5: string | null,
): Promise<ListingData> {
  if (offsetExceedsTotal(listing.info.offset, listing.info.total)) throw data(null, { status: NOT_FOUND });
  const url = new URL(request.url);
  const categoryId = kind === 'category' ? listing.conteudo.categoria?.id : null;
  const pages = pageCount(listing.info.total, listing.info.limit);
  // Only what a card shows goes into the page (lib/commerce/card-data.ts). The list view's short descriptions are
  // not in it: the browser asks for them when a shopper picks that view (listingDescriptions).
  const { produtos, listas } = listing.conteudo;
  const first = [...produtos, ...listas].find((item) => item.midias.imagens[0])?.midias.imagens[0]?.arquivos.big;
  const picture = first && photoAt(first, 'openGraph');
  const conteudo = {
    ...listing.conteudo,
    produtos: produtos.map((card) => cardData(card)),
    listas: listas.map((card) => cardData(card)),
  };
  return {
    kind,
    listing: { ...listing, conteudo },
    pg,
    picture: picture ?? null,
    s5: isS5(s5),
    canonical: `${publicOrigin(request)}${canonicalPath(url)}`,
    robots: listingRobots(kind, url),
    // B§3 seo: rel prev/next on a paginated listing.
    prev: pg > 1 ? pageHref(listing.info.rotaPagina, pg - 1) : null,
    next: pg < pages ? pageHref(listing.info.rotaPagina, pg + 1) : null,
    // Awaited, not streamed: the banner is the largest thing above the fold on a category listing (its LCP), and
    // streamed in after the list it pushed the list down (a layout shift of 0.23 at 360 px).
    banner: categoryId ? await loadBanner(request, categoryId) : null,
    mosaic: kind === 'category' ? await loadMosaic(request) : null,
  };
}

/** The Store API's answer for a category, brand or landing-page listing: it takes the page's path as `url`. */
async function productListingCall(request: Request, kind: ProductListingKind, pathname: string) {
  const query = queryOf(request, DEFAULT_ITEMS_PER_PAGE);
  // B§2.3: `busca` on a category, brand or landing-page listing narrows it (as its canonical says).
  const result = await api(request, productListingEndpoints[kind], {
    query: apiListingQuery(query, { url: pathname, ...(query.busca ? { busca: query.busca } : {}) }),
  });
  return { query, listing: dataOrThrow(result) };
}

/** Category, brand and landing-page listings. */
export async function loadProductListing(
  request: Request,
  kind: ProductListingKind,
  pathname: string = new URL(request.url).pathname,
): Promise<ListingData> {
  const { query, listing } = await productListingCall(request, kind, pathname);
  return finish(request, kind, listing, query.pg, query.s5);
}

/** The Store API's answer for a search (B§7): `busca` instead of `url`; null for an empty text. */
async function searchListingCall(request: Request) {
  const query = queryOf(request, DEFAULT_ITEMS_PER_PAGE);
  if (query.busca === '') return null;
  const result = await api(request, endpoints.searchListing, { query: apiListingQuery(query, { busca: query.busca }) });
  return { query, listing: dataOrThrow(result) };
}

/** Search (B§7): no result is an empty listing, not a not-found page. */
export async function loadSearchListing(request: Request): Promise<ListingData | null> {
  const call = await searchListingCall(request);
  return call && finish(request, 'search', call.listing, call.query.pg, call.query.s5);
}

/** Shopping-list (kit) listings (B§2.1); the Store API takes the kit address as `url`. */
export async function loadListListing(
  request: Request,
  pathname: string = new URL(request.url).pathname,
): Promise<ListingData> {
  const query = queryOf(request, DEFAULT_LIST_ITEMS_PER_PAGE);
  const tipo = kitListType(pathname, query.busca);
  // B§2.6: an empty text is never searched; without one the address shows every kit.
  if (tipo === 'busca' && query.busca === '') throw redirect('/lista');
  const base = { url: pathname, tipo, ...(query.busca ? { busca: query.busca } : {}) };
  const result = await api(request, endpoints.listListing, { query: apiListingQuery(query, base) });
  return finish(request, 'list', dataOrThrow(result), query.pg, query.s5);
}

/** B§2.2: the listing for a level the resolver found; null for levels that are not product or kit listings. */
export function loadListingForLevel(request: Request, level: Level, pathname: string): Promise<ListingData> | null {
  switch (level) {
    case 'product/listing/category':
      return loadProductListing(request, 'category', pathname);
    case 'product/listing/brand':
      return loadProductListing(request, 'brand', pathname);
    case 'product/listing/landing-page':
      return loadProductListing(request, 'landing-page', pathname);
    case 'list/listing':
      return loadListListing(request, pathname);
    default:
      return null;
  }
}

/** The kind of product listing a level the resolver found is, or null (kits, pages, products). */
const PRODUCT_LISTING_LEVELS: Partial<Record<Level, ProductListingKind>> = {
  'product/listing/category': 'category',
  'product/listing/brand': 'brand',
  'product/listing/landing-page': 'landing-page',
};

/**
 * The Store API's answer for the product listing at a storefront address, read as routes.ts reads it: `/busca` a
 * search, `/marcas/{marca}/…` a brand, `/c/{landingPage}/…` a landing page, one segment the level the Store API names
 * (B§2.2), deeper a category; null for kit listings and addresses that are no product listing.
 */
async function productListingCallAt(request: Request, { pathname }: URL) {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const [first, second, ...rest] = segments;
  if (pathname === '/busca') return searchListingCall(request);
  if (first === undefined || first === 'lista' || pathname.endsWith('.html')) return null;
  if (segments.length === 1) {
    const kind = PRODUCT_LISTING_LEVELS[(await resolveAddress(request)).nivel];
    return kind ? productListingCall(request, kind, pathname) : null;
  }
  if ((first === 'marcas' || first === 'c') && second !== undefined) {
    if (categorySegments(rest.join('/')) === null) return null;
    return productListingCall(request, first === 'marcas' ? 'brand' : 'landing-page', pathname);
  }
  return categorySegments(segments.join('/')) === null ? null : productListingCall(request, 'category', pathname);
}

/**
 * The list view's short descriptions (B§2.3) of the product listing at a storefront address (its path and query),
 * by product id, cut as the card shows them. They are not in the listing's page (≈ 5 KB of its loader data on 24
 * cards): the browser asks for them when a shopper picks the list view (GET /resources/card-descriptions). The
 * request's cookies go with it, so the page size (design version, B§9) is the page's own.
 */
export async function listingDescriptions(request: Request, address: URL): Promise<Record<string, string>> {
  const call = await productListingCallAt(new Request(address, { headers: request.headers }), address);
  const descriptions: Record<string, string> = {};
  for (const card of call?.listing.conteudo.produtos ?? []) {
    if (card.descricaoCurta) descriptions[card.id] = cutDescription(card.descricaoCurta);
  }
  return descriptions;
}
