import type { ListDetail, ProductCard, ProductDetail, Showcase, ShowcaseSlot } from '@vitrine/contract';
import { data } from 'react-router';
import { getListDetail, getProductDetail, getShowcase, type ApiResult } from './api.server';
import { findSimpleValue, parseValueId } from './lib/attributes';
import { SHOWCASE_LIMIT } from './lib/constants';
import { isS5 } from './lib/product-status';

/** Loads the product and kit detail pages (B§2.4, B§2.5, B§7): critical detail awaited, showcases deferred. */

export type ShowcaseData = { titulo: string; produtos: ProductCard[] } | null;

const NOT_FOUND = 404;
const UNAVAILABLE = 503;

function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  const unreachable = result.status === UNAVAILABLE && result.error.code === 'unavailable';
  throw data(null, { status: unreachable ? UNAVAILABLE : NOT_FOUND });
}

/** A deferred showcase: never throws; null when the call fails or has no products (the block hides). */
function loadShowcase(request: Request, slot: ShowcaseSlot, productId?: number): Promise<ShowcaseData> {
  return getShowcase(request, slot, { productId, limit: SHOWCASE_LIMIT })
    .then((result) => (result.ok && result.data.produtos.length > 0 ? pick(result.data) : null))
    .catch(() => null);
}
const pick = (showcase: Showcase): ShowcaseData => ({ titulo: showcase.vitrine.titulo, produtos: showcase.produtos });

/** The Store API takes the page path; an address it does not know as a product is the not-found page (B§8). */
export async function loadProductDetail(request: Request) {
  const url = new URL(request.url);
  const result = await getProductDetail(request, url.pathname);
  const product: ProductDetail = unwrap(result);
  const valueId = parseValueId(url.searchParams.get('valor'));
  const selected = findSimpleValue(product.atributos, valueId)?.idAtributoValor ?? null;
  return {
    product,
    selected,
    s5: isS5(url.searchParams.get('s5')) || product.versaoS5,
    allReviews: url.searchParams.get('avaliacoes') === 'todas',
    canonical: `${url.origin}${product.rota}`,
    relacionados: loadShowcase(request, 'produto-detalhe-relacionados', product.id),
    indicados: loadShowcase(request, 'produto-detalhe-indicados', product.id),
  };
}

export type ProductLoaderData = Awaited<ReturnType<typeof loadProductDetail>>;

export async function loadListDetail(request: Request) {
  const url = new URL(request.url);
  const result = await getListDetail(request, url.pathname);
  const list: ListDetail = unwrap(result);
  return {
    list,
    canonical: `${url.origin}${list.rota}`,
    maisProcurados: loadShowcase(request, 'mais-procurados'),
  };
}
