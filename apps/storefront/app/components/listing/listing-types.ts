import type { Listing } from '@vitrine/contract';
import type { ListCardData, ProductCardData } from '../../lib/commerce/card-data';
import type { CategoryBanners } from './category-mosaic';

/** The kinds of listing page (B§2.1, B§2.3). */
export type ListingKind = 'category' | 'brand' | 'landing-page' | 'search' | 'list';

export type TopBanner = { alt: string; desktop: string; mobile: string; link: string | null };

/** A listing as its page carries it: cards cut to what a card shows (lib/commerce/card-data.ts). */
type ListingView = Omit<Listing, 'conteudo'> & {
  conteudo: Omit<Listing['conteudo'], 'produtos' | 'listas'> & {
    produtos: ProductCardData[];
    listas: ListCardData[];
  };
};

/** What every listing loader answers. */
export type ListingData = {
  kind: ListingKind;
  listing: ListingView;
  pg: number;
  s5: boolean;
  /** Absolute (B§3 seo): the path, busca and pg only. */
  canonical: string;
  /** 'noindex, follow' for search results and multi-filter listings (B§3 seo). */
  robots: string | null;
  /** The previous and next pages' addresses, when there are (rel prev/next). */
  prev: string | null;
  next: string | null;
  /** The first card's picture in its large size (the page's og:image), or null. */
  picture: string | null;
  /** Deferred (B§2.3): category listings only; null when the call fails or answers none (B§8). */
  banner: TopBanner | null;
  /** B§2.3 banner grid, B§7: the mosaic and coupon banners of a category listing; null elsewhere. */
  mosaic: CategoryBanners | null;
};
