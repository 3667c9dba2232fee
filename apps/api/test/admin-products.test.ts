/** Issue 26: PUT and GET /v2/admin/products/{sku}, PATCH /stock and /prices — good, missing, malformed, hostile. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, version } from './admin-helpers';
import { engine, oneRow, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const novo = {
  nome: 'Bomba de Vácuo Teste BV-900',
  marca: 'Marca Nova de Teste',
  categoria: 'Refrigeração > Bombas de vácuo de teste',
  precoDe: 1999.9,
  precoPor: 1499.9,
  estoque: 7,
  status: 'disponivel',
  descricaoCurta: '<p>Curta <script>alert(1)</script>com HTML</p>',
  descricaoLonga: '<h2>Longa</h2><img src="x" onerror="alert(1)">',
  imagens: ['https://cdn.example.com/bv-900.jpg', { url: '/media/produtos/bv-900-1-{tamanho}.svg', label: 'Frente' }],
  atributo: {
    nome: 'Voltagem',
    valores: [
      { sku: 'BV-900-220', valor: '220V', precoPor: 1549.9, estoque: 3 },
      { sku: 'BV-900-110', valor: '110V', precoPor: 1499.9, estoque: 0 },
    ],
  },
  caracteristicas: [{ grupo: 'Características técnicas', label: 'Vazão', valor: '9 CFM' }],
  filtros: [{ filtro: 'Aplicação', valor: 'Refrigeração' }],
  selos: [],
  seo: { title: 'Bomba BV-900', description: 'A bomba de teste.' },
};

describe(`PUT and GET /v2/admin/products/{sku} (${engine})`, () => {
  it('issue 26: a seeded product read and put back changes nothing, and does not bump the version', async () => {
    const { sku } = await oneRow<{ sku: string }>(api.db, 'SELECT sku FROM products ORDER BY id LIMIT 1');
    const got = await admin(api, 'GET', `/products/${sku}`);
    expect(got.statusCode).toBe(200);
    const product = got.json().data;
    expect(product.sku).toBe(sku);
    const before = await version(api);
    const { sku: _sku, ...body } = product;
    const put = await admin(api, 'PUT', `/products/${sku}`, body);
    expect(put.statusCode).toBe(200);
    expect(put.json().data.situacao).toBe('inalterado');
    expect(await version(api)).toBe(before);
  });

  it('issue 26: creates a product with values, sanitized HTML, images and new category and brand; bumps once', async () => {
    const before = Number(await version(api));
    const res = await admin(api, 'PUT', '/products/BV-900', novo);
    expect(res.statusCode, res.body).toBe(200);
    const { situacao, produto } = res.json().data;
    expect(situacao).toBe('criado');
    expect(Number(await version(api))).toBe(before + 1);
    expect(produto.descricaoCurta).not.toContain('script');
    expect(produto.descricaoLonga).not.toContain('onerror');
    expect(produto.estoque).toBe(3);
    expect(produto.categoria).toBe('Refrigeração > Bombas de vácuo de teste');
    expect(produto.imagens[1]).toEqual({ url: '/media/produtos/bv-900-1-{tamanho}.svg', label: 'Frente' });
    expect(produto.atributo.valores.map((v: { sku: string }) => v.sku).sort()).toEqual(['BV-900-110', 'BV-900-220']);

    // The storefront shows it like a seeded one: detail, search.
    const detail = await api.call(`/v2/front/url/product/detail?url=/${produto.slug}.html`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.nome).toBe(novo.nome);
    const search = await api.call('/v2/front/url/product/listing/search?busca=BV-900');
    expect(search.json().data.conteudo.produtos.map((p: { sku: string }) => p.sku)).toContain('BV-900');

    const again = await admin(api, 'PUT', '/products/BV-900', novo);
    expect(again.json().data.situacao).toBe('inalterado');
    expect(Number(await version(api))).toBe(before + 1);
    const audit = await api.db.query<{ actor: string; rows: number }>(
      "SELECT actor, rows FROM admin_audit WHERE target = 'produto:BV-900' ORDER BY id",
    );
    expect(audit).toEqual([
      { actor: 'ADMIN_TOKEN', rows: 1 },
      { actor: 'ADMIN_TOKEN', rows: 0 },
    ]);
  });

  it('issue 26: an unknown sku is a 404; missing, malformed and hostile fields are 400s naming them', async () => {
    expect((await admin(api, 'GET', '/products/NAO-EXISTE')).statusCode).toBe(404);
    const cases: [string, object, string][] = [
      ['missing name', { ...novo, nome: undefined }, 'nome'],
      ['NUL byte', { ...novo, nome: 'Bomba\u0000' }, 'nome'],
      ['2^63 stock', { ...novo, estoque: 2 ** 63 }, 'estoque'],
      ['negative price', { ...novo, precoPor: -1 }, 'precoPor'],
      ['three decimals', { ...novo, precoPor: 1.234 }, 'precoPor'],
      ['20,000-character name', { ...novo, nome: 'x'.repeat(20_000) }, 'nome'],
      ['unknown status', { ...novo, status: 'talvez' }, 'status'],
      ['unknown seal', { ...novo, selos: ['Selo que não existe'] }, 'selos.0'],
      ['bad image', { ...novo, imagens: ['javascript:alert(1)'] }, 'imagens.0'],
      ['unknown field', { ...novo, extra: 1 }, '_'],
    ];
    for (const [name, body, field] of cases) {
      const res = await admin(api, 'PUT', '/products/BV-901', body);
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(res.json().error.fields ?? { _: 1 }), name).toContain(field);
    }
    const long = await admin(api, 'PUT', '/products/BV-902', {
      ...novo,
      atributo: null,
      descricaoLonga: 'y'.repeat(20_000),
    });
    expect(long.statusCode, long.body).toBe(200);
    expect((await admin(api, 'PUT', '/products/a%2Fb', novo)).statusCode).toBe(404);
    const png = (
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const upload = await admin(api, 'PUT', '/products/BV-904', {
      ...novo,
      atributo: null,
      imagens: [{ arquivo: png, tipo: 'image/png', label: 'Foto' }],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const served = await api.app.inject(upload.json().data.produto.imagens[0].url.replace('{tamanho}', 'medium'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg'); // no Accept: the JPEG fallback
    expect(
      (await admin(api, 'PUT', '/products/BV-903', '{"nome":', { 'content-type': 'application/json' })).statusCode,
    ).toBe(400);
  });
});

describe(`PATCH /v2/admin/stock and /prices (${engine})`, () => {
  it('issue 26: many skus in one call, one answer each; unknown and duplicate skus', async () => {
    const res = await admin(api, 'PATCH', '/stock?skipInvalid=true', [
      { sku: 'BV-900-110', estoque: 4 },
      { sku: 'BV-900', estoque: 1 },
      { sku: 'NAO-EXISTE', estoque: 1 },
      { sku: 'BV-902', estoque: 7 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.resultados.map((r: { situacao: string }) => r.situacao)).toEqual([
      'alterado',
      'recusado',
      'naoEncontrado',
      'inalterado',
    ]);
    expect((await admin(api, 'GET', '/products/BV-900')).json().data.estoque).toBe(7);
    const dup = await admin(api, 'PATCH', '/stock', [
      { sku: 'BV-902', estoque: 1 },
      { sku: 'BV-902', estoque: 2 },
    ]);
    expect(dup.statusCode).toBe(400);
    expect((await admin(api, 'PATCH', '/stock', [{ sku: 'BV-902', estoque: 2 ** 63 }])).statusCode).toBe(400);
    expect((await admin(api, 'PATCH', '/stock', [])).statusCode).toBe(400);
  });

  it('issue 26: prices change in one transaction and bump the version once', async () => {
    const before = Number(await version(api));
    const res = await admin(api, 'PATCH', '/prices', [
      { sku: 'BV-902', de: null, por: 1399.9 },
      { sku: 'BV-900-220', de: 1700, por: 1450 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.alterados).toBe(2);
    expect(Number(await version(api))).toBe(before + 1);
    expect((await admin(api, 'GET', '/products/BV-902')).json().data.precoPor).toBe(1399.9);
    const product = (await admin(api, 'GET', '/products/BV-900')).json().data;
    expect(product.atributo.valores.find((v: { sku: string }) => v.sku === 'BV-900-220')).toMatchObject({
      precoDe: 1700,
      precoPor: 1450,
    });
    expect((await admin(api, 'PATCH', '/prices', [{ sku: 'BV-900', por: 'abc' }])).statusCode).toBe(400);
  });
});
