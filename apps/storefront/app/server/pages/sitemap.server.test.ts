import { describe, expect, it } from 'vitest';
import { escapeXml, filesOf, parseSitemapFile, sitemapIndexXml, urlXml } from './sitemap.server';

describe('B§3 sitemap', () => {
  it('splits a section into files of 50,000 addresses (a 100k catalogue takes 2, 100,001 takes 3)', () => {
    expect(filesOf('produtos', 100_000)).toBe(2);
    expect(filesOf('produtos', 100_001)).toBe(3);
    expect(filesOf('produtos', 0)).toBe(0);
    // The pages file always exists: it holds the storefront's own pages.
    expect(filesOf('paginas', 0)).toBe(1);
  });

  it('names files {section}-{n}.xml and refuses anything else', () => {
    expect(parseSitemapFile('produtos-2.xml')).toEqual({ secao: 'produtos', n: 2 });
    expect(parseSitemapFile('landing-pages-1.xml')).toEqual({ secao: 'landing-pages', n: 1 });
    for (const bad of ['produtos-0.xml', 'produtos.xml', 'clientes-1.xml', 'produtos-1.xml.gz', '../x-1.xml']) {
      expect(parseSitemapFile(bad), bad).toBeNull();
    }
  });

  it('the index lists every file with absolute addresses and lastmod', () => {
    const xml = sitemapIndexXml('https://loja.example.com.br', {
      secoes: [
        { secao: 'produtos', total: 120_000, lastmod: '2026-11-20T10:00:00.000Z' },
        { secao: 'marcas', total: 0, lastmod: null },
        { secao: 'paginas', total: 8, lastmod: null },
      ],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(xml.match(/<sitemap>/g)).toHaveLength(4);
    expect(xml).toContain(
      '<sitemap><loc>https://loja.example.com.br/sitemap/produtos-3.xml</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml).not.toContain('marcas-1.xml');
    expect(xml).toContain('/sitemap/paginas-1.xml');
  });

  it('escapes addresses for XML', () => {
    expect(escapeXml(`a&b<"'>`)).toBe('a&amp;b&lt;&quot;&apos;&gt;');
    expect(urlXml('https://x.com', '/a&b.html', null)).toBe('<url><loc>https://x.com/a&amp;b.html</loc></url>\n');
  });
});
