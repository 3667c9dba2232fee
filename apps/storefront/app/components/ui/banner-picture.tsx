import { photoSources } from '@vitrine/contract/photos';
import { Link } from './router-link';
import { MEDIA_MD } from '../../lib/constants';
import type { BannerData } from '../../lib/ui/banner-data';

/** Width × height of a slot's pictures (the Store API sends no sizes; each slot has its format). */
export type BannerFormat = { desktop: readonly [number, number]; mobile: readonly [number, number] };

/** The wide strip above 767 px and the taller picture below (the media module draws them at these sizes). */
export const WIDE_BANNER: BannerFormat = { desktop: [1366, 400], mobile: [768, 600] };
/** The home grid's square tile: one square picture for every screen. */
export const SQUARE_BANNER: BannerFormat = { desktop: [600, 600], mobile: [600, 600] };

type BannerLoading = 'lcp' | 'eager' | 'lazy';

type Props = { banner: BannerData; format: BannerFormat; loading?: BannerLoading; className?: string };

/**
 * A banner's picture (B§3 Banner): the desktop image from 768 px, the mobile one below, each with its width and
 * height so the box is reserved before the image arrives. `lcp` marks the page's largest first-fold image: eager
 * and fetched first (docs/architecture.md §5: never lazy).
 */
function BannerPicture({ banner, format, loading = 'lazy', className = '' }: Props) {
  const { desktop, mobile } = banner.dimensoes;
  const [dw, dh] = format.desktop;
  const [mw, mh] = format.mobile;
  const sameImage = desktop.imagem === mobile.imagem && dw === mw && dh === mh;
  // A picture uploaded in the back office (issue 37) comes at the widths of PHOTO_USES: phones fetch a phone size.
  const wide = photoSources(desktop.imagem, 'bannerDesktop');
  const narrow = photoSources(mobile.imagem, 'bannerMobile');
  return (
    <picture>
      {sameImage ? null : (
        <source media={MEDIA_MD} srcSet={wide.srcSet ?? desktop.imagem} sizes={wide.sizes} width={dw} height={dh} />
      )}
      <img
        src={mobile.imagem}
        srcSet={narrow.srcSet ?? mobile.imagem}
        sizes={narrow.sizes}
        alt={banner.alt}
        width={mw}
        height={mh}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'lcp' ? 'high' : undefined}
        decoding={loading === 'lazy' ? 'async' : 'sync'}
        // T§2: a banner skeleton (the reserved box in grey) until the picture arrives and covers it.
        className={`block h-auto w-full bg-gray-100 object-cover ${className}`}
      />
    </picture>
  );
}

/**
 * A banner as a link to its page, or the image alone when it has no link (B§3, issue 12). Paths of this site are
 * client-side links; other addresses are plain links. The desktop link wins when the two differ.
 */
export function BannerLink({ banner, format, loading, className = '' }: Props) {
  const link = banner.dimensoes.desktop.link ?? banner.dimensoes.mobile.link;
  const picture = <BannerPicture banner={banner} format={format} loading={loading} className="rounded-md" />;
  if (!link) return <div className={className}>{picture}</div>;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} prefetch="intent" className={`block rounded-md ${className}`}>
        {picture}
      </Link>
    );
  }
  return (
    <a href={link} className={`block rounded-md ${className}`}>
      {picture}
    </a>
  );
}
