import type { MetaDescriptor } from 'react-router';
import { KitPage } from '../components/kit/kit-page';
import { postListShop } from '../server/api/api.server';
import { initialSelection, selectionFromParams } from '../lib/commerce/kit';
import { detailMeta, pageMeta } from '../lib/seo/meta';
import { kitJsonLd } from '../lib/seo/json-ld';
import type { PageHandle } from '../lib/analytics/page-kind';
import { loadKitParts, loadListDetail } from '../server/product/product.server';
import type { Route } from './+types/list-detail';

export const handle: PageHandle = { pageKind: 'list/detail' };

/**
 * B§2.5 kit detail; an address that is not one of the store's kits is the not-found page (B§8). Without
 * JavaScript the choices arrive as `?valor-{id}=` and the server's recomputation (POST /list/shop) is shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loaded = await loadListDetail(request);
  // Issue 38: 'Mais Procurados' and the testimonials go to the server render only (the browser asks for them).
  if (!context.dataRequest) context.detailParts = loadKitParts(request);
  const { list } = loaded;
  const chosen = list.selecaoAtributo ? selectionFromParams(list.produtos, new URL(request.url).searchParams) : null;
  let shop = null;
  if (chosen) {
    const produtos = list.produtos.map((p) => ({ id: p.id, idAtributoValor: chosen[p.id] ?? null }));
    const result = await postListShop(request, { idListaCompra: list.id, produtos, carrinho: false });
    if (result.ok) shop = result.data;
  }
  return { ...loaded, selection: shop && chosen ? chosen : initialSelection(list.produtos), shop };
}

/** B§3 seo: the kit's tags, its Product JSON-LD (sold as one) and BreadcrumbList. */
export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const root = matches[0].loaderData;
  if (!loaderData) return pageMeta(root, null);
  const { list, canonical } = loaderData;
  return detailMeta(root, list, canonical, (origin) => kitJsonLd(origin, list));
}

export default function ListDetail({ loaderData }: Route.ComponentProps) {
  return <KitPage key={loaderData.list.id} data={loaderData} />;
}
