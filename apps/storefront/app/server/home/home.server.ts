import type { Home, ShowcaseSlot, StoreReview } from '@vitrine/contract';
import { shelfCards, type ProductCardData } from '../../lib/commerce/card-data';
import { bannerData, type BannerData } from '../../lib/ui/banner-data';
import { getHome, getSharedBanners, getSharedShowcase, getStoreReviews } from '../api/api.server';
import { HOME_LIMITS } from '../../lib/constants';
import { HOME_FULL_PARAM } from '../../lib/home-constants';
import { hasSeenHomePopup } from '../../lib/ui/home-popup';

/**
 * The home page's data (T§2 Home, T§7). The first fold comes from url/home in one call; the second fold (middle
 * banners, the two showcases, the testimonials) from its own calls, asked by the browser through
 * /resources/home-second-fold the first time the page is scrolled 200 px — or here, for `?completa=1` (the page
 * without JavaScript reaches it that way).
 */

type HomeShowcase = { slot: ShowcaseSlot; titulo: string; produtos: ProductCardData[] };

export type SecondFoldData = {
  meio: BannerData[];
  /** mais-procurados then vitrine-home2; null where the call failed or the showcase is empty (the block hides). */
  vitrines: [HomeShowcase | null, HomeShowcase | null];
  depoimentos: StoreReview[];
};

export type HomeData = {
  seo: Home['estrutura']['seo'] | null;
  /** The banners cut to what they show (lib/ui/banner-data.ts). */
  conteudo: Omit<Home['conteudo'], 'popup' | 'bannersRetangulares' | 'bannersQuadrados'> & {
    bannersRetangulares: BannerData[];
    bannersQuadrados: BannerData[];
  };
  /** The coupon pop-up, only for a visitor who has not seen it yet. */
  popup: Home['conteudo']['popup'];
  /** Present when the page was asked with `?completa=1`. */
  secondFold: SecondFoldData | null;
};

const EMPTY: Home['conteudo'] = {
  bannersRetangulares: [],
  bannersQuadrados: [],
  menuCategorias: [],
  areas: [],
  marcas: [],
  popup: null,
};

export async function loadHome(request: Request): Promise<HomeData> {
  const full = new URL(request.url).searchParams.get(HOME_FULL_PARAM) === '1';
  const [home, secondFold] = await Promise.all([getHome(request), full ? loadSecondFold(request) : null]);
  // A failed home call leaves each block empty, so the page still shows the shell and the rest (T§8).
  const { popup, bannersRetangulares, bannersQuadrados, ...conteudo } = home.ok ? home.data.conteudo : EMPTY;
  return {
    seo: home.ok ? home.data.estrutura.seo : null,
    conteudo: {
      ...conteudo,
      bannersRetangulares: bannersRetangulares.map(bannerData),
      bannersQuadrados: bannersQuadrados.map(bannerData),
    },
    popup: popup && !hasSeenHomePopup(request.headers.get('Cookie')) ? popup : null,
    secondFold,
  };
}

async function showcase(request: Request, slot: ShowcaseSlot): Promise<HomeShowcase | null> {
  const result = await getSharedShowcase(request, slot, HOME_LIMITS.vitrine);
  if (!result.ok || result.data.produtos.length === 0) return null;
  return { slot, titulo: result.data.vitrine.titulo, produtos: shelfCards(result.data.produtos) };
}

/** The second fold: each call on its own; a failed one leaves its block out (B§8 "the banner is hidden"). */
export async function loadSecondFold(request: Request): Promise<SecondFoldData> {
  const [meio, maisProcurados, vitrine2, depoimentos] = await Promise.all([
    getSharedBanners(request, 'meio-home', HOME_LIMITS.bannersMeio),
    showcase(request, 'mais-procurados'),
    showcase(request, 'vitrine-home2'),
    getStoreReviews(request, 0, HOME_LIMITS.depoimentos),
  ]);
  return {
    meio: meio.ok ? meio.data.banners.map(bannerData) : [],
    vitrines: [maisProcurados, vitrine2],
    depoimentos: depoimentos.ok ? depoimentos.data.avaliacoes : [],
  };
}
