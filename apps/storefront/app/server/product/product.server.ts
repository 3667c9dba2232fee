import type { ListDetail, ProductDetail, Showcase, ShowcaseSlot, StoreReview } from '@vitrine/contract';
import type { DetailPartsData, ShowcaseData } from '../../lib/resource-types';
import { getListDetail, getProductDetail, getShowcase, getStoreReviews } from '../api/api.server';
import { dataOrThrow } from '../../lib/api-failure';
import { shelfCards } from '../../lib/commerce/card-data';
import { findSimpleValue } from '../../lib/commerce/attributes';
import { parseValueId } from '../../lib/commerce/product-value';
import { kitProduct, type KitDetail } from '../../lib/commerce/kit';
import { SHOWCASE_LIMIT, TESTIMONIALS_WIDGET_LIMIT } from '../../lib/detail-constants';
import { isS5 } from '../../lib/commerce/product-status';
import { publicOrigin } from '../shell/origin.server';

/** Loads the product and kit detail pages (B§2.4, B§2.5, B§7): critical detail awaited, showcases deferred. */

/** A detail page's parts drawn from data its loader data does not carry (issue 38): each still on its way. */
export type DetailParts = { [K in keyof DetailPartsData]?: Promise<Exclude<DetailPartsData[K], undefined>> };

/** A deferred showcase: never throws; null when the call fails or has no products (the block hides). */
function loadShowcase(request: Request, slot: ShowcaseSlot, productId?: number): Promise<ShowcaseData> {
  return getShowcase(request, slot, { productId, limit: SHOWCASE_LIMIT })
    .then((result) => (result.ok && result.data.produtos.length > 0 ? pick(result.data) : null))
    .catch(() => null);
}
/** B§9 testimonial widget: the store's latest 7 reviews; none when the call fails (the block hides). */
function loadTestimonials(request: Request): Promise<StoreReview[]> {
  return getStoreReviews(request, 0, TESTIMONIALS_WIDGET_LIMIT)
    .then((result) => (result.ok ? result.data.avaliacoes : []))
    .catch(() => []);
}
const pick = (showcase: Showcase): ShowcaseData => ({
  titulo: showcase.vitrine.titulo,
  produtos: shelfCards(showcase.produtos),
});

/** The Store API takes the page path; an address it does not know as a product is the not-found page (B§8). */
export async function loadProductDetail(request: Request) {
  const url = new URL(request.url);
  const result = await getProductDetail(request, url.pathname);
  const product: ProductDetail = dataOrThrow(result);
  const valueId = parseValueId(url.searchParams.get('valor'));
  const selected = findSimpleValue(product.atributos, valueId)?.idAtributoValor ?? null;
  return {
    product,
    selected,
    s5: isS5(url.searchParams.get('s5')) || product.versaoS5,
    allReviews: url.searchParams.get('avaliacoes') === 'todas',
    canonical: `${publicOrigin(request)}${product.rota}`,
  };
}

/**
 * The product page's showcases and testimonials (B§2.4, B§9): drawn by the server, never in the page's loader data
 * (issue 38: ≈ 6 KB of it). The route gives them to the server render through the load context; the browser asks
 * GET /resources/detail-parts for them (components/product/detail/detail-part.tsx).
 */
export function loadProductParts(request: Request, productId: number): DetailParts {
  return {
    relacionados: loadShowcase(request, 'produto-detalhe-relacionados', productId),
    indicados: loadShowcase(request, 'produto-detalhe-indicados', productId),
    depoimentos: loadTestimonials(request),
  };
}

/** The kit page's 'Mais Procurados' and testimonials (B§2.5, B§9), as the product page's parts are. */
export function loadKitParts(request: Request): DetailParts {
  return { maisProcurados: loadShowcase(request, 'mais-procurados'), depoimentos: loadTestimonials(request) };
}

export type ProductLoaderData = Awaited<ReturnType<typeof loadProductDetail>>;

export async function loadListDetail(request: Request) {
  const result = await getListDetail(request, new URL(request.url).pathname);
  const detail: ListDetail = dataOrThrow(result);
  // Only what the kit page reads of its products goes into the page (lib/commerce/kit.ts).
  const list: KitDetail = { ...detail, produtos: detail.produtos.map(kitProduct) };
  return {
    list,
    canonical: `${publicOrigin(request)}${list.rota}`,
  };
}
