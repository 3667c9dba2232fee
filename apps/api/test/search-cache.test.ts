import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listingSchema, type Listing } from '@vitrine/contract';
import { catalogVersion } from '../src/modules/catalog/catalog-version';
import { refreshSearchVectors, refreshSearchWords } from '../src/modules/catalog/search-index';
import { engine, startTestApi, type TestApi, touchCatalog } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function listing(path: string): Promise<Listing> {
  const url = `/v2/front/url/product/listing/${path}`;
  const res = await api.call(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return envelope(listingSchema).parse(res.json()).data;
}
const ids = (l: Listing) => l.conteudo.produtos.map((p) => p.id);
/** Any catalogue write makes every cached answer stale, so the next request is answered by the database. */
const facetCounts = (l: Listing) =>
  l.detalhes.filtros.flatMap((f) => f.valores.map((v) => `${f.nome}/${v.label}=${v.quantidade}`)).sort();

describe(`search and facet caches on ${engine} (docs/decisions/006-search.md "Caches")`, () => {
  it('bumps the catalogue version on catalogue writes, not on stock changes', async () => {
    const [p] = await api.db.query<{ id: number; estoque: number; popularidade: number }>(
      'SELECT id, estoque, popularidade FROM products WHERE ativo ORDER BY id LIMIT 1',
    );
    if (!p) throw new Error('no product');
    const v0 = await catalogVersion(api.db);
    await api.db.query('UPDATE products SET estoque = estoque + 1 WHERE id = $1', [p.id]);
    expect(await catalogVersion(api.db)).toBe(v0);
    await api.db.query('UPDATE products SET popularidade = popularidade WHERE id = $1', [p.id]);
    const v1 = await catalogVersion(api.db);
    expect(v1).not.toBe(v0);
    // Filter links reach products.filtros through the triggers of migration 007.
    await api.db.query(
      'UPDATE product_filter_values SET filter_value_id = filter_value_id WHERE product_id = (SELECT min(product_id) FROM product_filter_values)',
    );
    expect(await catalogVersion(api.db)).not.toBe(v1);
    await api.db.query('UPDATE products SET estoque = $2 WHERE id = $1', [p.id, p.estoque]);
  });

  it('answers a repeated search, its other pages and orders exactly as an uncached one', async () => {
    const queries = [
      'busca=termometro&limit=12',
      'busca=termometro&limit=12&offset=12',
      'busca=termometo&limit=24',
      'busca=term&limit=5',
      'busca=term&offset=0&limit=5&facetas=false',
      'busca=termometro&filtro=conectividade:usb&limit=24',
      'busca=termometro&order=menor-preco&limit=24',
      'busca=termometro&order=nome&limit=24&offset=5',
    ];
    for (const q of queries) {
      await touchCatalog(api.db);
      const cold = await listing(`search?${q}`);
      // Warm the ranked ids of the search in relevance order, then ask again.
      await listing(`search?busca=${new URLSearchParams(q).get('busca') ?? ''}`);
      const warm = await listing(`search?${q}`);
      expect(ids(warm), q).toEqual(ids(cold));
      expect(warm.info.total, q).toBe(cold.info.total);
      expect(facetCounts(warm), q).toEqual(facetCounts(cold));
      expect(warm.conteudo.busca, q).toEqual(cold.conteudo.busca);
    }
  });

  it('pages a search in relevance order exactly as the ranking SQL does, cold and cached', async () => {
    const expected = (
      await api.db.query<{ id: number }>(
        `SELECT id FROM products WHERE ativo AND (busca @@ to_tsquery('pt_unaccent', 'termometro') OR sku = 'TERMOMETRO')
          ORDER BY sku = 'TERMOMETRO' DESC, ts_rank('{0.1, 0.2, 0.4, 1.0}', busca_rank, to_tsquery('pt_unaccent', 'termometro')) DESC,
                   popularidade DESC, id`,
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(10);
    await touchCatalog(api.db);
    expect(ids(await listing('search?busca=termometro&order=relevancia&limit=5&offset=5'))).toEqual(
      expected.slice(5, 10),
    );
    expect(ids(await listing('search?busca=termometro&order=relevancia&limit=5&offset=5'))).toEqual(
      expected.slice(5, 10),
    );
    const all = await listing('search?busca=termometro&limit=100');
    expect(ids(all)).toEqual(expected.slice(0, 100));
    expect(all.info.total).toBe(expected.length);
  });

  it('drops a deactivated product from a cached search and from cached facets at once', async () => {
    const before = await listing('search?busca=termometro&limit=100');
    const suggested = await listing('search?busca=termometro&limit=5&facetas=false');
    const filtered = await listing('category?url=/data-loggers&filtro=conectividade:usb&limit=100');
    const [first] = ids(before);
    const [inCategory] = ids(filtered);
    if (first === undefined || inCategory === undefined) throw new Error('empty listings');
    await api.db.query('UPDATE products SET ativo = false WHERE id = ANY($1::int[])', [[first, inCategory]]);
    try {
      const after = await listing('search?busca=termometro&limit=100');
      expect(ids(after)).not.toContain(first);
      expect(after.info.total).toBe(before.info.total - 1);
      const suggestedAfter = await listing('search?busca=termometro&limit=5&facetas=false');
      expect(ids(suggested)).toContain(first);
      expect(ids(suggestedAfter)).not.toContain(first);
      const filteredAfter = await listing('category?url=/data-loggers&filtro=conectividade:usb&limit=100');
      expect(ids(filteredAfter)).not.toContain(inCategory);
      expect(filteredAfter.info.total).toBe(filtered.info.total - 1);
      const usb = (l: Listing) =>
        l.detalhes.filtros.find((f) => f.nome === 'Conectividade')?.valores.find((v) => v.label === 'USB')?.quantidade;
      expect(usb(filteredAfter)).toBe((usb(filtered) ?? 0) - 1);
    } finally {
      await api.db.query('UPDATE products SET ativo = true WHERE id = ANY($1::int[])', [[first, inCategory]]);
    }
    expect(ids(await listing('search?busca=termometro&limit=100'))).toEqual(ids(before));
  });

  it('finds a new product, and corrects typos towards its words, right after the search index is refreshed', async () => {
    expect((await listing('search?busca=zanzibarino')).info.total).toBe(0);
    expect((await listing('search?busca=zanzibarin0')).conteudo.busca?.corrigido).toBeNull();
    const [{ id } = { id: 0 }] = await api.db.query<{ id: number }>(
      `INSERT INTO products (id, nome, slug, sku, status, brand_id, category_id, preco_por_cents)
       SELECT max(id) + 1, 'Termômetro Zanzibarino', 'termometro-zanzibarino', 'ZANZ-1', 'disponivel',
              min(brand_id), min(category_id), 12990
         FROM products RETURNING id`,
    );
    await refreshSearchVectors(api.db, [id]);
    await refreshSearchWords(api.db);
    const found = await listing('search?busca=zanzibarino');
    expect(ids(found)).toEqual([id]);
    expect((await listing('search?busca=zanzibarin0')).conteudo.busca?.corrigido).toBe('zanzibarino');
  });
});
