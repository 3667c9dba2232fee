import type { ListDetail, Listing, ProductDetail } from '@vitrine/contract';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { kitJsonLd, productJsonLd } from './json-ld';
import { itemListJsonLd } from './json-ld-listing';
import { organizationJsonLd, webSiteJsonLd } from './json-ld-store';
import { absoluteUrl, breadcrumbJsonLd, fullTitle, pageDescription, seoMeta } from './seo';

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
    descricoes: { curta: '', longa: '', opcional1: '', opcional2: '' },
    avaliacao: summary(3),
    rota: '/termometro-td-10.html',
    ...over,
  }) as unknown as ProductDetail;

const tag = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON-LD tree read as plain JSON
type Json = Record<string, any>;

/**
 * What Google's product rich results require (developers.google.com/search/docs/appearance/structured-data/product):
 * a name; one of offers, review or aggregateRating; an Offer with price, priceCurrency and a schema.org
 * availability; an AggregateRating with ratingValue and reviewCount; a Review with author and reviewRating.
 */
function productProblems(ld: Json): string[] {
  const problems: string[] = [];
  if (ld['@context'] !== 'https://schema.org' || ld['@type'] !== 'Product') problems.push('not a schema.org Product');
  if (!ld.name) problems.push('name');
  if (!ld.offers && !ld.review && !ld.aggregateRating) problems.push('offers, review or aggregateRating');
  if (ld.offers) {
    const offer = ld.offers as Json;
    if (offer['@type'] !== 'Offer') problems.push('offers.@type');
    if (!/^\d+(\.\d+)?$/.test(String(offer.price ?? ''))) problems.push('offers.price');
    if (offer.priceCurrency !== 'BRL') problems.push('offers.priceCurrency');
    if (!/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(offer.availability))) {
      problems.push('offers.availability');
    }
    if (offer.priceValidUntil !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(offer.priceValidUntil))) {
      problems.push('offers.priceValidUntil');
    }
  }
  if (ld.aggregateRating) {
    const rating = ld.aggregateRating as Json;
    if (!(rating.ratingValue > 0) || !(rating.reviewCount > 0)) problems.push('aggregateRating');
  }
  for (const review of (ld.review ?? []) as Json[]) {
    if (!review.author?.name || !(review.reviewRating?.ratingValue > 0)) problems.push('review');
  }
  for (const image of (ld.image ?? []) as string[]) if (!/^https?:\/\//.test(image)) problems.push('image');
  return problems;
}

describe('B§3 seo head tags', () => {
  it('the site name once: a title that already names the site is kept', () => {
    expect(fullTitle('Quem somos', 'Vitrine')).toBe('Quem somos | Vitrine');
    expect(fullTitle('Quem somos | Vitrine', 'Vitrine')).toBe('Quem somos | Vitrine');
    expect(fullTitle(null, 'Vitrine')).toBe('Vitrine');
  });

  it('a page without a picture of its own shares the store picture, absolute, with its size', () => {
    const tags = seoMeta({
      origin: ORIGIN,
      siteName: 'Vitrine',
      title: 'Quem somos',
      description: 'd',
      canonical: '/',
    });
    expect(tag(tags, 'property', 'og:image')?.content).toBe(`${ORIGIN}/compartilhar.png`);
    expect(tag(tags, 'name', 'twitter:image')?.content).toBe(`${ORIGIN}/compartilhar.png`);
    expect(tag(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(tag(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(tag(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(tag(tags, 'property', 'og:title')?.content).toBe('Quem somos | Vitrine');
    expect(tag(tags, 'name', 'robots')).toBeUndefined();
    expect(tags.filter((t) => 'title' in t)).toEqual([{ title: 'Quem somos | Vitrine' }]);
  });

  it('a description is the SEO one, else the start of the page text (160 characters at most), else the fallback', () => {
    expect(pageDescription('Sobre a loja.', '<p>Texto</p>', 'Quem somos')).toBe('Sobre a loja.');
    expect(pageDescription(' ', '<p>Somos uma loja</p><p>de instrumentos.</p>', 'Quem somos')).toBe(
      'Somos uma loja de instrumentos.',
    );
    const long = pageDescription('', `<p>${'palavra '.repeat(40)}</p>`, 'x');
    expect(long.length).toBeLessThanOrEqual(161);
    expect(long.endsWith('…')).toBe(true);
    expect(pageDescription('', '', 'Quem somos')).toBe('Quem somos');
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
    // An error page has no root data, so no origin: its addresses stay as they are, never a failed render.
    expect(absoluteUrl('', '/')).toBe('/');
  });
});

describe('B§3 JSON-LD', () => {
  it("Product: Google's required properties (name; offers with price, BRL and availability), brand, sku, mpn, gtin, ratings", () => {
    const ld = productJsonLd(ORIGIN, product()) as unknown as Json;
    expect(productProblems(ld)).toEqual([]);
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

  it('B§4 availability: disponivel is InStock, any other status OutOfStock; priceValidUntil while a scheduled price applies', () => {
    const out = productJsonLd(ORIGIN, product({ status: 'indisponivel' })) as unknown as Json;
    expect(out.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productProblems(out)).toEqual([]);
    const scheduled = productJsonLd(
      ORIGIN,
      product({
        agendamentoPreco: { aplicado: { dataInicial: '2026-11-01T00:00:00Z', dataFinal: '2026-11-30T23:59:59Z' } },
      }),
    ) as unknown as Json;
    expect(scheduled.offers.priceValidUntil).toBe('2026-11-30');
    expect(productProblems(scheduled)).toEqual([]);
    const noReviews = productJsonLd(ORIGIN, product({ avaliacao: summary(0), ean: '123' })) as unknown as Json;
    expect(noReviews.aggregateRating).toBeUndefined();
    expect(noReviews.review).toBeUndefined();
    expect(noReviews.gtin13).toBeUndefined();
    expect(productProblems(noReviews)).toEqual([]);
  });

  it('B§2.4 a product priced on request has no Offer (an Offer needs a price); its reviews still describe it', () => {
    const onRequest = productJsonLd(ORIGIN, product({ status: 'sobConsulta' })) as unknown as Json;
    expect(onRequest.offers).toBeUndefined();
    expect(onRequest.aggregateRating).toMatchObject({ reviewCount: 3 });
    expect(productProblems(onRequest)).toEqual([]);
  });

  it('gtin by its length; mpn and description only when present', () => {
    const gtin = (ean: string | null) => {
      const ld = productJsonLd(ORIGIN, product({ ean })) as unknown as Json;
      return Object.keys(ld).filter((key) => key.startsWith('gtin'));
    };
    expect(gtin('12345670')).toEqual(['gtin8']);
    expect(gtin('012345678905')).toEqual(['gtin12']);
    expect(gtin('17891234567892')).toEqual(['gtin14']);
    expect(gtin('7891-234')).toEqual([]);
    expect(gtin(null)).toEqual([]);
    const bare = productJsonLd(
      ORIGIN,
      product({
        mpn: null,
        seo: { title: '', description: '', titleSocial: '', descriptionSocial: '', openGraphUrlImagem: null },
        descricoes: { curta: '<p>Mede de -50 a 300 °C &amp; grava.</p>', longa: '', opcional1: '', opcional2: '' },
      } as unknown as Partial<ProductDetail>),
    ) as unknown as Json;
    expect(bare.mpn).toBeUndefined();
    expect(bare.description).toBe('Mede de -50 a 300 °C & grava.');
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
    expect(productProblems(kitJsonLd(ORIGIN, list) as unknown as Json)).toEqual([]);
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

  it('Organization names the store with its absolute address and logo, its company, contacts and profiles', () => {
    expect(organizationJsonLd(ORIGIN, 'Vitrine')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vitrine',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.png`,
    });
    const details = {
      razaoSocial: 'Vitrine Instrumentos Ltda.',
      telefone: '(11) 4000-0000',
      email: 'contato@vitrine.test',
      endereco: 'Rua Guaicurus, 1234 – Lapa, São Paulo – SP',
      cep: '05033-002',
      social: { instagram: 'https://www.instagram.com/vitrine', x: '', blog: 'javascript:alert(1)' },
    };
    expect(organizationJsonLd(ORIGIN, 'Vitrine', details)).toMatchObject({
      legalName: 'Vitrine Instrumentos Ltda.',
      telephone: '(11) 4000-0000',
      email: 'contato@vitrine.test',
      address: { '@type': 'PostalAddress', postalCode: '05033-002', addressCountry: 'BR' },
      sameAs: ['https://www.instagram.com/vitrine'],
    });
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
