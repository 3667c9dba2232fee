/** Issue 35 and issue 34 point 8: photo originals in (both forms, limits), derived photos out, safe addresses. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client';
import { derivedPhotos } from '../src/modules/media/derived';
import { admin } from './admin-helpers';
import { engine, startTestApi, type TestApi } from './harness';
import { bombPng, cameraJpeg, multipartBody, pngOfSize } from './photo-files';

let api: TestApi;
let camera: Buffer;
beforeAll(async () => {
  api = await startTestApi();
  camera = await cameraJpeg(1200, 900);
});
afterAll(() => api?.close());

const product = (imagens: unknown[]) => ({
  nome: 'Furadeira de Teste FT-1',
  marca: 'Marca de Teste',
  categoria: 'Ferramentas > Furadeiras de teste',
  precoDe: null,
  precoPor: 199.9,
  estoque: 3,
  status: 'disponivel',
  descricaoCurta: 'Curta.',
  descricaoLonga: 'Longa.',
  imagens,
  caracteristicas: [],
  filtros: [],
  selos: [],
});

const hashOf = (url: string) => /^\/media\/fotos\/([0-9a-f]{64})\/\{tamanho\}$/.exec(url)?.[1];

describe(`photo originals in (${engine})`, () => {
  it(
    'issue 35: a base64 original is stored by its hash; derived widths by Accept, cached a year, no EXIF or GPS',
    { timeout: 180_000 },
    async () => {
      const put = await admin(
        api,
        'PUT',
        '/products/FT-1',
        product([{ arquivo: camera.toString('base64'), tipo: 'image/png' }]),
      );
      expect(put.statusCode, put.body).toBe(200);
      const url: string = put.json().data.produto.imagens[0].url;
      const hash = hashOf(url);
      expect(hash).toBeDefined();
      const [stored] = await api.db.query<{ tipo: string }>('SELECT tipo FROM media_uploads WHERE sha256 = $1', [hash]);
      expect(stored?.tipo).toBe('image/jpeg'); // read from the bytes, not from `tipo`

      const cases = [
        ['image/avif,image/webp,*/*', 'image/avif', 'avif'],
        ['image/webp,*/*', 'image/webp', 'webp'],
        ['*/*', 'image/jpeg', 'jpeg'],
      ] as const;
      for (const [accept, type, format] of cases) {
        // 320 is made in the background after the upload: until its AVIF is there, the WebP stands in (next test).
        let res = await api.app.inject({ url: `/media/fotos/${hash}/320`, headers: { accept } });
        for (let i = 0; format === 'avif' && res.headers['content-type'] === 'image/webp' && i < 900; i += 1) {
          expect(res.headers['cache-control']).toBe('public, max-age=60');
          await new Promise((resolve) => setTimeout(resolve, 100));
          res = await api.app.inject({ url: `/media/fotos/${hash}/320`, headers: { accept } });
        }
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers.vary).toBe('Accept');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
        // Oriented (the camera said: turned 90°), so 320 wide is 427 tall; nothing of the camera's metadata left.
        expect([meta.width, meta.height]).toEqual([320, 427]);
        expect(meta.exif).toBeUndefined();
      }
      const named = await api.app.inject({ url: `/media/fotos/${hash}/small.webp`, headers: { accept: 'image/avif' } });
      expect(named.headers['content-type']).toBe('image/webp');
      expect(named.headers.vary).toBeUndefined();
      expect((await sharp(named.rawPayload).metadata()).width).toBe(240);
      for (const bad of [
        `/media/fotos/${hash}/333`,
        `/media/fotos/${'0'.repeat(64)}/320`,
        `/media/fotos/${hash}/320.gif`,
      ]) {
        expect((await api.app.inject(bad)).statusCode, bad).toBe(404);
      }
      // The four sizes of the Store API's image are widths of the photo.
      const [row] = await api.db.query<{ small: string; zoom: string }>(
        `SELECT i.small, i.zoom FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.sku = 'FT-1'`,
      );
      expect(row).toEqual({ small: `/media/fotos/${hash}/small`, zoom: `/media/fotos/${hash}/zoom` });
    },
  );

  it(
    'issue 35: a cold width for a browser that prefers AVIF answers a WebP at once (a minute), then the AVIF (a year)',
    { timeout: 180_000 },
    async () => {
      const put = await admin(
        api,
        'PUT',
        '/products/FT-9',
        product([{ arquivo: camera.toString('base64'), tipo: 'image/png' }]),
      );
      expect(put.statusCode, put.body).toBe(200);
      const hash = hashOf(put.json().data.produto.imagens[0].url);
      const ask = () =>
        api.app.inject({ url: `/media/fotos/${hash}/960`, headers: { accept: 'image/avif,image/webp,*/*' } });
      // 960 is no width made ahead: nothing has asked for it yet.
      const first = await ask();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      expect(first.headers.vary).toBe('Accept');
      expect((await sharp(first.rawPayload).metadata()).format).toBe('webp');
      let next = await ask();
      for (let i = 0; next.headers['content-type'] !== 'image/avif' && i < 900; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        next = await ask();
      }
      expect(next.headers['content-type']).toBe('image/avif');
      expect(next.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(next.rawPayload).metadata()).format).toBe('heif');
      // An address that names its format waits for that format.
      const named = await api.app.inject({ url: `/media/fotos/${hash}/1280.avif` });
      expect(named.headers['content-type']).toBe('image/avif');
      expect(named.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it(
    'issue 35: a 20 MB original is accepted, 21 MB is refused naming the limit, as base64 JSON and as multipart',
    { timeout: 120_000 },
    async () => {
      const twenty = await pngOfSize(20 * 1024 * 1024);
      const big = await pngOfSize(21 * 1024 * 1024);
      const json = await admin(
        api,
        'PUT',
        '/products/FT-2',
        product([{ arquivo: twenty.toString('base64'), tipo: 'image/png' }]),
      );
      expect(json.statusCode, json.body.slice(0, 300)).toBe(200);
      const refused = await admin(
        api,
        'PUT',
        '/products/FT-3',
        product([{ arquivo: big.toString('base64'), tipo: 'image/png' }]),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields['imagens.0.arquivo']).toBe('A imagem tem mais de 20 MB.');
      expect(refused.body).not.toContain('base64 inválido');

      const ok = multipartBody([{ name: 'foto.png', type: 'image/png', data: twenty }]);
      const sent = await admin(api, 'POST', '/imagens', ok.payload, ok.headers);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data.imagens[0]).toMatchObject({ tipo: 'image/png', largura: 64, altura: 48 });
      const tooBig = multipartBody([{ name: 'grande.png', type: 'image/png', data: big }]);
      const no = await admin(api, 'POST', '/imagens', tooBig.payload, tooBig.headers);
      expect(no.statusCode).toBe(400);
      expect(no.json().error.fields['arquivo 1 (grande.png)']).toBe('A imagem tem mais de 20 MB.');
    },
  );

  it(
    'issue 35: a decompression bomb, a corrupt file and a file of another type are refused in Portuguese',
    { timeout: 60_000 },
    async () => {
      const cases: [Buffer, RegExp][] = [
        [bombPng(), /A imagem tem 30000 × 30000 px; o máximo é 8000 × 8000 px/],
        [camera.subarray(0, camera.length / 2), /corrompida ou incompleta/],
        [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), /JPEG, PNG, WebP ou AVIF/],
      ];
      for (const [data, message] of cases) {
        const put = await admin(
          api,
          'PUT',
          '/products/FT-4',
          product([{ arquivo: data.toString('base64'), tipo: 'image/png' }]),
        );
        expect(put.statusCode).toBe(400);
        expect(put.json().error.fields['imagens.0.arquivo']).toMatch(message);
        const form = multipartBody([{ name: 'x.png', type: 'image/png', data }]);
        const sent = await admin(api, 'POST', '/imagens', form.payload, form.headers);
        expect(sent.statusCode).toBe(400);
        expect(sent.json().error.message).toMatch(message);
      }
      expect((await api.db.query(`SELECT 1 FROM products WHERE sku = 'FT-4'`)).length).toBe(0);
    },
  );
});

describe(`derived photos kept (${engine})`, () => {
  it('issue 35: a warm image is served from memory (no file read), within its memory bound, and from disk after', async () => {
    const put = await admin(
      api,
      'PUT',
      '/products/FT-9',
      product([{ arquivo: camera.toString('base64'), tipo: 'image/jpeg' }]),
    );
    expect(put.statusCode, put.body.slice(0, 300)).toBe(200);
    const sha = hashOf(put.json().data.produto.imagens[0].url)!;
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-derived-'));
    try {
      const photos = derivedPhotos(api.db, { dir, maxBytes: 64 << 20, memoryBytes: 64 << 20 });
      const made = await photos.get(sha, 480, 'webp');
      expect(made?.length).toBeGreaterThan(0);
      expect(photos.memorySize()).toBe(made!.length);
      // The files gone from disk: the warm image still answers, the same bytes, without being made again.
      for (const folder of await readdir(dir)) await rm(join(dir, folder), { recursive: true });
      expect(await photos.get(sha, 480, 'webp')).toBe(made);

      // A bound smaller than two images keeps the most recent only; the other is read from its file again.
      const small = derivedPhotos(api.db, { dir, maxBytes: 64 << 20, memoryBytes: made!.length + 10 });
      const first = (await small.get(sha, 480, 'webp'))!;
      const second = (await small.get(sha, 320, 'webp'))!;
      expect(small.memorySize()).toBe(second.length);
      const again = await small.get(sha, 480, 'webp');
      expect(again).not.toBe(first);
      expect(again?.equals(first)).toBe(true);
      expect(small.memorySize()).toBeLessThanOrEqual(made!.length + 10);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe(`common sizes made after an upload (${engine})`, () => {
  it('issue 35: the warm-up reads each original once for all its sizes, one original at a time', async () => {
    const originals = [];
    for (const n of [1, 2]) {
      const jpeg = await cameraJpeg(640 + n * 16, 480);
      const put = await admin(
        api,
        'PUT',
        `/products/FT-W${n}`,
        product([{ arquivo: jpeg.toString('base64'), tipo: 'image/jpeg' }]),
      );
      expect(put.statusCode, put.body.slice(0, 300)).toBe(200);
      originals.push(hashOf(put.json().data.produto.imagens[0].url)!);
    }
    const reads: string[] = [];
    const counting: Queryable = {
      query: <T extends object>(sql: string, params?: readonly unknown[]) => {
        if (/^SELECT tipo, tamanho FROM media_uploads/.test(sql)) reads.push(String(params?.[0]));
        return api.db.query<T>(sql, params);
      },
    };
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-warm-'));
    try {
      const photos = derivedPhotos(counting, { dir, maxBytes: 64 << 20 });
      await Promise.all([photos.warm([originals[0]!]), photos.warm([originals[1]!, originals[0]!])]);
      // Each original read once, the first before the second (one at a time), its sizes all made from that read.
      expect(reads).toEqual(originals);
      const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(avif|webp)$/.test(f));
      expect(files.length).toBeGreaterThanOrEqual(2 * 2 * 4);
      for (const sha of originals) expect(files.filter((f) => f.includes(sha)).length).toBe(files.length / 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe(`image addresses (${engine})`, () => {
  it('issue 34 point 8: private, loopback, link-local and unique-local hosts and ".." are refused; /media paths normalised', async () => {
    const refused = [
      'http://169.254.169.254/latest/meta-data.jpg',
      'https://10.1.2.3/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://[fd00::1]/a.jpg',
      'https://[::ffff:192.168.0.1]/a.jpg',
      'https://localhost/a.jpg',
      '/media/produtos/../../etc/passwd',
      '/media/%2e%2e/segredo.jpg',
      '/outra/coisa.jpg',
    ];
    for (const url of refused) {
      const put = await admin(api, 'PUT', '/products/FT-5', product([url]));
      expect(put.statusCode, url).toBe(400);
      expect(put.json().error.fields['imagens.0'], url).toMatch(/^Imagem: /);
    }
    const put = await admin(
      api,
      'PUT',
      '/products/FT-5',
      product(['/media//produtos/ft-5-1-{tamanho}.svg', 'https://cdn.example.com/a.jpg']),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.produto.imagens.map((i: { url: string }) => i.url)).toEqual([
      '/media/produtos/ft-5-1-{tamanho}.svg',
      'https://cdn.example.com/a.jpg',
    ]);
  });
});
