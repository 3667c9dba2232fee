import type { ListDetail, Listing, ProductDetail } from '@vitrine/contract';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  fullTitle,
  itemListJsonLd,
  kitJsonLd,
  productJsonLd,
  seoMeta,
  webSiteJsonLd,
} from './seo';

const ORIGIN = 'https://loja.example.com.br';

const summary = (quantidade: number) => ({
  media: quantidade ? 4.5 : 0,
  quantidade,
  percentualRecomenda: 100,
  distribuicao: { '1': 0, '2': 0, '3': 0, '4': 1, '5': quantidade - 1 },
  avaliacoes: quantidade
    ? [{ nome: 'Ana', data: '2026-10-01T12:00:00.000Z', comentario: 'Ótimo', nota: 5, recomenda: true }]
    : [],
});

const product = (over: Partial<ProductDetail> = {}) =>
  ({
    id: 1,
    nome: 'Termômetro TD-10',
    sku: 'TD-10',
    mpn: 'MPN-1',
    ean: '7891234567895',
    status: 'disponivel',
    marca: { id: 1, nome: 'Medix', rota: '/marcas/medix', imagem: null },
    precos: { de: 150, por: 119.9, vista: 113.91, parcelamento: [] },
    agendamentoPreco: { aplicado: null },
    midias: {
      imagens: [{ label: 'a', arquivos: { small: '/m/s.jpg', medium: '/m/m.jpg', big: '/m/b.jpg', zoom: '/m/z.jpg' } }],
    },
    seo: { title: '', description: 'Um termômetro.', titleSocial: '', descriptionSocial: '', openGraphUrlImagem: null },
    avaliacao: summary(3),
    rota: '/termometro-td-10.html',
    ...over,
  }) as unknown as ProductDetail;

const tag = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe('B§3 seo head tags', () => {
  it('the site name once: a title that already names the site is kept', () => {
    expect(fullTitle('Quem somos', 'Vitrine')).toBe('Quem somos | Vitrine');
    expect(fullTitle('Quem somos | Vitrine', 'Vitrine')).toBe('Quem somos | Vitrine');
    expect(fullTitle(null, 'Vitrine')).toBe('Vitrine');
  });

  it('canonical, og:url, og:image and twitter:image are absolute on the public origin', () => {
    const tags = seoMeta({
      origin: ORIGIN,
      siteName: 'Vitrine',
      title: 'Termômetros',
      description: 'd',
      canonical: '/termometros?pg=2',
      image: '/media/banner.jpg',
      robots: 'noindex, follow',
      prev: '/termometros',
      next: '/termometros?pg=3',
    });
    expect(tag(tags, 'rel', 'canonical')?.href).toBe(`${ORIGIN}/termometros?pg=2`);
    expect(tag(tags, 'property', 'og:url')?.content).toBe(`${ORIGIN}/termometros?pg=2`);
    expect(tag(tags, 'property', 'og:image')?.content).toBe(`${ORIGIN}/media/banner.jpg`);
    expect(tag(tags, 'name', 'twitter:image')?.content).toBe(`${ORIGIN}/media/banner.jpg`);
    expect(tag(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(tag(tags, 'name', 'robots')?.content).toBe('noindex, follow');
    expect(tag(tags, 'rel', 'prev')?.href).toBe(`${ORIGIN}/termometros`);
    expect(tag(tags, 'rel', 'next')?.href).toBe(`${ORIGIN}/termometros?pg=3`);
    expect(absoluteUrl(ORIGIN, 'https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
  });
});

describe('B§3 JSON-LD', () => {
  it("Product: Google's required properties (name; offers with price, BRL and availability), brand, sku, mpn, gtin, ratings", () => {
    const ld = productJsonLd(ORIGIN, product()) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading a JSON-LD tree in a test
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Termômetro TD-10');
    expect(ld.sku).toBe('TD-10');
    expect(ld.mpn).toBe('MPN-1');
    expect(ld.gtin13).toBe('7891234567895');
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Medix' });
    expect(ld.image).toEqual([`${ORIGIN}/m/b.jpg`]);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '119.90',
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/termometro-td-10.html`,
    });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 3 });
    expect(ld.review[0]).toMatchObject({ author: { name: 'Ana' }, reviewRating: { ratingValue: 5 } });
  });

  it('availability from the status; no price on request; priceValidUntil while a scheduled price applies', () => {
    const out = productJsonLd(ORIGIN, product({ status: 'indisponivel' })) as unknown as {
      offers: Record<string, string>;
    };
    expect(out.offers.availability).toBe('https://schema.org/OutOfStock');
    const onRequest = productJsonLd(ORIGIN, product({ status: 'sobConsulta' })) as unknown as {
      offers: Record<string, string>;
    };
    expect(onRequest.offers.price).toBeUndefined();
    const scheduled = productJsonLd(
      ORIGIN,
      product({
        agendamentoPreco: { aplicado: { dataInicial: '2026-11-01T00:00:00Z', dataFinal: '2026-11-30T23:59:59Z' } },
      }),
    ) as unknown as { offers: Record<string, string> };
    expect(scheduled.offers.priceValidUntil).toBe('2026-11-30');
    const noReviews = productJsonLd(ORIGIN, product({ avaliacao: summary(0), ean: '123' })) as unknown as Record<
      string,
      unknown
    >;
    expect(noReviews.aggregateRating).toBeUndefined();
    expect(noReviews.gtin13).toBeUndefined();
  });

  it('a kit is one Product with its total price', () => {
    const list = {
      id: 7,
      nome: 'Kit Cadeia do Frio',
      rota: '/lista/kit-cadeia-do-frio.html',
      status: 'disponivel',
      precos: { de: 900, por: 799.5, vista: 760, parcelamento: [] },
      marcas: [{ id: 1, nome: 'Medix' }],
      midias: { imagens: [] },
      avaliacao: summary(0),
    } as unknown as ListDetail;
    expect(kitJsonLd(ORIGIN, list)).toMatchObject({
      '@type': 'Product',
      name: 'Kit Cadeia do Frio',
      offers: { price: '799.50', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    });
  });

  it('BreadcrumbList and ItemList number their items with absolute addresses', () => {
    expect(
      breadcrumbJsonLd(ORIGIN, [
        { label: 'Home', rota: '/' },
        { label: 'Termômetros', rota: '/termometros' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Termômetros', item: `${ORIGIN}/termometros` },
      ],
    });
    const listing = {
      info: { total: 30, offset: 24 },
      conteudo: { produtos: [{ nome: 'A', rota: '/a.html' }], listas: [{ nome: 'K', rota: '/lista/k.html' }] },
    } as unknown as Listing;
    expect(itemListJsonLd(ORIGIN, listing).itemListElement).toEqual([
      { '@type': 'ListItem', position: 25, url: `${ORIGIN}/a.html`, name: 'A' },
      { '@type': 'ListItem', position: 26, url: `${ORIGIN}/lista/k.html`, name: 'K' },
    ]);
  });

  it('WebSite carries the store search as its SearchAction', () => {
    const site = webSiteJsonLd(ORIGIN, 'Vitrine') as unknown as { potentialAction: Record<string, unknown> };
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${ORIGIN}/busca?busca={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});
