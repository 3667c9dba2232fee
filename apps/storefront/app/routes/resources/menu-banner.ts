import { data } from 'react-router';
import { bannersQuerySchema } from '@vitrine/contract';
import { z } from 'zod';
import { getBanners } from '../../server/api/api.server';
import { parseQuery } from '../../server/forms/read-form.server';
import { MAX_ID } from '../../lib/commerce/product-value';
import type { MenuBanner, MenuBannerData } from '../../lib/resource-types';
import type { Route } from './+types/menu-banner';

/** The banners call's `idNivel`, required here (ids bounded like every form id). */
const menuBannerQuerySchema = z.object({ idNivel: bannersQuerySchema.shape.idNivel.unwrap().max(MAX_ID) });

/** Sub-category banner of the mega menu (B§2.6, B§7): hidden when missing or when the call fails. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, menuBannerQuerySchema);
  if (query.status !== 'success') return data<MenuBannerData>({ idNivel: null, banner: null }, { status: 400 });
  const { idNivel } = query.value;
  const result = await getBanners(request, 'banner-subcategoria-menu-topo', { idNivel });
  const first = result.ok ? result.data.banners[0] : undefined;
  const banner: MenuBanner | null = first ? { ...first.dimensoes.desktop, alt: first.alt } : null;
  return data<MenuBannerData>({ idNivel, banner }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
