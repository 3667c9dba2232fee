import { bannerOffer } from './art';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './routes';

describe('media files', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('draws a product image in each size, small and cacheable', async () => {
    for (const [size, px] of [
      ['small', 90],
      ['medium', 300],
      ['big', 600],
      ['zoom', 1200],
    ] as const) {
      const res = await app.inject(`/media/produtos/termometro-digital-espeto-te-300-haste-15-cm-1-${size}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(new RegExp(`^<svg [^>]*width="${px}" height="${px}" viewBox="0 0 200 200"`));
      expect(res.body.length).toBeLessThan(3000);
    }
  });

  it('varies the views of one product and the drawings of different lines', async () => {
    const one = await app.inject('/media/produtos/bomba-de-vacuo-7-cfm-duplo-estagio-220v-bv-7d-1-big.svg');
    const two = await app.inject('/media/produtos/bomba-de-vacuo-7-cfm-duplo-estagio-220v-bv-7d-2-big.svg');
    const other = await app.inject('/media/produtos/manifold-digital-4-vias-r-410a-md-4-1-big.svg');
    expect(one.body).not.toBe(two.body);
    expect(one.body).not.toBe(other.body);
  });

  it('draws brand logos, banners and seals with escaped text', async () => {
    const brand = await app.inject('/media/marcas/termotek.svg');
    expect(brand.statusCode).toBe(200);
    expect(brand.body).toContain('Termotek');
    const banner = await app.inject('/media/banners/frete-gratis-sul-sudeste-desktop.svg');
    expect(banner.body).toMatch(/width="1366" height="400"/);
    expect(banner.body).toContain('Frete Grátis');
    // Issue 25: a real offer under the title, never the store's signature.
    expect(banner.body).not.toContain('Vitrine Instrumentos');
    expect(banner.body).toContain(bannerOffer('frete-gratis-sul-sudeste'));
    const mobile = await app.inject('/media/banners/frete-gratis-sul-sudeste-mobile.svg');
    expect(mobile.body).toMatch(/width="768" height="600"/);
    const square = await app.inject('/media/banners/bombas-de-vacuo-quadrado.svg');
    expect(square.statusCode).toBe(200);
    expect(square.body).toMatch(/width="600" height="600"/);
    // Issue 39: a category's top banner is drawn as the strip it is shown in, title and offer inside it.
    const strip = await app.inject('/media/banners/ofertas-em-refrigeracao-faixa.svg');
    expect(strip.statusCode).toBe(200);
    expect(strip.body).toMatch(/width="1366" height="176"/);
    expect(strip.body).toContain('Ofertas em Refrigeração');
    expect(strip.body).toContain(bannerOffer('ofertas-em-refrigeracao'));
    // Issue 39: "cinco por cento" reads "5%", never "5 por %".
    const percent = await app.inject('/media/banners/cinco-por-cento-no-pix-ou-boleto-mobile.svg');
    expect(percent.body).toContain('5% no Pix ou boleto');
    expect(percent.body).not.toContain('por %');
    // Issue 39: on the mobile picture the drawing (x="528") stands right of the offer line, never under it.
    expect(percent.body).toMatch(/<svg x="528" y="380" width="200" height="200"/);
    const seal = await app.inject('/media/selos/mais-vendido.svg');
    expect(seal.statusCode).toBe(200);
    expect(seal.body).toContain('VENDIDO');
  });

  it('serves a small valid PDF manual', async () => {
    const res = await app.inject('/media/manuais/data-logger-de-temperatura-usb-dl-100.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const body = res.rawPayload.toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body).toContain('data-logger-de-temperatura-usb-dl-100');
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(body)?.[1]);
    expect(body.slice(xref, xref + 4)).toBe('xref');
  });

  it('answers 404 JSON for bad slugs and unknown files', async () => {
    for (const url of [
      '/media/produtos/Bad_Slug-1-small.svg',
      '/media/produtos/termometro-1-huge.svg',
      '/media/marcas/%3Cscript%3E.svg',
      '/media/banners/promo-tablet.svg',
      '/media/manuais/manual.exe',
      '/media/outros/arquivo.svg',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, error: { code: 'not_found', message: 'Mídia não encontrada' } });
    }
  });
});
