// @vitest-environment happy-dom
import type { Banner } from '@vitrine/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerData } from '../../lib/ui/banner-data';
import { CategoryMosaic } from './category-mosaic';

const banner = (id: number, link: string | null, codigocupom: string | null = null): Banner => {
  const image = { imagem: `/media/banners/b${id}.svg`, link, parametrosAdicionais: { codigocupom } };
  return {
    id,
    nome: `b${id}`,
    alt: `Banner ${id}`,
    dataInicial: '2026-01-01',
    idNivel: null,
    dimensoes: { desktop: image, mobile: image },
  };
};

/** The mosaic as the page draws it: from the banners as its loader data carries them (cut by bannerData, issue 38). */
function renderMosaic(cupom: Banner | null) {
  const banners = {
    grande: bannerData(banner(1, '/c/x')),
    pequenos: [banner(2, '/a'), banner(3, null)].map(bannerData),
    cupom: cupom ? bannerData(cupom) : null,
  };
  const Stub = createRoutesStub([{ path: '/', Component: () => <CategoryMosaic banners={banners} /> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('B§2.3 B§8 category mosaic and coupon banner', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('numbers the grid positions; a banner without a link is an image only', () => {
    renderMosaic(null);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.dataset.posicao)).toEqual(['1', '2', '3']);
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe('/c/x');
    expect(items[2]!.querySelector('a')).toBeNull();
    expect(items[2]!.querySelector('img')?.getAttribute('alt')).toBe('Banner 3');
  });

  it("copies the code: 'Cupom copiado', gone after 3 s", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMosaic(banner(9, '/', 'PRIMEIRACOMPRA'));
    expect(screen.getByText('PRIMEIRACOMPRA')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar cupom' }));
    });
    expect(writeText).toHaveBeenCalledWith('PRIMEIRACOMPRA');
    expect(screen.getByRole('status').textContent).toBe('Cupom copiado');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(screen.getByRole('status').textContent).toBe('Cupom copiado');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("a coupon banner without a code: 'Cupom não encontrado.'", async () => {
    renderMosaic(banner(9, '/', null));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar cupom' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Cupom não encontrado.');
  });
});
