import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema, listingSchema, type Listing } from '@vitrine/contract';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

async function get(path: string): Promise<Listing> {
  const res = await api.call(`/v2/front${path}`);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
  return envelope(listingSchema).parse(res.json()).data;
}
const ids = (l: Listing) => l.conteudo.produtos.map((p) => p.id);
const unaccentLower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe(`search suggestions and facet arrays on ${engine} (docs/decisions/006-search.md)`, () => {
  it('facetas=false answers the same products and total with empty facet lists', async () => {
    for (const text of ['term', 'termometro', 'termometro digi', 'termometo', 'digital']) {
      const q = `busca=${encodeURIComponent(text)}&offset=0&limit=5`;
      const full = await get(`/url/product/listing/search?${q}`);
      const light = await get(`/url/product/listing/search?${q}&facetas=false`);
      expect(light.info.total, text).toBe(full.info.total);
      expect(ids(light), text).toEqual(ids(full));
      expect(light.conteudo.busca).toEqual(full.conteudo.busca);
      expect(light.detalhes.filtros).toEqual([]);
      expect(light.detalhes.atributos).toEqual([]);
      expect(light.detalhes.filtrosPreco).toEqual([]);
      expect(light.detalhes.filtrosDescontoPrecoPor).toEqual([]);
      expect(light.detalhes.categorias.filhas).toEqual([]);
      expect(light.detalhes.ordenacao).toEqual(full.detalhes.ordenacao);
    }
  });

  it('suggests thermometers for "term" and ranks an exact SKU first', async () => {
    const s = await get('/url/product/listing/search?busca=term&offset=0&limit=5&facetas=false');
    expect(s.conteudo.produtos).toHaveLength(5);
    for (const p of s.conteudo.produtos) expect(unaccentLower(p.nome)).toMatch(/^termometro/);
    const [row] = await api.db.query<{ sku: string }>('SELECT sku FROM products WHERE id = 70');
    const sku = await get(`/url/product/listing/search?busca=${row?.sku.toLowerCase() ?? ''}&limit=4&facetas=false`);
    expect(sku.conteudo.produtos[0]?.sku).toBe(row?.sku);
  });

  it('keeps facets and filters working with facetas=false on other orders and with filters', async () => {
    const full = await get('/url/product/listing/search?busca=termometro&order=menor-preco&limit=5');
    const light = await get('/url/product/listing/search?busca=termometro&order=menor-preco&limit=5&facetas=false');
    expect(ids(light)).toEqual(ids(full));
    expect((await api.call('/v2/front/url/product/listing/search?busca=x&facetas=talvez')).statusCode).toBe(400);
    const bad = await api.call('/v2/front/url/product/listing/search?busca=x&facetas=1');
    expect(failureSchema.parse(bad.json()).error.code).toBe('bad_request');
  });

  it('keeps each product’s filter and attribute value arrays in step with the link tables', async () => {
    const arrays = async (id: number) => {
      const [row] = await api.db.query<{ filtros: number[]; atributos: number[]; fv: number[]; av: number[] }>(
        `SELECT p.filtros, p.atributos,
                ARRAY(SELECT filter_value_id FROM product_filter_values WHERE product_id = p.id ORDER BY 1) AS fv,
                ARRAY(SELECT DISTINCT attribute_value_id FROM product_simple_values WHERE product_id = p.id ORDER BY 1) AS av
           FROM products p WHERE p.id = $1`,
        [id],
      );
      return row;
    };
    const [{ bad } = { bad: -1 }] = await api.db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM products p
        WHERE p.filtros IS DISTINCT FROM ARRAY(SELECT filter_value_id FROM product_filter_values
                                                WHERE product_id = p.id ORDER BY 1)`,
    );
    expect(bad).toBe(0);
    const [link] = await api.db.query<{ product_id: number; filter_value_id: number }>(
      'SELECT product_id, filter_value_id FROM product_filter_values ORDER BY product_id, filter_value_id LIMIT 1',
    );
    if (!link) throw new Error('the demo catalogue has filter values');
    await api.db.query('DELETE FROM product_filter_values WHERE product_id = $1 AND filter_value_id = $2', [
      link.product_id,
      link.filter_value_id,
    ]);
    const removed = await arrays(link.product_id);
    expect(removed?.filtros).toEqual(removed?.fv);
    expect(removed?.filtros).not.toContain(link.filter_value_id);
    await api.db.query('INSERT INTO product_filter_values (product_id, filter_value_id) VALUES ($1, $2)', [
      link.product_id,
      link.filter_value_id,
    ]);
    const back = await arrays(link.product_id);
    expect(back?.filtros).toContain(link.filter_value_id);
    expect(back?.filtros).toEqual(back?.fv);
    expect(back?.atributos).toEqual(back?.av);
  });
});
