import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { seededMemoryDb } from './test-db';

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return row?.n ?? 0;
}

describe('search index (decision 006)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await seededMemoryDb();
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('keeps unaccented catalogue words, without stop words', async () => {
    const words = (await db.query<{ palavra: string }>('SELECT palavra FROM search_words')).map((w) => w.palavra);
    expect(words).toContain('termometro');
    expect(words).toContain('vacuo');
    expect(words).toContain('termotek');
    expect(words).not.toContain('para');
    expect(words.every((w) => w.length >= 3 && w === w.toLowerCase())).toBe(true);
  });

  it('finds the thermometers for "termometro" and ranks the name above descriptions', async () => {
    const found = await db.query<{ nome: string }>(
      "SELECT nome FROM products WHERE busca @@ websearch_to_tsquery('pt_unaccent', 'termometro') ORDER BY ts_rank(busca, websearch_to_tsquery('pt_unaccent', 'termometro')) DESC",
    );
    const thermometers = found.filter((p) => p.nome.startsWith('Termômetro'));
    expect(thermometers.length).toBeGreaterThanOrEqual(15);
    expect(found[0]?.nome).toMatch(/Termômetro/);
  });

  it('finds by sku and brand', async () => {
    const [first] = await db.query<{ sku: string }>('SELECT sku FROM products WHERE id = 1');
    expect(
      await count(db, "SELECT 1 FROM products WHERE busca @@ plainto_tsquery('pt_unaccent', $1)", [first?.sku ?? '']),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(db, "SELECT 1 FROM products WHERE busca @@ plainto_tsquery('pt_unaccent', 'vacutec')"),
    ).toBeGreaterThanOrEqual(5);
  });

  it('keeps the ranking vector (A, B, C) on the row and the long description (D) only in the matching one', async () => {
    // Every product has a ranking vector, and it is exactly the A/B/C part of the full vector (migration 011).
    expect(await count(db, "SELECT 1 FROM products WHERE busca_rank = ''::tsvector")).toBe(0);
    expect(await count(db, "SELECT 1 FROM products WHERE ts_filter(busca, '{a,b,c}') <> busca_rank")).toBe(0);
    expect(await count(db, "SELECT 1 FROM products WHERE ts_filter(busca_rank, '{d}') <> ''::tsvector")).toBe(0);
    // The matching vector still holds the long description's words, many of them nowhere else.
    expect(await count(db, 'SELECT 1 FROM products WHERE length(busca) > length(busca_rank)')).toBeGreaterThan(100);
    const [storage] = await db.query<{ storage: string }>(
      "SELECT attstorage AS storage FROM pg_attribute WHERE attrelid = 'products'::regclass AND attname = 'busca_rank'",
    );
    expect(storage?.storage).toBe('m');
  });
});
