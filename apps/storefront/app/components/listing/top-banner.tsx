import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { BREAKPOINT_MD } from '../../lib/constants';
import type { TopBanner as Banner } from './listing-types';

/** Top banner of category listings (B§2.3, B§7): desktop image above 767 px, mobile otherwise; hidden on failure. */
export function TopBanner({ banner }: { banner: Promise<Banner | null> | null }) {
  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={banner} errorElement={null}>
        {(resolved) => (resolved ? <BannerPicture banner={resolved} /> : null)}
      </Await>
    </Suspense>
  );
}

function BannerPicture({ banner }: { banner: Banner }) {
  const picture = (
    <picture>
      <source media={`(min-width: ${BREAKPOINT_MD}px)`} srcSet={banner.desktop} width={1366} height={400} />
      <img
        src={banner.mobile}
        alt={banner.alt}
        width={768}
        height={600}
        loading="lazy"
        className="h-auto w-full rounded-md"
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
