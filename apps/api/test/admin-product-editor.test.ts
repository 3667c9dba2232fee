/**
 * Issue 36, point 1: what the back office's product editor calls — the catalogue list (total, pages, filters, sort,
 * an empty search listing everything), the choices it offers, and a product write that carries the version it was
 * read at (a stale one refused, as an import's row is) or asks to create (an existing sku refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createAdminUser } from '../src/modules/admin/keys';
import { admin, version } from './admin-helpers';
import { engine, oneRow, startTestApi, type TestApi } from './harness';

let api: TestApi;
let clerk: string;
let attendant: string;

const as = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  api.app.inject({
    method,
    url: `/v2/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function signIn(email: string, senha: string, ip: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/v2/admin/sessao',
    remoteAddress: ip,
    payload: { email, senha },
  });
  return res.json().data.token as string;
}

beforeAll(async () => {
  api = await startTestApi();
  await createAdminUser(api.db, {
    email: 'c@loja.test',
    name: 'Clara Catálogo',
    password: 'senha-catalogo',
    role: 'catalogo',
  });
  await createAdminUser(api.db, {
    email: 'a@loja.test',
    name: 'Atendente',
    password: 'senha-atende',
    role: 'atendimento',
  });
  clerk = await signIn('c@loja.test', 'senha-catalogo', '10.36.1.1');
  attendant = await signIn('a@loja.test', 'senha-atende', '10.36.1.2');
});
afterAll(() => api?.close());

type Row = { sku: string; skuPai: string | null; nome: string; fotos: number; estoque: number; status: string };
const list = async (query: string) => {
  const res = await as(clerk, 'GET', `/catalogo${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { produtos: Row[]; total: number; pagina: number; porPagina: number };
};
const parents = (rows: Row[]) => rows.filter((r) => r.skuPai === null);

describe(`the back office's catalogue list (${engine}, issue 36)`, () => {
  it('issue 36: an empty search lists every product with the total, a page at a time, variations under their product', async () => {
    const { n } = await oneRow<{ n: number }>(api.db, 'SELECT count(*)::int AS n FROM products');
    const first = await list('');
    expect(first.total).toBe(n);
    expect(first.pagina).toBe(1);
    expect(parents(first.produtos)).toHaveLength(Math.min(n, first.porPagina));
    const second = await list('?q=&pagina=2');
    expect(second.total).toBe(n);
    const seen = new Set(parents(first.produtos).map((r) => r.sku));
    expect(parents(second.produtos).some((r) => seen.has(r.sku))).toBe(false);
    // A variation's row follows its own product's.
    for (const [i, r] of first.produtos.entries()) {
      if (r.skuPai)
        expect([r.skuPai, first.produtos[i - 1]?.skuPai]).toContain(
          first.produtos.findLast((p, j) => j < i && p.skuPai === null)?.sku,
        );
    }
  });

  it('issue 36: filters — category with its subcategories, brand, out of stock, unavailable, no photo — and sort', async () => {
    const cat = await oneRow<{ taxonomia: string; n: number }>(
      api.db,
      `SELECT top.taxonomia, count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
         JOIN categories top ON c.taxonomia = top.taxonomia OR c.taxonomia LIKE top.taxonomia || ' > %'
        GROUP BY top.taxonomia ORDER BY count(*) DESC LIMIT 1`,
    );
    expect((await list(`?categoria=${encodeURIComponent(cat.taxonomia)}`)).total).toBe(cat.n);
    const brand = await oneRow<{ nome: string; n: number }>(
      api.db,
      'SELECT b.nome, count(*)::int AS n FROM products p JOIN brands b ON b.id = p.brand_id GROUP BY b.nome ORDER BY 2 DESC LIMIT 1',
    );
    expect((await list(`?marca=${encodeURIComponent(brand.nome)}`)).total).toBe(brand.n);

    await admin(api, 'PATCH', '/stock', [{ sku: (await list('?ordem=sku')).produtos[0]!.sku, estoque: 0 }]);
    const soldOut = await list('?semEstoque=1');
    const { zero } = await oneRow<{ zero: number }>(
      api.db,
      'SELECT count(*)::int AS zero FROM products WHERE estoque = 0',
    );
    expect(soldOut.total).toBe(zero);
    expect(parents(soldOut.produtos).every((r) => r.estoque === 0)).toBe(true);
    const unavailable = await list('?indisponivel=1');
    expect(parents(unavailable.produtos).every((r) => r.status === 'indisponivel')).toBe(true);

    const { sku } = await oneRow<{ sku: string }>(api.db, 'SELECT sku FROM products ORDER BY id DESC LIMIT 1');
    await api.db.query('DELETE FROM product_images WHERE product_id = (SELECT id FROM products WHERE sku = $1)', [sku]);
    const noPhoto = await list('?semFoto=1');
    expect(parents(noPhoto.produtos).map((r) => r.sku)).toContain(sku);
    expect(parents(noPhoto.produtos).every((r) => r.fotos === 0)).toBe(true);

    const byName = parents((await list('?ordem=nome')).produtos).map((r) => r.nome.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await as(clerk, 'GET', '/catalogo?ordem=caro');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Ordem/);
  });

  it('issue 36: the editor’s choices (categories, brands, seals, attributes); a role without the catalogue gets 403', async () => {
    const res = await as(clerk, 'GET', '/catalogo/referencias');
    expect(res.statusCode).toBe(200);
    const refs = res.json().data;
    const { taxonomia } = await oneRow<{ taxonomia: string }>(api.db, 'SELECT taxonomia FROM categories LIMIT 1');
    expect(refs.categorias).toContain(taxonomia);
    expect(refs.marcas.length).toBeGreaterThan(0);
    expect(refs.selos.length).toBeGreaterThan(0);
    for (const url of ['/catalogo/referencias', '/catalogo?q=']) {
      expect((await as(attendant, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});

const novo = {
  nome: 'Termômetro do Editor TE-36',
  marca: 'Marca do Editor',
  categoria: 'Instrumentos > Termômetros do editor',
  precoDe: null,
  precoPor: 199.9,
  estoque: 0,
  status: 'disponivel',
  atributo: {
    nome: 'Voltagem',
    valores: [{ sku: 'TE-36-110', valor: '110V', precoPor: 199.9, estoque: 4 }],
  },
};

describe(`a product write with what the editor read (${engine}, issue 36)`, () => {
  it('issue 36: novo creates; novo on an existing sku is refused (409) and changes nothing', async () => {
    const created = await as(clerk, 'PUT', '/products/TE-36', { ...novo, novo: true });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.situacao).toBe('criado');
    const before = await version(api);
    const again = await as(clerk, 'PUT', '/products/TE-36', { ...novo, nome: 'Outro nome', novo: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Já existe um produto com o SKU TE-36: escolha outro SKU ou edite o produto.',
    );
    expect(await version(api)).toBe(before);
    expect((await as(clerk, 'GET', '/products/TE-36')).json().data.nome).toBe(novo.nome);
  });

  it('issue 36: an edit with the version it read is saved; a stale one is refused (409, who and when) and changes nothing', async () => {
    const read = (await as(clerk, 'GET', '/products/TE-36')).json().data;
    expect(read.versao).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const { sku: _sku, versao, ...fields } = read;
    // Someone else changes its price meanwhile.
    const other = await admin(api, 'PATCH', '/prices', [{ sku: 'TE-36-110', de: null, por: 189.9 }]);
    expect(other.statusCode, other.body).toBe(200);
    const stale = await as(clerk, 'PUT', '/products/TE-36', { ...fields, nome: 'Nome da edição velha', versao });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(
      /^Conflito: o produto TE-36 mudou desde que foi aberto \(alterado em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}.*\)\. Nada foi gravado/,
    );
    const after = (await as(clerk, 'GET', '/products/TE-36')).json().data;
    expect(after.nome).toBe(novo.nome);
    expect(after.atributo.valores[0].precoPor).toBe(189.9);

    const { sku: _s, versao: fresh, ...current } = after;
    const saved = await as(clerk, 'PUT', '/products/TE-36', {
      ...current,
      nome: 'Termômetro Editado TE-36',
      versao: fresh,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.situacao).toBe('alterado');
    expect(saved.json().data.produto.atributo.valores[0].precoPor).toBe(189.9);
    const audit = await oneRow<{ actor: string }>(
      api.db,
      "SELECT actor FROM admin_audit WHERE target = 'produto:TE-36' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.actor).toMatch(/c@loja\.test|Clara/);
  });

  it('issue 36: the price rule on an editor write — por above zero, de empty or at least por — names the field', async () => {
    const { sku: _sku, versao, ...fields } = (await as(clerk, 'GET', '/products/TE-36')).json().data;
    const res = await as(clerk, 'PUT', '/products/TE-36', {
      ...fields,
      atributo: {
        nome: 'Voltagem',
        valores: [{ sku: 'TE-36-110', valor: '110V', precoDe: 100, precoPor: 189.9, estoque: 4 }],
      },
      versao,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['atributo.valores.0.precoDe']).toMatch(/menor que o preço "por"/);
  });
});
