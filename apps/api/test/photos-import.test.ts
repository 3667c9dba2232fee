/**
 * Issue 35 and issue 34 point 8: the catalogue import fetches images given by address — from a local server here,
 * through the test-only loopback setting — stores them as originals, reports a failed fetch on its line, refuses
 * non-public hosts, and does not fetch an address again on a re-import.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin-helpers';
import { engine, startTestApi, type TestApi } from './harness';
import { cameraJpeg } from './photo-files';

let api: TestApi;
let server: Server;
let base: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  api = await startTestApi();
  const photo = await cameraJpeg(800, 600);
  const other = await cameraJpeg(600, 800);
  const large = Buffer.alloc(21 * 1024 * 1024);
  server = createServer((request, response) => {
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    const path = request.url?.split('?')[0];
    if (path === '/outra.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(other);
    else if (path === '/foto.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else if (path === '/grande.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(large);
    else if (path === '/pagina.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await api?.close();
});

const csv = (body: string, query = '') =>
  admin(api, 'POST', `/import${query}`, body, { 'content-type': 'text/csv; charset=utf-8' });
const HEADER = 'sku,nome,marca,categoria,preco_de,preco_por,estoque,status,imagens';
const row = (n: number, images: string) =>
  `URL-${n},Produto com Foto ${n},Marca Foto,Ferramentas > Fotos,,${n}9.90,5,disponivel,${images}`;

describe(`catalogue import of images by address (${engine})`, () => {
  it('issue 34 point 8: without the test-only setting, a loopback address is refused on its line', async () => {
    api.ctx.fetchLoopback = false;
    const res = await csv(`${HEADER}\n${row(1, `${base}/foto.jpg`)}\n`, '?skipInvalid=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.erros[0]).toMatchObject({ linha: 2, coluna: 'imagens', sku: 'URL-1' });
    expect(res.json().data.erros[0].mensagem).toMatch(/não é público/);
    expect(hits.get('/foto.jpg')).toBeUndefined();
  });

  it('issue 35: images are fetched and kept as originals; a 404, a too-large and a non-image row fail on their line', async () => {
    api.ctx.fetchLoopback = true;
    const file = [
      HEADER,
      row(2, `${base}/foto.jpg|${base}/outra.jpg`),
      row(3, `${base}/nada.jpg`),
      row(4, `${base}/grande.jpg`),
      row(5, `${base}/pagina.jpg`),
      row(6, `${base}/foto.jpg`),
    ].join('\n');
    const res = await csv(`${file}\n`, '?skipInvalid=true');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report, JSON.stringify(report.erros)).toMatchObject({ criados: 2, recusados: 3 });
    const errors = Object.fromEntries(
      report.erros.map((e: { linha: number; mensagem: string }) => [e.linha, e.mensagem]),
    );
    expect(errors[3]).toMatch(/nada\.jpg: a busca da imagem respondeu 404/);
    expect(errors[4]).toMatch(/A imagem tem mais de 20 MB/);
    expect(errors[5]).toMatch(/não é uma imagem/);
    const product = (await admin(api, 'GET', '/products/URL-2')).json().data;
    expect(product.imagens).toHaveLength(2);
    expect(product.imagens[0].url).toMatch(/^\/media\/fotos\/[0-9a-f]{64}\/\{tamanho\}$/);
    expect(product.imagens[1].url).toMatch(/^\/media\/fotos\/[0-9a-f]{64}\/\{tamanho\}$/);
    const served = await api.app.inject({
      url: product.imagens[0].url.replace('{tamanho}', '480'),
      headers: { accept: 'image/webp' },
    });
    expect(served.headers['content-type']).toBe('image/webp');

    // The same file again: nothing fetched again, nothing changed.
    const fetched = hits.get('/foto.jpg');
    expect(fetched).toBe(1); // rows 2 and 6 name the same address: fetched once
    const again = await csv(`${file}\n`, '?skipInvalid=true');
    expect(again.json().data, again.body).toMatchObject({ inalterados: 2, criados: 0 });
    expect(hits.get('/foto.jpg')).toBe(fetched);
  });
});
