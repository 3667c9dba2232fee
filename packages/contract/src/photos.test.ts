import { describe, expect, it } from 'vitest';
import { PHOTO_USES, PHOTO_WIDTHS, photoAt, photoHash, photoSources } from './photos';

const hash = 'a'.repeat(64);

describe('product photo addresses (issue 35)', () => {
  it('issue 35: a photo gets srcset with width descriptors and its use’s sizes; SVG art and other addresses do not', () => {
    const { srcSet, sizes } = photoSources(`/media/fotos/${hash}/medium`, 'card');
    expect(srcSet).toBe(PHOTO_USES.card.widths.map((w) => `/media/fotos/${hash}/${w} ${w}w`).join(', '));
    expect(sizes).toBe(PHOTO_USES.card.sizes);
    expect(photoSources(`/media/fotos/${hash}/small`, 'thumbnail', '80px').sizes).toBe('80px');
    expect(photoSources('/media/produtos/bomba-1-medium.svg', 'card')).toEqual({});
    expect(photoSources(`/media/fotos/${hash}x/medium`, 'card')).toEqual({});
    expect(photoSources('https://cdn.example.com/a.jpg', 'card')).toEqual({});
  });

  it('issue 35: Open Graph names the 1,200 px JPEG of a photo; every width of every use is one the store makes', () => {
    expect(photoAt(`/media/fotos/${hash}/big`, 'openGraph')).toBe(`/media/fotos/${hash}/1200.jpg`);
    expect(photoAt('/media/produtos/x-1-big.svg', 'openGraph')).toBe('/media/produtos/x-1-big.svg');
    expect(photoHash(`/media/fotos/${hash}/480`)).toBe(hash);
    for (const use of Object.values(PHOTO_USES)) for (const w of use.widths) expect(PHOTO_WIDTHS).toContain(w);
  });
});
