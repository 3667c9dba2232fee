/**
 * Issue 35: originals stored in parts (media_upload_parts, migration 097), so that no statement holds PGlite (the
 * page's thread) for long: every size round-trips, a reader never sees an original half-written, and the migration
 * moves the originals a database already holds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { PART_BYTES, readStored, storeOriginals, type Original } from '../src/modules/media/originals';
import { admin } from './admin-helpers';
import { engine, startTestApi, type TestApi } from './harness';
import { cameraJpeg } from './photo-files';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const original = (dados: Buffer): Original => ({
  sha256: createHash('sha256').update(dados).digest('hex'),
  tipo: 'image/jpeg',
  dados,
  largura: 1,
  altura: 1,
});

const partsOf = async (sha256: string) =>
  (
    await api.db.query<{ parte: number; bytes: number }>(
      'SELECT parte, length(dados) AS bytes FROM media_upload_parts WHERE sha256 = $1 ORDER BY parte',
      [sha256],
    )
  ).map((p) => [p.parte, p.bytes]);

describe(`originals in parts (${engine})`, () => {
  it('issue 35: 0 B, 1 B, exactly one part, one part and a byte, and 20 MB come back byte for byte', async () => {
    const MB20 = 20 * 1024 * 1024;
    for (const size of [0, 1, PART_BYTES, PART_BYTES + 1, MB20]) {
      const o = original(randomBytes(size));
      await storeOriginals(api.db, [o], { background: size === MB20 });
      const back = await readStored(api.db, o.sha256);
      expect(back?.tipo).toBe('image/jpeg');
      expect(back?.dados.length, `${size} B`).toBe(size);
      expect(back?.dados.equals(o.dados), `${size} B`).toBe(true);
      // Every part full but the last; no part for an empty original.
      const parts = await partsOf(o.sha256);
      expect(parts.length).toBe(Math.ceil(size / PART_BYTES));
      parts.forEach(([parte, bytes], i) => {
        expect(parte).toBe(i);
        expect(bytes).toBe(Math.min(PART_BYTES, size - i * PART_BYTES));
      });
    }
  }, 180_000);

  it('issue 35: a reader during the write finds no original, never part of one; then the whole', async () => {
    const o = original(randomBytes(3 * PART_BYTES + 17));
    const seen: unknown[] = [];
    // Reads the original after each part is written, before the next one.
    const watched: Queryable = {
      query: async <T extends object>(sql: string, params?: readonly unknown[]) => {
        const rows = await api.db.query<T>(sql, params);
        if (/INSERT INTO media_upload_parts/.test(sql)) seen.push(await readStored(api.db, o.sha256));
        return rows;
      },
    };
    await storeOriginals(watched, [o]);
    expect(seen).toEqual([null, null, null, null]);
    expect((await readStored(api.db, o.sha256))?.dados.equals(o.dados)).toBe(true);
  });

  it('issue 35: parts left by a write that died are written over; an original stored is not written again', async () => {
    const o = original(randomBytes(2 * PART_BYTES));
    // A write that died after its first part, with other bytes there (as if the part size had changed).
    await api.db.query(`INSERT INTO media_upload_parts (sha256, parte, dados) VALUES ($1, 0, decode('00ff', 'hex'))`, [
      o.sha256,
    ]);
    expect(await readStored(api.db, o.sha256)).toBeNull();
    await storeOriginals(api.db, [o]);
    expect((await readStored(api.db, o.sha256))?.dados.equals(o.dados)).toBe(true);
    const writes: string[] = [];
    const counting: Queryable = {
      query: <T extends object>(sql: string, params?: readonly unknown[]) => {
        if (/^\s*INSERT/.test(sql)) writes.push(sql);
        return api.db.query<T>(sql, params);
      },
    };
    await storeOriginals(counting, [o, o]);
    expect(writes).toEqual([]);
  });

  it('issue 35: an import file giving a photo as a file stores it in parts once, served like any other', async () => {
    const jpeg = await cameraJpeg(1400, 1000);
    expect(jpeg.length).toBeGreaterThan(PART_BYTES);
    const item = (n: number) => ({
      sku: `PARTES-${n}`,
      nome: `Produto em Partes ${n}`,
      marca: 'Marca Partes',
      categoria: 'Ferramentas > Partes',
      precoDe: null,
      precoPor: 99.9,
      estoque: 2,
      status: 'disponivel',
      imagens: [{ arquivo: jpeg.toString('base64'), tipo: 'image/jpeg' }],
    });
    // Two products of the file with the same photo: one original, its parts written once.
    const res = await admin(api, 'POST', '/import', JSON.stringify([item(1), item(2)]), {
      'content-type': 'application/json',
    });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json().data, JSON.stringify(res.json().data.erros)).toMatchObject({ criados: 2, recusados: 0 });
    const url = (await admin(api, 'GET', '/products/PARTES-2')).json().data.imagens[0].url as string;
    const sha = /\/media\/fotos\/([0-9a-f]{64})\//.exec(url)?.[1] ?? '';
    expect((await readStored(api.db, sha))?.dados.equals(jpeg)).toBe(true);
    expect((await partsOf(sha)).length).toBe(Math.ceil(jpeg.length / PART_BYTES));
    const served = await api.app.inject({ method: 'GET', url: `/media/fotos/${sha}/160.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('issue 35: migration 097 moves the originals a database holds into parts, empty and large ones alike', async () => {
    // The database as it was before 097: each original's bytes in its media_uploads row.
    await api.db.query('DELETE FROM media_url_fetches');
    await api.db.query('DELETE FROM media_uploads');
    await api.db.query('DROP TABLE media_upload_parts');
    await api.db.query('ALTER TABLE media_uploads DROP COLUMN tamanho');
    await api.db.query('ALTER TABLE media_uploads ADD COLUMN dados bytea NOT NULL');
    await api.db.query("DELETE FROM schema_migrations WHERE version = '097_media_upload_parts.sql'");
    const originals = [0, 1, PART_BYTES, PART_BYTES + 1, 5 * PART_BYTES + 3].map((n) => original(randomBytes(n)));
    for (const o of originals) {
      await api.db.query(`INSERT INTO media_uploads (sha256, tipo, dados) VALUES ($1, $2, decode($3, 'base64'))`, [
        o.sha256,
        o.tipo,
        o.dados.toString('base64'),
      ]);
    }

    expect(await migrate(api.db)).toEqual(['097_media_upload_parts.sql']);

    for (const o of originals) {
      const back = await readStored(api.db, o.sha256);
      expect(back?.dados.equals(o.dados), `${o.dados.length} B`).toBe(true);
      expect((await partsOf(o.sha256)).length).toBe(Math.ceil(o.dados.length / PART_BYTES));
    }
    const columns = await api.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'media_uploads' ORDER BY column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['criado_em', 'sha256', 'tamanho', 'tipo']);
  });
});
