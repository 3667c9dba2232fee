import type { Banner } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { bannerData } from './banner-data';

const banner = (codigocupom: string | null): Banner => ({
  id: 4,
  nome: 'Ofertas da semana',
  alt: 'Ofertas da semana em termômetros',
  dataInicial: '2026-10-30T13:23:58.011Z',
  idNivel: 12,
  dimensoes: {
    desktop: {
      imagem: '/media/banners/ofertas-desktop.svg',
      link: '/c/ofertas',
      parametrosAdicionais: { codigocupom },
    },
    mobile: { imagem: '/media/banners/ofertas-mobile.svg', link: null, parametrosAdicionais: { codigocupom: null } },
  },
});

describe('issue 38 a banner in the loader data carries what it shows', () => {
  it('B§3 keeps its pictures, links and alternative text; drops the name, start date and level', () => {
    expect(bannerData(banner(null))).toEqual({
      id: 4,
      alt: 'Ofertas da semana em termômetros',
      dimensoes: {
        desktop: { imagem: '/media/banners/ofertas-desktop.svg', link: '/c/ofertas' },
        mobile: { imagem: '/media/banners/ofertas-mobile.svg', link: null },
      },
    });
  });

  it("B§8 keeps a coupon banner's code", () => {
    expect(bannerData(banner('PRIMEIRACOMPRA')).dimensoes.desktop.parametrosAdicionais).toEqual({
      codigocupom: 'PRIMEIRACOMPRA',
    });
  });
});
