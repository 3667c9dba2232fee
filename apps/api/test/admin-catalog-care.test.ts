/**
 * Issue 36: imports that cannot revert other work (versions and conflicts, the field diff, the price rule, one rule for
 * import and PATCH), files as they come (encodings, the Bling and Shopify layouts, a mapping), the product list by
 * change, deactivation and the OpenAPI description.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin-helpers';
import { engine, startTestApi, type TestApi } from './harness';
import { cameraJpeg } from './photo-files';

let api: TestApi;
let images: Server;
let imageBase: string;
beforeAll(async () => {
  api = await startTestApi();
  // The sample files name their photos on the platforms' image hosts; the import fetches them. Here a local server
  // answers every such address with a photo (through the test-only loopback setting).
  const photo = await cameraJpeg(640, 480);
  images = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  api.ctx.fetchLoopback = true;
});
afterAll(async () => {
  images?.close();
  await api?.close();
});

/** A sample file of docs/catalog, its photos' https addresses moved to the local image server. */
const sample = (name: string) =>
  Buffer.from(
    readFileSync(new URL(`../../../docs/catalog/${name}`, import.meta.url))
      .toString('latin1')
      .replace(/https:\/\/[a-z0-9.-]+\//g, `${imageBase}/`),
    'latin1',
  );
const csv = (body: string | Buffer, query = '') =>
  admin(api, 'POST', `/import${query}`, body, { 'content-type': 'text/csv' });
const product = (sku: string, extra: Record<string, unknown> = {}) => ({
  nome: `Produto ${sku}`,
  marca: 'Marca Cuidado',
  categoria: 'Ferramentas > Cuidado',
  precoDe: 120,
  precoPor: 100,
  estoque: 5,
  status: 'disponivel',
  ...extra,
});
const put = (sku: string, extra: Record<string, unknown> = {}) =>
  admin(api, 'PUT', `/products/${sku}`, product(sku, extra));
const get = async (sku: string) => (await admin(api, 'GET', `/products/${sku}`)).json().data;

/** The export's rows of these skus (header first), as a CSV text. */
async function exported(skus: string[]): Promise<string> {
  const text = (await admin(api, 'GET', '/export?format=csv')).body.replace(/^\uFEFF/, '');
  const [header, ...rows] = text.split('\n');
  return [header, ...rows.filter((r) => skus.includes(r.split(';')[0]!))].join('\n') + '\n';
}

describe(`issue 36: imports that cannot revert other work (${engine})`, () => {
  it('issue 36: a row whose product changed since the export is a conflict, named, not written, unless sobrescrever', async () => {
    await put('CC-1');
    await put('CC-2');
    const file = await exported(['CC-1', 'CC-2']);
    expect(file.split('\n')[0]!.endsWith(';versao')).toBe(true);
    // Someone changes CC-1's price after the export; the clerk edits CC-2's name in the file.
    expect((await admin(api, 'PATCH', '/prices', [{ sku: 'CC-1', por: 90 }])).statusCode).toBe(200);
    const edited = file.replace('Produto CC-2', 'Produto CC-2 editado').replace(/;100,00;/g, ';100,00;');

    const dry = await csv(edited, '?dryRun=true&skipInvalid=true');
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json().data;
    expect(report).toMatchObject({ conflitos: 1, recusados: 1, alterados: 1 });
    expect(report.erros[0]).toMatchObject({ sku: 'CC-1', coluna: 'versao', linha: 2 });
    expect(report.erros[0].mensagem).toMatch(
      /^Conflito: o produto CC-1 mudou desde a exportação deste arquivo \(alterado em .+ por .+; versão do arquivo /,
    );
    // The field diff: which product, which field, before → after.
    expect(report.mudancas).toEqual([
      {
        sku: 'CC-2',
        linha: 3,
        situacao: 'alterado',
        campos: [{ campo: 'nome', antes: 'Produto CC-2', depois: 'Produto CC-2 editado' }],
      },
    ]);

    // All or nothing: the conflict refuses the file; skipInvalid writes the rest; sobrescrever writes over.
    expect((await csv(edited)).statusCode).toBe(400);
    expect((await get('CC-2')).nome).toBe('Produto CC-2');
    expect((await csv(edited, '?skipInvalid=true')).json().data).toMatchObject({ alterados: 1, conflitos: 1 });
    expect((await get('CC-1')).precoPor).toBe(90);
    expect((await get('CC-2')).nome).toBe('Produto CC-2 editado');
    const over = await csv(file, '?sobrescrever=true');
    expect(over.statusCode, over.body).toBe(200);
    expect((await get('CC-1')).precoPor).toBe(100);
    expect((await get('CC-2')).nome).toBe('Produto CC-2');
  });

  it('issue 36: a new product lists its fields; hand-made files without versao are not checked', async () => {
    const res = await csv(
      'sku;nome;marca;categoria;preco_por;estoque;status\nCC-NOVO;Novo;Marca Cuidado;Ferramentas;10,00;1;disponivel\n',
      '?dryRun=true',
    );
    const [change] = res.json().data.mudancas;
    expect(change).toMatchObject({ sku: 'CC-NOVO', situacao: 'criado', linha: 2 });
    expect(change.campos).toContainEqual({ campo: 'precoPor', antes: null, depois: 10 });
  });

  it('issue 36: prices: "por" above zero and "de" at least "por", Portuguese reasons on the row', async () => {
    const res = await csv(
      'sku;nome;marca;categoria;preco_de;preco_por;estoque;status\n' +
        'CC-P1;Zero;Marca;Ferramentas;;0;1;disponivel\nCC-P2;De menor;Marca;Ferramentas;5,00;10,00;1;disponivel\n' +
        'CC-P3;Real;Marca;Ferramentas;;R$ 649,00;1;disponivel\n',
      '?dryRun=true',
    );
    const { erros, criados } = res.json().data;
    expect(erros).toEqual([
      { linha: 2, coluna: 'preco_por', sku: 'CC-P1', mensagem: 'Preço "por": deve ser maior que zero.' },
      expect.objectContaining({
        linha: 3,
        coluna: 'preco_de',
        sku: 'CC-P2',
        mensagem: expect.stringMatching(/^Preço "de" \(5\) menor/),
      }),
    ]);
    // "R$ 649,00" is read (the R$ taken off).
    expect(criados).toBe(1);
  });

  it('issue 36: an unknown sku and a missing parent get their own messages', async () => {
    const res = await csv('sku;preco_por\nCC-NAO-EXISTE;10,00\n', '?dryRun=true');
    expect(res.json().data.erros[0].mensagem).toMatch(
      /^SKU CC-NAO-EXISTE não existe na loja: .*faltam nome, marca, categoria, status/,
    );
    const orphan = await csv('sku;sku_pai;valor;preco_por;estoque\nCC-F-1;CC-SEM-PAI;P;10,00;1\n', '?dryRun=true');
    expect(orphan.json().data.erros[0]).toMatchObject({ coluna: 'sku_pai', sku: 'CC-SEM-PAI' });
    expect(orphan.json().data.erros[0].mensagem).toMatch(/^Produto pai CC-SEM-PAI não existe na loja nem no arquivo/);
  });

  it('issue 36: PATCH keeps what it was not sent, names refusals by sku, all or nothing unless skipInvalid', async () => {
    await put('CC-PT', { precoDe: 150, precoPor: 100 });
    expect((await admin(api, 'PATCH', '/prices', [{ sku: 'CC-PT', por: 110 }])).statusCode).toBe(200);
    expect(await get('CC-PT')).toMatchObject({ precoDe: 150, precoPor: 110 });
    const bad = await admin(api, 'PATCH', '/prices', [
      { sku: 'CC-PT', por: 120 },
      { sku: 'CC-RUIM', por: 'abc' },
      { sku: 'CC-PT2', de: 1, por: 2 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['CC-RUIM', 'CC-PT2']);
    expect((await get('CC-PT')).precoPor).toBe(110);
    const low = await admin(api, 'PATCH', '/prices?skipInvalid=true', [
      { sku: 'CC-PT', por: 120 },
      { sku: 'CC-PT', por: 130 },
      { sku: 'CC-X', de: 1 },
    ]);
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json().data.resultados.map((r: { situacao: string }) => r.situacao)).toEqual([
      'alterado',
      'recusado',
      'naoEncontrado',
    ]);
    expect((await get('CC-PT')).precoPor).toBe(120);
    const under = await admin(api, 'PATCH', '/prices', [{ sku: 'CC-PT', de: 10 }]);
    expect(under.json().error.fields['CC-PT']).toMatch(/^Preço "de" \(10\) menor/);
    expect((await admin(api, 'PATCH', '/prices', [{ sku: 'CC-PT', de: null }])).statusCode).toBe(200);
    expect((await get('CC-PT')).precoDe).toBeNull();
    // A product with variations: its own price, like its own stock, is refused.
    await put('CC-VAR', {
      atributo: { nome: 'Tamanho', valores: [{ sku: 'CC-VAR-P', valor: 'P', precoPor: 10, estoque: 1 }] },
    });
    const parent = await admin(api, 'PATCH', '/prices', [{ sku: 'CC-VAR', por: 9 }]);
    expect(parent.json().error.fields['CC-VAR']).toMatch(/^Produto com variações/);
  });
});

describe(`issue 36: files as they come (${engine})`, () => {
  it('issue 36: a Bling export in Windows-1252: encoding named, variations grouped by Código Pai, options split', async () => {
    const res = await csv(sample('bling-exemplo.csv'), '?dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report.arquivo).toMatchObject({ codificacao: 'Windows-1252 (ISO-8859-1)', formato: 'bling' });
    expect(report.arquivo.ignoradas).toContain('NCM');
    expect(report).toMatchObject({ recusados: 0, criados: 2, linhas: 4 });
    expect((await csv(sample('bling-exemplo.csv'))).statusCode).toBe(200);
    const luva = await get('BL-LUVA');
    expect(luva).toMatchObject({ marca: 'Proteção São João', categoria: 'Ferramentas > Proteção', estoque: 11 });
    expect(luva.atributo).toMatchObject({
      nome: 'Tamanho',
      valores: [
        { sku: 'BL-LUVA-P', valor: 'P', precoPor: 89.9 },
        { sku: 'BL-LUVA-G', valor: 'G', precoPor: 94.9 },
      ],
    });
    expect(await get('BL-VAC-4CFM')).toMatchObject({ precoPor: 649, estoque: 12, pesoKg: 5.2, ean: '7891234567895' });
  });

  it('issue 36: a Shopify export in UTF-8: rows sharing a Handle are one product with its variants and images', async () => {
    const res = await csv(sample('shopify-exemplo.csv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.arquivo).toMatchObject({ codificacao: 'UTF-8', formato: 'shopify' });
    const shirt = await get('camiseta-tecnico-sh');
    expect(shirt.imagens).toHaveLength(2);
    expect(shirt.atributo.valores.map((v: { sku: string; estoque: number }) => [v.sku, v.estoque])).toEqual([
      ['SH-CAM-P', 5],
      ['SH-CAM-M', 0],
      ['SH-CAM-G', 8],
    ]);
    expect(await get('SH-MANIFOLD')).toMatchObject({ precoDe: 2890, precoPor: 2490, marca: 'Testo', pesoKg: 1.2 });
  });

  it('issue 36: UTF-8 with BOM named; every unknown column named at once; a mapping renames them', async () => {
    const bom = await csv('\uFEFFsku;nome\nCC-1;Produto CC-1\n', '?dryRun=true');
    expect(bom.json().data.arquivo.codificacao).toBe('UTF-8 com BOM');
    const unknown = await csv('sku;Preço;Estoque atual\nCC-1;1;2\n', '?dryRun=true');
    expect(unknown.json().data.erros[0]).toMatchObject({ linha: 1, coluna: 'Preço, Estoque atual' });
    expect(unknown.json().data.erros[0].mensagem).toMatch(/^Colunas desconhecidas: "Preço", "Estoque atual"/);
    const mapa = encodeURIComponent(JSON.stringify({ Código: 'sku', Preço: 'preco_por', Obs: '' }));
    const mapped = await csv(Buffer.from('Código;Preço;Obs\nCC-1;77,00;x\n', 'latin1'), `?dryRun=true&mapa=${mapa}`);
    expect(mapped.json().data).toMatchObject({ alterados: 1, arquivo: { formato: 'mapa', ignoradas: ['Obs'] } });
  });
});

describe(`issue 36: for the ERP integrator (${engine})`, () => {
  it('issue 36: products changed since a time, by cursor, in a stable order; deactivation', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await put('CC-L1');
    await put('CC-L2');
    await put('CC-L3');
    const seen: string[] = [];
    let url = `/products?limite=2&alteradoDesde=${encodeURIComponent(since)}`;
    for (;;) {
      const page = (await admin(api, 'GET', url)).json().data;
      seen.push(...page.produtos.map((p: { sku: string }) => p.sku));
      if (!page.proximo) break;
      url = `/products?limite=2&cursor=${page.proximo}`;
    }
    expect(seen.filter((s) => s.startsWith('CC-L'))).toEqual(['CC-L1', 'CC-L2', 'CC-L3']);
    const off = await admin(api, 'POST', '/products/CC-L2/desativar');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ situacao: 'alterado', produto: { ativo: false } });
    expect((await admin(api, 'GET', '/products?cursor=nada')).statusCode).toBe(400);
  });

  it('issue 36: the OpenAPI 3.1 description names every admin call Fastify serves', async () => {
    const doc = (await admin(api, 'GET', '/openapi.json')).json().data;
    expect(doc.openapi).toBe('3.1.0');
    const described = new Set(
      Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const served = api.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/v2\/admin\S*) \(([^)]+)\)/.exec(line))
      .flatMap((m) =>
        m
          ? m[2]!
              .split(', ')
              .filter((x) => x !== 'HEAD')
              .map((x) => `${x} ${m[1]!.replace(/:(\w+)/g, '{$1}')}`)
          : [],
      );
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((r) => !described.has(r))).toEqual([]);
    expect((await api.app.inject({ url: '/v2/admin/openapi.json' })).statusCode).toBe(401);
  });
});
