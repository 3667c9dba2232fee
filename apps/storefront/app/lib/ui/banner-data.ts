import type { Banner } from '@vitrine/contract';

type BannerImage = Banner['dimensoes']['desktop'];

/** A banner as the page's loader data carries it (lib/ui/banner-data.ts: what a banner's picture and link read). */
export type BannerData = Pick<Banner, 'id' | 'alt'> & {
  dimensoes: {
    desktop: Pick<BannerImage, 'imagem' | 'link'> & Partial<Pick<BannerImage, 'parametrosAdicionais'>>;
    mobile: Pick<BannerImage, 'imagem' | 'link'> & Partial<Pick<BannerImage, 'parametrosAdicionais'>>;
  };
};

function imageData({ imagem, link, parametrosAdicionais }: BannerImage): BannerData['dimensoes']['desktop'] {
  // Only a coupon banner's picture carries a code (B§8); the others' `{ codigocupom: null }` is left out.
  return parametrosAdicionais.codigocupom === null ? { imagem, link } : { imagem, link, parametrosAdicionais };
}

/**
 * What a banner shows, and nothing more, for the page's loader data (serialized into every HTML page, issue 38): its
 * pictures, links, alternative text and a coupon's code. The name, start date and level the Store API sends are
 * read by no component; a listing's six mosaic banners go from ≈ 2.4 KB to ≈ 1.2 KB of page.
 */
export function bannerData({ id, alt, dimensoes }: Banner): BannerData {
  return { id, alt, dimensoes: { desktop: imageData(dimensoes.desktop), mobile: imageData(dimensoes.mobile) } };
}
