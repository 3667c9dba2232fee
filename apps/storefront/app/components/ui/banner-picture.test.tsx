// @vitest-environment happy-dom
import type { Banner } from '@vitrine/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BannerLink, SQUARE_BANNER, WIDE_BANNER } from './banner-picture';

function banner(link: string | null, mobile = '/media/banners/x-mobile.svg'): Banner {
  const extra = { codigocupom: null };
  return {
    id: 1,
    nome: 'x',
    alt: 'Manifolds digitais',
    dataInicial: '2026-01-01T00:00:00.000Z',
    idNivel: null,
    dimensoes: {
      desktop: { imagem: '/media/banners/x-desktop.svg', link, parametrosAdicionais: extra },
      mobile: { imagem: mobile, link, parametrosAdicionais: extra },
    },
  };
}

const renderBanner = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('BannerLink (B§3 Banner)', () => {
  it('B§3 a banner with a link is a link whose name is its alt text', () => {
    renderBanner(<BannerLink banner={banner('/refrigeracao')} format={WIDE_BANNER} />);
    expect(screen.getByRole('link', { name: 'Manifolds digitais' }).getAttribute('href')).toBe('/refrigeracao');
  });

  it('issue 12: a banner without a link renders as an image only', () => {
    renderBanner(<BannerLink banner={banner(null)} format={WIDE_BANNER} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Manifolds digitais' })).toBeTruthy();
  });

  it('B§3 desktop picture from 768 px, mobile below, each with its size; the LCP one eager and first', () => {
    const { container } = renderBanner(<BannerLink banner={banner('/x')} format={WIDE_BANNER} loading="lcp" />);
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toBe('/media/banners/x-desktop.svg');
    expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['1366', '400']);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/media/banners/x-mobile.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['768', '600']);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('a tile with one picture for every screen has no <source>; below the fold it loads lazily', () => {
    const square = banner('/x', '/media/banners/x-desktop.svg');
    const { container } = renderBanner(<BannerLink banner={square} format={SQUARE_BANNER} />);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBeNull();
  });

  it('an address of another site is a plain link', () => {
    renderBanner(<BannerLink banner={banner('https://blog.example.com/post')} format={WIDE_BANNER} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://blog.example.com/post');
  });

  it('issue 37: a picture uploaded in the back office gets phone widths below 768 px and banner widths above', () => {
    const hash = 'a'.repeat(64);
    const uploaded = banner('/x', `/media/fotos/${hash}/800`);
    uploaded.dimensoes.desktop.imagem = `/media/fotos/${hash}/1920`;
    const { container } = renderBanner(<BannerLink banner={uploaded} format={WIDE_BANNER} />);
    const img = screen.getByRole('img', { name: 'Manifolds digitais' });
    expect(img.getAttribute('srcset')).toBe(`/media/fotos/${hash}/480 480w, /media/fotos/${hash}/800 800w`);
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toBe(
      `/media/fotos/${hash}/1280 1280w, /media/fotos/${hash}/1920 1920w`,
    );
  });
});
