import type { Chip } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../commerce/money';
import {
  apiListingQuery,
  canonicalPath,
  cutDescription,
  kitListType,
  listingRobots,
  offsetExceedsTotal,
  readListingQuery,
  searchText,
  VARIANT_PAGE_SIZES,
} from './listing';
import { chipText, showActiveFilters, shownRangeText, withPageSize } from './listing-view';

const q = (search: string, limit?: number) => readListingQuery(new URLSearchParams(search), limit);
const chip = (over: Partial<Chip>): Chip => ({
  tipo: 'filtro',
  label: 'USB',
  rota: '/x',
  de: null,
  ate: null,
  ...over,
});

describe('listing query (B§2.3, B§5, B§7)', () => {
  it('B§9: the variant menu takes 9, 18 or 27 and starts at 9; the standard one ignores them', () => {
    const v = (search: string) => readListingQuery(new URLSearchParams(search), 24, VARIANT_PAGE_SIZES);
    expect(v('')).toMatchObject({ limit: 9, offset: 0 });
    expect(v('ipp=18&pg=2')).toMatchObject({ limit: 18, offset: 18 });
    expect(v('ipp=27')).toMatchObject({ limit: 27 });
    expect(v('ipp=24')).toMatchObject({ limit: 9 });
    expect(q('ipp=9')).toMatchObject({ limit: 24 });
    expect(withPageSize('/data-loggers', '?pg=3&filtro=marca:novus&ipp=9', 27)).toBe(
      '/data-loggers?filtro=marca%3Anovus&ipp=27',
    );
  });

  it('B§5: offset = (pg − 1) × limit', () => {
    expect(q('pg=3&ipp=12')).toMatchObject({ pg: 3, limit: 12, offset: 24 });
    expect(q('pg=1&ipp=36')).toMatchObject({ offset: 0, limit: 36 });
  });

  it('B§9: ipp is one of 12/24/36, else the default (24; 12 for kit listings)', () => {
    expect(q('').limit).toBe(24);
    expect(q('ipp=7').limit).toBe(24);
    expect(q('ipp=abc', 12).limit).toBe(12);
  });

  it('B§2.3: a bad pg is page 1', () => {
    expect(q('pg=0').pg).toBe(1);
    expect(q('pg=-2').pg).toBe(1);
    expect(q('pg=x').offset).toBe(0);
  });

  it('B§7: order is sent only when the page has one; filtro repeated; s5 passed through', () => {
    const query = q('order=menor-preco&filtro=conectividade:usb&filtro=preco:-500&s5=v1&busca= termo ');
    expect(apiListingQuery(query, { url: '/data-loggers' })).toEqual({
      url: '/data-loggers',
      offset: 0,
      limit: 24,
      order: 'menor-preco',
      filtro: ['conectividade:usb', 'preco:-500'],
      s5: 'v1',
    });
    expect(query.busca).toBe('termo');
    expect(apiListingQuery(q('pg=3&ipp=12'), {})).toEqual({ offset: 24, limit: 12, filtro: [] });
    expect(apiListingQuery(q('order=bogus'), {})).not.toHaveProperty('order');
  });

  it('B§2.3: malformed filtro tokens are left out', () => {
    expect(q('filtro=ok:1&filtro=<script>&filtro=').filtro).toEqual(['ok:1']);
  });

  it('B§8: an offset past the total is not found; an empty first page is found', () => {
    expect(offsetExceedsTotal(48, 30)).toBe(true);
    expect(offsetExceedsTotal(24, 24)).toBe(true);
    expect(offsetExceedsTotal(24, 25)).toBe(false);
    expect(offsetExceedsTotal(0, 0)).toBe(false);
  });
});

describe('listing texts (B§2.3)', () => {
  it("B§2.3: 'Mostrando X-Y de N encontrados' with X = offset + 1 and Y = offset + exibindo", () => {
    expect(shownRangeText({ offset: 24, exibindo: 6, total: 30 })).toBe('Mostrando 25-30 de 30 encontrados');
    expect(shownRangeText({ offset: 0, exibindo: 0, total: 0 })).toBe('Mostrando 0 de 0 encontrados');
  });

  it("B§2.3 chips: price 'Até X', 'A partir de X', 'X à Y'; others their label", () => {
    expect(chipText(chip({ tipo: 'preco', de: null, ate: 500 }))).toBe(`Até ${formatBRL(500)}`);
    expect(chipText(chip({ tipo: 'preco', de: 2000, ate: null }))).toBe(`A partir de ${formatBRL(2000)}`);
    expect(chipText(chip({ tipo: 'preco', de: 500, ate: 1000 }))).toBe(`${formatBRL(500)} à ${formatBRL(1000)}`);
    expect(chipText(chip({ tipo: 'preco', de: 500, ate: 1000 }))).toBe('R$\u00a0500,00 à R$\u00a01.000,00');
    expect(chipText(chip({ tipo: 'atributo', label: 'Azul' }))).toBe('Azul');
  });

  it("B§2.3: 'Filtros ativos:' only with more than one chip (more than two on search)", () => {
    const chips = (n: number) => Array.from({ length: n }, (_, i) => chip({ label: String(i) }));
    expect(showActiveFilters(chips(1), false)).toBe(false);
    expect(showActiveFilters(chips(2), false)).toBe(true);
    expect(showActiveFilters(chips(2), true)).toBe(false);
    expect(showActiveFilters(chips(3), true)).toBe(true);
  });

  it('B§2.3, B§9: list view cuts the short description at 200 characters', () => {
    const short = 'Registrador de temperatura.';
    expect(cutDescription(short)).toBe(short);
    const long = 'palavra '.repeat(60);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.endsWith('…')).toBe(true);
    expect(cutDescription('x'.repeat(250))).toBe(`${'x'.repeat(200)}…`);
    expect(cutDescription('<p>Leitura rápida &amp; confi&#225;vel.</p><p>Dois</p>')).toBe(
      'Leitura rápida & confiável. Dois',
    );
  });

  it('B§3 canonical: path with busca; pg only past page 1; no sort, page size, filters or s5', () => {
    const url = new URL('http://loja/termometros?ipp=36&s5=v1&filtro=b:2&filtro=a:1&order=nome&pg=1');
    expect(canonicalPath(url)).toBe('/termometros');
    expect(canonicalPath(new URL('http://loja/termometros?pg=2&order=nome'))).toBe('/termometros?pg=2');
    expect(canonicalPath(new URL('http://loja/termometros?busca=%20usb%20&filtro=a:1'))).toBe('/termometros?busca=usb');
  });

  it('B§2.3 a search text longer than the store takes is cut at its last whole word', () => {
    const long = `${'termometro digital '.repeat(20)}fim`;
    const cut = searchText(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('termometro') || cut.endsWith('digital')).toBe(true);
    expect(searchText(`  data   logger  `)).toBe('data logger');
    expect(searchText('a'.repeat(3000))).toHaveLength(200);
    expect(q(`busca=${encodeURIComponent(long)}`).busca).toBe(cut);
  });

  it('B§2.3 one rule for unreadable filter values: each is left out, the readable ones stay', () => {
    const query = q(
      'filtro=marca:novus&filtro=marca:&filtro=:x&filtro=MARCA:x&filtro=preco:abc&filtro=preco:10-5&filtro=desconto:200&filtro=categoria:99999999999&filtro=preco:5-10&filtro=desconto:30',
    );
    expect(query.filtro).toEqual(['marca:novus', 'preco:5-10', 'desconto:30']);
  });

  it('B§3 robots: search results and listings with more than one filter are noindex, follow', () => {
    expect(listingRobots('search', new URL('http://loja/busca?busca=x'))).toBe('noindex, follow');
    expect(listingRobots('category', new URL('http://loja/a?filtro=a:1&filtro=b:2'))).toBe('noindex, follow');
    expect(listingRobots('category', new URL('http://loja/a?filtro=a:1'))).toBeNull();
    expect(listingRobots('brand', new URL('http://loja/marcas/x'))).toBeNull();
  });

  it('B§2.1 list/listing/*: the kit listing type comes from its address (decision 005)', () => {
    expect(kitListType('/lista')).toBe('categoria');
    expect(kitListType('/lista/refrigeracao/termometros')).toBe('categoria');
    expect(kitListType('/lista/marcas/soldaforte')).toBe('marca');
    expect(kitListType('/lista/c/cadeia-do-frio')).toBe('landingPage');
    expect(kitListType('/lista/busca')).toBe('busca');
    expect(kitListType('/lista/buscador')).toBe('categoria');
  });

  it('B§2.1 list/listing/search (storefront-browsing.md): /lista with a busca text searches the kits', () => {
    expect(kitListType('/lista', 'solda')).toBe('busca');
    expect(kitListType('/lista', '  ')).toBe('categoria');
    expect(kitListType('/lista/marcas/soldaforte', 'solda')).toBe('marca');
    expect(kitListType('/lista/refrigeracao', 'solda')).toBe('categoria');
  });
});
