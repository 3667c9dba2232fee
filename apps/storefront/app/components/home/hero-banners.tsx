import type { BannerData as Banner } from '../../lib/ui/banner-data';
import { BannerLink, SQUARE_BANNER, WIDE_BANNER } from '../ui/banner-picture';

type Props = { retangulares: readonly Banner[]; quadrados: readonly Banner[] };

/**
 * The hero banner grid (T§2 Home, T§9): 2 rectangular banners then 4 square tiles. Below 768 px the rectangles
 * take the width (their mobile picture) and the tiles go two by two; from 768 px the rectangles share a row and the
 * four tiles the next. The first rectangle is the page's LCP image: eager and fetched first; the tiles load lazily.
 * A slot whose call failed or is empty is left out (B§8 "the banner is hidden").
 */
export function HeroBanners({ retangulares, quadrados }: Props) {
  if (retangulares.length === 0 && quadrados.length === 0) return null;
  return (
    <section aria-label="Destaques" className="grid grid-cols-2 gap-2 md:grid-cols-4 md:gap-3">
      {retangulares.map((banner, i) => (
        <BannerLink
          key={banner.id}
          banner={banner}
          format={WIDE_BANNER}
          loading={i === 0 ? 'lcp' : 'eager'}
          className="col-span-2"
        />
      ))}
      {quadrados.map((banner) => (
        <BannerLink key={banner.id} banner={banner} format={SQUARE_BANNER} loading="lazy" />
      ))}
    </section>
  );
}
