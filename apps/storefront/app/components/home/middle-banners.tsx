import type { BannerData as Banner } from '../../lib/ui/banner-data';
import { BannerLink, WIDE_BANNER } from '../ui/banner-picture';

/**
 * Side by side from 1024 px: from 768 px they show the 1366 × 400 picture, whose offer line at half of a 768 px page
 * was 7 px tall (issue 39); one a row until there is room for two.
 */
const LIST_CLASS = 'grid gap-3 lg:grid-cols-2';
/** The box of one middle banner: the mobile picture's shape below 768 px, the desktop strip's from 768 px. */
const BOX_CLASS = 'aspect-[768/600] md:aspect-[1366/400]';

/** The home's two middle banners (T§2, T§7 showcase/banners/meio-home?limit=2): side by side from 1024 px. */
export function MiddleBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label="Banners promocionais" className={LIST_CLASS}>
      {banners.map((banner) => (
        <BannerLink key={banner.id} banner={banner} format={WIDE_BANNER} className={BOX_CLASS} />
      ))}
    </section>
  );
}

export function MiddleBannersSkeleton({ count }: { count: number }) {
  return (
    <div className={LIST_CLASS} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${BOX_CLASS} animate-pulse rounded-md bg-gray-100`} />
      ))}
    </div>
  );
}
