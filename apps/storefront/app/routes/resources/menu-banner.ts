import { data } from 'react-router';
import { bannersQuerySchema } from '@vitrine/contract';
import { getBanners } from '../../api.server';
import type { MenuBanner } from '../../shell.server';
import type { Route } from './+types/menu-banner';

/** The banners call's `idNivel`, required here. */
const querySchema = bannersQuerySchema.pick({ idNivel: true }).required();

/** Sub-category banner of the mega menu (B§2.6, B§7): hidden when missing or when the call fails. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ idNivel: null, banner: null }, { status: 400 });
  const { idNivel } = query.data;
  const result = await getBanners(request, 'banner-subcategoria-menu-topo', { idNivel });
  const first = result.ok ? result.data.banners[0] : undefined;
  const banner: MenuBanner | null = first ? { ...first.dimensoes.desktop, alt: first.alt } : null;
  return data({ idNivel, banner }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
