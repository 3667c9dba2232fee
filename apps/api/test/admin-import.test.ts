/** Issue 26: POST /v2/admin/import and GET /v2/admin/export — CSV and JSON, all or nothing, idempotent, streamed. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, version } from './admin-helpers';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const SAMPLE = readFileSync(new URL('../../../docs/catalog/exemplo.csv', import.meta.url));
const csv = (body: string | Buffer, query = '') =>
  admin(api, 'POST', `/import${query}`, body, { 'content-type': 'text/csv; charset=utf-8' });
const HEADER = 'sku,nome,marca,categoria,preco_de,preco_por,estoque,status';

/** A generated file of `n` products; row `bad` (1-based data row) carries an unreadable price. */
function generated(n: number, bad?: number): string {
  const rows = [HEADER];
  for (let i = 1; i <= n; i += 1) {
    const price = i === bad ? 'doze reais' : `${(i % 900) + 10}.90`;
    rows.push(`GER-${i},Produto Gerado ${i},Marca Gerada,Ferramentas > Geradas,,${price},${i % 7},disponivel`);
  }
  return `${rows.join('\n')}\n`;
}

describe(`catalogue import (${engine})`, () => {
  it('issue 26: the sample file imports cleanly: new products, values, categories; the storefront shows them', async () => {
    const before = Number(await version(api));
    const dry = await csv(SAMPLE, '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dryRun: true, aplicado: false, criados: 4, recusados: 0, linhas: 6 });
    expect(Number(await version(api))).toBe(before);
    expect((await admin(api, 'GET', '/products/ZT-7CFM')).statusCode).toBe(404);

    const res = await csv(SAMPLE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ aplicado: true, criados: 4, alterados: 0, recusados: 0 });
    expect(res.json().data.novos.categorias).toEqual(['Refrigeração > Manifolds Digitais']);
    expect(Number(await version(api))).toBe(before + 1);

    const pump = (await admin(api, 'GET', '/products/ZT-7CFM')).json().data;
    expect(pump).toMatchObject({ precoDe: 2890, precoPor: 2490, estoque: 10, marca: 'Vacutec', selos: ['Oferta'] });
    expect(pump.atributo.valores.map((v: { sku: string }) => v.sku)).toEqual(['ZT-7CFM-110', 'ZT-7CFM-220']);
    const search = await api.call('/v2/front/url/product/listing/search?busca=zeta');
    expect(search.json().data.conteudo.produtos.map((p: { sku: string }) => p.sku)).toContain('ZT-7CFM');
    const listing = await api.call('/v2/front/url/product/listing/category?url=/refrigeracao/bombas-de-vacuo');
    expect(listing.statusCode, listing.body).toBe(200);

    // The same file again: nothing changes, the version stays.
    const again = await csv(SAMPLE);
    expect(again.json().data).toMatchObject({ aplicado: false, criados: 0, alterados: 0, inalterados: 4 });
    expect(Number(await version(api))).toBe(before + 1);
  });

  it('issue 26: an import failing at row 9,999 of 10,000 changes nothing and names the row and column', async () => {
    const before = await version(api);
    const res = await csv(generated(10_000, 9_999));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().error.fields).toEqual({
      'linha 10000 (preco_por)': 'preco_por não é um número: "doze reais" (use 1.234,56 ou 1234.56).',
    });
    expect(await version(api)).toBe(before);
    expect((await admin(api, 'GET', '/products/GER-1')).statusCode).toBe(404);

    const skipped = await csv(generated(30, 3), '?skipInvalid=true');
    expect(skipped.json().data).toMatchObject({ aplicado: true, criados: 29, recusados: 1 });
  }, 120_000);

  it('issue 26: refused rows are named by line and column with a Portuguese reason', async () => {
    const body = [
      'sku;nome;marca;categoria;preco_por;estoque;status',
      'ERR-1;Sem marca;;Ferramentas;10,00;1;disponivel',
      'ERR-2;Status errado;Marca;Ferramentas;10,00;1;talvez',
      'ERR-3;Estoque enorme;Marca;Ferramentas;10,00;9223372036854775808;disponivel',
      'ERR-4;Nulo\u0000;Marca;Ferramentas;10,00;1;disponivel',
      'ERR-1;Repetido;Marca;Ferramentas;10,00;1;disponivel',
    ].join('\n');
    const res = await csv(body, '?dryRun=true');
    const erros = res.json().data.erros.map((e: { linha: number; coluna: string }) => `${e.linha}:${e.coluna}`);
    expect(erros).toEqual(['2:marca', '3:status', '4:estoque', '5:nome', '6:sku']);
    expect(res.json().data.erros[0].mensagem).toBe('Marca: obrigatório.');
    const header = await csv('sku;nomee\nX;Y', '?dryRun=true');
    expect(header.json().data.erros[0]).toMatchObject({ linha: 1, coluna: 'nomee' });
  });

  it('issue 26: an exported catalogue imported again is identical; formulas are neutralized', async () => {
    const put = await admin(api, 'PUT', '/products/FORMULA-1', {
      nome: '=HYPERLINK("http://mal.example","clique")',
      marca: 'Marca',
      categoria: 'Ferramentas',
      precoPor: 10,
      estoque: 1,
      status: 'disponivel',
      caracteristicas: [{ grupo: 'Especificações', label: '+Faixa', valor: '-50 °C a 300 °C' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const exported = await admin(api, 'GET', '/export?format=csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    const text = exported.body;
    expect(text.startsWith('\uFEFFsku;sku_pai;nome')).toBe(true);
    expect(text).toContain(`;"'=HYPERLINK(""http://mal.example"",""clique"")";`);
    expect(text).not.toMatch(/;=HYPERLINK/);

    const before = await version(api);
    const json = (await admin(api, 'GET', '/export?format=json')).json();
    const again = await csv(exported.rawPayload);
    expect(again.statusCode, again.body.slice(0, 500)).toBe(200);
    expect(again.json().data).toMatchObject({ alterados: 0, criados: 0, recusados: 0 });
    expect(await version(api)).toBe(before);
    const asJson = await admin(api, 'POST', '/import', JSON.stringify(json), { 'content-type': 'application/json' });
    expect(asJson.json().data).toMatchObject({ alterados: 0, criados: 0, recusados: 0 });
    expect((await admin(api, 'GET', '/export?format=json')).json()).toEqual(json);
  });

  it('issue 26: bad requests to import and export are 4xx in Portuguese', async () => {
    expect((await admin(api, 'POST', '/import', 'x', { 'content-type': 'application/xml' })).statusCode).toBe(400);
    const notArray = await admin(api, 'POST', '/import?dryRun=true', '{"a":1}', { 'content-type': 'application/json' });
    expect(notArray.json().data.erros[0].mensagem).toBe('O JSON deve ser uma lista de produtos.');
    expect((await admin(api, 'GET', '/export?format=xls')).statusCode).toBe(400);
    expect(
      (await admin(api, 'POST', '/import?dryRun=talvez', 'sku\n', { 'content-type': 'text/csv' })).statusCode,
    ).toBe(400);
  });
});
