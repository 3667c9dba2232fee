import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema, listingSchema, type Listing } from '@vitrine/contract';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function search(query: string): Promise<Listing> {
  const url = `/v2/front/url/product/listing/search?${query}`;
  const res = await api.call(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return envelope(listingSchema).parse(res.json()).data;
}
const busca = (text: string, extra = '') => search(`busca=${encodeURIComponent(text)}${extra}`);
const unaccentLower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const names = (l: Listing) => l.conteudo.produtos.map((p) => p.nome);

describe(`search on ${engine} (B§2.6, B§7 search, docs/architecture.md §4)`, () => {
  it('finds "Termômetro…" products for "termometro", accents or not, ranked by relevance by default', async () => {
    const plain = await busca('termometro', '&limit=100');
    const accented = await busca('Termômetro', '&limit=100');
    expect(plain.estrutura.nivel).toBe('product/listing/search');
    expect(plain.info.total).toBeGreaterThanOrEqual(15);
    expect(accented.info.total).toBe(plain.info.total);
    expect(names(plain)[0]).toMatch(/^Termômetro/);
    expect(plain.conteudo.busca).toEqual({ texto: 'termometro', corrigido: null });
    expect(plain.detalhes.ordenacao[0]).toMatchObject({ valor: 'relevancia', label: 'Relevância', atual: true });
    expect(plain.info.filtros[0]).toMatchObject({ tipo: 'busca', label: 'termometro' });
    // B§2.3, issue 25: on search 'Limpar filtros' clears the other query parameters and keeps the search words.
    expect(plain.info.rotaLimparFiltros).toBe('/busca?busca=termometro');
    const filtered = await busca('termometro', '&filtro=desconto:10&order=menor-preco&limit=12');
    expect(filtered.info.rotaLimparFiltros).toBe('/busca?busca=termometro');
    const [{ n } = { n: 0 }] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE ativo AND f_unaccent(lower(nome)) LIKE '%termometro%'",
    );
    expect(plain.info.total).toBeGreaterThanOrEqual(n);
  });

  it('corrects a typo before searching and reports the corrected text', async () => {
    const typo = await busca('termometo');
    expect(typo.conteudo.busca).toEqual({ texto: 'termometo', corrigido: 'termometro' });
    expect(typo.info.total).toBeGreaterThanOrEqual(15);
    expect(
      names(typo)
        .slice(0, 5)
        .every((n) => unaccentLower(n).includes('termometro')),
    ).toBe(true);
    const two = await busca('termometro digial', '&limit=100');
    expect(two.conteudo.busca?.corrigido).toBe('termometro digital');
    expect(two.info.total).toBeGreaterThan(0);
    // The corrected search is the search for the corrected text: the same products in the same order…
    const corrected = await busca('termometro digital', '&limit=100');
    expect(corrected.conteudo.busca?.corrigido).toBeNull();
    expect(two.info.total).toBe(corrected.info.total);
    expect(two.conteudo.produtos.map((p) => p.id)).toEqual(corrected.conteudo.produtos.map((p) => p.id));
    // …and every one of them is a digital product (the corrected word selects, it is not just shown).
    for (const nome of names(two)) expect(unaccentLower(nome), nome).toContain('digital');
  });

  it('suggests thermometers for "term" with limit 5 (prefix of the last word, B§9 5 results)', async () => {
    const s = await search('busca=term&offset=0&limit=5');
    expect(s.conteudo.produtos).toHaveLength(5);
    for (const nome of names(s)) expect(unaccentLower(nome)).toMatch(/^termometro/);
    expect(s.conteudo.busca?.corrigido).toBeNull();
    const narrower = await search('busca=termometro+digi&limit=5');
    expect(names(narrower).every((n) => /Digital/.test(n))).toBe(true);
  });

  it('puts an exact SKU match first, in any case', async () => {
    const [row] = await api.db.query<{ sku: string; nome: string }>('SELECT sku, nome FROM products WHERE id = 70');
    if (!row) throw new Error('product 70 exists');
    for (const text of [row.sku, row.sku.toLowerCase()]) {
      const s = await busca(text);
      expect(s.conteudo.produtos[0]?.sku, text).toBe(row.sku);
    }
  });

  it('answers total 0 with no products for a search with no result (not 404)', async () => {
    for (const text of ['xyzxyzxyz', 'para', '!!!']) {
      const s = await busca(text);
      expect(s.info.total, text).toBe(0);
      expect(s.conteudo.produtos).toEqual([]);
    }
  });

  it('treats operators and quotes in the text as plain words, never as SQL or tsquery syntax', async () => {
    for (const text of ["'; DROP TABLE products; --", 'a & b | !c:* <->', '"termometro" -(digital)', '\\x00 %_']) {
      const res = await api.call(`/v2/front/url/product/listing/search?busca=${encodeURIComponent(text)}`);
      expect(res.statusCode, text).toBe(200);
    }
    const [{ n } = { n: 0 }] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(n).toBeGreaterThan(100);
  });

  it('asks for the text: missing or blank busca is 400; bad paging is 400', async () => {
    for (const query of ['', 'busca=', 'busca=%20%20', 'busca=x&limit=0', 'busca=x&offset=-1', 'busca=x&order=xyz']) {
      const res = await api.call(`/v2/front/url/product/listing/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(failureSchema.parse(res.json()).error.code).toBe('bad_request');
    }
    expect((await api.call('/v2/front/url/product/listing/search?busca=termometro&offset=500')).statusCode).toBe(404);
  });

  it('narrows a search to a category with facets whose counts match their routes', async () => {
    const s = await busca('digital');
    const line = s.detalhes.categorias.filhas[0];
    if (!line) throw new Error('the search spans categories');
    expect(line.rota).toBe(`/busca?busca=digital&filtro=categoria:${line.id}`);
    const narrowed = await search(`busca=digital&filtro=categoria:${line.id}`);
    expect(narrowed.info.total).toBe(line.quantidade);
    expect(narrowed.detalhes.categorias.atual?.id).toBe(line.id);
    expect(narrowed.info.filtros.map((c) => c.tipo)).toEqual(['busca', 'categoria']);
    expect(narrowed.info.filtros[1]?.rota).toBe('/busca?busca=digital');
  });

  it('sorts search results by price when asked, keeping the text in every route', async () => {
    const s = await busca('termometro', '&order=menor-preco&limit=100');
    const prices = s.conteudo.produtos.map((p) => p.precos.por);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(s.detalhes.ordenacao.find((o) => o.valor === 'relevancia')?.rota).toBe('/busca?busca=termometro');
    expect(s.info.rotaPagina).toBe('/busca?busca=termometro&order=menor-preco');
  });

  it('searches inside a category listing with busca (default order relevance)', async () => {
    const res = await api.call('/v2/front/url/product/listing/category?url=/termometros&busca=digital');
    const l = envelope(listingSchema).parse(res.json()).data;
    expect(l.info.total).toBeGreaterThan(0);
    expect(l.info.total).toBeLessThan((await search('busca=digital')).info.total + 1);
    expect(l.info.filtros.find((c) => c.tipo === 'busca')?.rota).toBe('/termometros');
  });
});
