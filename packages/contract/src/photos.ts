/**
 * Product photographs (issue 35, docs/decisions/038-product-photographs.md): the one table of the uses a photo is
 * shown in and the widths made for each, read by the Store API (which widths it makes and caches) and by the
 * storefront (the `srcset` and `sizes` of every raster image). No dependencies: the browser bundle imports it.
 *
 * An uploaded original is kept by its SHA-256; its derived images live at `/media/fotos/{sha256}/{width}` (format
 * chosen by the browser's Accept, `Vary: Accept`) or `/media/fotos/{sha256}/{width}.{avif|webp|jpg}`. The four sizes
 * of the contract's image (small, medium, big, zoom) are names for four of those widths.
 */

/** Where derived photos are served. */
export const PHOTOS_PATH = '/media/fotos/';

export type PhotoUse = 'thumbnail' | 'card' | 'gallery' | 'zoom' | 'bannerDesktop' | 'bannerMobile' | 'openGraph';

/**
 * Each use: the widths made (px) and the `sizes` that say how wide it is drawn at 360, 768, 1024 and 1366 px
 * (the storefront's layout: two cards a row on phones, three from 768, four from 1024; the gallery is the page's
 * width on phones and 5/12 of a 1,280 px container from 1024).
 */
export const PHOTO_USES: Record<PhotoUse, { widths: readonly number[]; sizes: string }> = {
  thumbnail: { widths: [96, 160, 240], sizes: '(min-width: 1024px) 96px, 18vw' },
  card: {
    widths: [160, 240, 320, 480, 640],
    sizes: '(min-width: 1366px) 270px, (min-width: 1024px) 22vw, (min-width: 768px) 30vw, 46vw',
  },
  gallery: {
    widths: [480, 640, 800, 960, 1280],
    sizes: '(min-width: 1366px) 540px, (min-width: 1024px) 42vw, (min-width: 768px) 90vw, 94vw',
  },
  zoom: { widths: [1600, 2048], sizes: '(min-width: 1024px) 1350px, 250vw' },
  bannerDesktop: { widths: [1280, 1920], sizes: '100vw' },
  bannerMobile: { widths: [480, 800], sizes: '100vw' },
  openGraph: { widths: [1200], sizes: '1200px' },
};

/** Every width the store makes (any other is not found, so the disk cache holds a bounded set per original). */
export const PHOTO_WIDTHS: readonly number[] = [...new Set(Object.values(PHOTO_USES).flatMap((u) => u.widths))].sort(
  (a, b) => a - b,
);

/** The contract's four image sizes as widths. */
export const PHOTO_NAMED_WIDTHS = { small: 240, medium: 480, big: 960, zoom: 2048 } as const;

/** The original's hash when `url` is the address of a derived photo, else null (SVG art, other addresses). */
export function photoHash(url: string): string | null {
  if (!url.startsWith(PHOTOS_PATH)) return null;
  const hash = url.slice(PHOTOS_PATH.length, PHOTOS_PATH.length + 64);
  return /^[0-9a-f]{64}$/.test(hash) && url.charAt(PHOTOS_PATH.length + 64) === '/' ? hash : null;
}

/** The address of one width of a photo (`format` left out: chosen by Accept). */
export const photoUrl = (hash: string, width: number, format?: 'avif' | 'webp' | 'jpg') =>
  `${PHOTOS_PATH}${hash}/${width}${format ? `.${format}` : ''}`;

/**
 * `srcSet` and `sizes` for an `<img>` of this use when `url` names a derived photo; empty otherwise, so SVG art and
 * other addresses keep their one `src`. `sizes`: the drawn width where it differs from the use's (a fixed box).
 */
export function photoSources(url: string, use: PhotoUse, sizes?: string): { srcSet?: string; sizes?: string } {
  const hash = photoHash(url);
  if (!hash) return {};
  const { widths } = PHOTO_USES[use];
  return { srcSet: widths.map((w) => `${photoUrl(hash, w)} ${w}w`).join(', '), sizes: sizes ?? PHOTO_USES[use].sizes };
}

/** One width of a use for `url` when it is a photo (Open Graph, JSON-LD), else `url` itself. */
export function photoAt(url: string, use: PhotoUse): string {
  const hash = photoHash(url);
  const width = PHOTO_USES[use].widths.at(-1);
  return hash && width ? photoUrl(hash, width, 'jpg') : url;
}
