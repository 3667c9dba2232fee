import { Link } from '../ui/router-link';
import { BREAKPOINT_MD } from '../../lib/constants';
import type { TopBanner as Banner } from './listing-types';

/**
 * Top banner of category listings (B§2.3, B§7): desktop image above 767 px, mobile otherwise; hidden on failure.
 * It is the page's largest element above the fold, so it is loaded first (docs/architecture.md §5: the LCP image is
 * never lazy). From 768 px it is a strip of at most 11rem, so the first row of products still starts in the first
 * screen (issue 25); its desktop picture is drawn in that shape (1366×176), so nothing of its text is cropped away
 * (issue 39; a taller picture is still cropped around its middle).
 */
export function TopBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  const picture = (
    <picture>
      <source media={`(min-width: ${BREAKPOINT_MD}px)`} srcSet={banner.desktop} width={1366} height={176} />
      <img
        src={banner.mobile}
        alt={banner.alt}
        width={768}
        height={600}
        fetchPriority="high"
        className="h-auto w-full rounded-md md:max-h-44 md:object-cover md:object-[center_40%]"
      />
    </picture>
  );
  return (
    <div className="mt-4">
      {banner.link ? (
        <Link to={banner.link} className="block">
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}
