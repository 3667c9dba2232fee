/** Brand wordmarks, banners, seals and category icons drawn from their file names. */
import { drawingKind, productSvg } from './product-art';
import { escapeXml, hash, paletteFor, svgDocument, wordsFromSlug } from './svg';

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';

export function brandSvg(slug: string): string {
  const p = paletteFor(slug);
  const name = wordsFromSlug(slug);
  const mark = hash(slug) % 3;
  const symbol =
    mark === 0
      ? `<circle cx="36" cy="40" r="20" fill="${p.main}"/><path d="M26 40h20M36 30v20" stroke="#fff" stroke-width="5"/>`
      : mark === 1
        ? `<rect x="16" y="20" width="40" height="40" rx="10" fill="${p.main}"/><path d="M24 48l10-16 8 10 6-8" stroke="#fff" stroke-width="4" fill="none"/>`
        : `<path d="M16 60l20-40 20 40z" fill="${p.main}"/><circle cx="36" cy="48" r="6" fill="#fff"/>`;
  const body =
    `<rect width="240" height="80" fill="#ffffff"/>${symbol}` +
    `<text x="66" y="50" ${FONT} font-size="26" font-weight="700" fill="${p.dark}">${escapeXml(name)}</text>`;
  return svgDocument(240, 80, '0 0 240 80', body, name);
}

/**
 * Banner artwork sizes: the wide desktop picture, the mobile picture, the square tile of the home grid and the strip
 * of a category's top banner (B§2.3: at most 11rem tall from 768 px, so its picture is drawn that shape instead of
 * being cropped out of the 1366×400 one, which cut its offer line at 1366 px; issue 39).
 */
const BANNER_SIZES = { desktop: [1366, 400], mobile: [768, 600], quadrado: [600, 600], faixa: [1366, 176] } as const;
export type BannerKind = keyof typeof BANNER_SIZES;

/**
 * The offer line under a banner's title: the store's real offers (T§9), one per banner by its name, never the
 * store's own name (issue 25: banners read as a real store's).
 */
const BANNER_OFFERS = [
  '6x sem juros no cartão',
  '5% off no boleto ou Pix',
  'Frete grátis Sul e Sudeste',
  'Envio imediato do estoque',
  'Cupom PRIMEIRACOMPRA: 3% off',
] as const;

export function bannerOffer(name: string): string {
  return BANNER_OFFERS[hash(name) % BANNER_OFFERS.length] ?? BANNER_OFFERS[0];
}

/** Where a banner's title, offer line and drawing go on each shape. */
interface BannerLayout {
  fontSize: number;
  lines: string[];
  x: number;
  y0: number;
  offerSize: number;
  artSize: number;
  artY: number;
}

function bannerLayout(kind: BannerKind, text: string, h: number): BannerLayout {
  if (kind === 'faixa') {
    // One title line and the offer below it, both left of the drawing, inside the strip's 176 px.
    return {
      fontSize: text.length > 22 ? 44 : 52,
      lines: [text],
      x: 64,
      y0: 82,
      offerSize: 26,
      artSize: 150,
      artY: 13,
    };
  }
  const desktop = kind === 'desktop';
  const square = kind === 'quadrado';
  const fontSize = desktop ? (text.length > 22 ? 52 : 60) : 48;
  // Long titles break into two lines on the narrower pictures.
  const words = text.split(' ');
  const lines =
    !desktop && words.length > 1 && (words.length > 2 || text.length > 18)
      ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')]
      : [text];
  // On the mobile picture the drawing stays right of the longest offer line ('Cupom PRIMEIRACOMPRA: 3% off').
  const artSize = desktop ? 340 : square ? 240 : 200;
  return {
    fontSize,
    lines,
    x: desktop ? 80 : 48,
    y0: desktop ? 190 : square ? 120 : 250,
    // Still readable where two desktop pictures stand side by side (about 490 px wide each at 1024 px).
    offerSize: desktop ? 34 : 26,
    artSize,
    artY: desktop ? 30 : h - artSize - (square ? 30 : 20),
  };
}

export function bannerSvg(name: string, kind: BannerKind): string {
  const [w, h] = BANNER_SIZES[kind];
  const p = paletteFor(name);
  const text = wordsFromSlug(name);
  const { fontSize, lines, x, y0, offerSize, artSize, artY } = bannerLayout(kind, text, h);
  const title = lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y0 + i * (fontSize + 10)}" ${FONT} font-size="${fontSize}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const offerY = kind === 'faixa' ? y0 + 52 : y0 + lines.length * (fontSize + 10) + 16;
  const art = productSvg(name, 1, 'medium', false).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="1" stop-color="${p.main}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w - 160}" cy="${h / 2}" r="${h / 2.2}" fill="#ffffff" opacity=".12"/>` +
    title +
    `<text x="${x}" y="${offerY}" ${FONT} font-size="${offerSize}" fill="#ffffff" opacity=".9">${escapeXml(bannerOffer(name))}</text>` +
    `<svg x="${w - artSize - 40}" y="${artY}" width="${artSize}" height="${artSize}" viewBox="0 0 200 200">${art}</svg>`;
  return svgDocument(w, h, `0 0 ${w} ${h}`, body, text);
}

export function sealSvg(slug: string): string {
  const p = paletteFor(slug);
  const words = wordsFromSlug(slug).toUpperCase().split(' ');
  const lines = words.length > 1 ? [words.slice(0, -1).join(' '), words[words.length - 1] ?? ''] : words;
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${lines.length === 1 ? 66 : 58 + i * 18}" text-anchor="middle" ${FONT} font-size="15" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<circle cx="60" cy="60" r="56" fill="${p.main}"/><circle cx="60" cy="60" r="48" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 3"/>` +
    text;
  return svgDocument(120, 120, '0 0 120 120', body, lines.join(' '));
}

export function categorySvg(slug: string): string {
  const kind = drawingKind(slug.replace(/s$/, ''));
  return productSvg(`${kind}-${slug}`, 1, 'small').replace('width="90" height="90"', 'width="64" height="64"');
}
