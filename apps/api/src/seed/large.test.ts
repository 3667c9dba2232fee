import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { seededMemoryDb } from './test-db';
import { seedLarge } from './large';

describe('large-catalogue generator', () => {
  let db: Db;

  beforeAll(async () => {
    db = await seededMemoryDb();
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('grows the catalogue to the requested total with images, filters and search vectors', async () => {
    const report = await seedLarge(db, 1500);
    expect(report.total).toBe(1500);
    const [row] = await db.query<{ n: number; sem_imagem: number; sem_filtro: number; sem_busca: number }>(`
      SELECT count(*)::int AS n,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id))::int AS sem_imagem,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM product_filter_values f WHERE f.product_id = p.id))::int AS sem_filtro,
        count(*) FILTER (WHERE busca = ''::tsvector)::int AS sem_busca
      FROM products p`);
    expect(row).toEqual({ n: 1500, sem_imagem: 0, sem_filtro: 0, sem_busca: 0 });
    expect((await seedLarge(db, 1000)).added).toBe(0);
    const [simple] = await db.query<{ n: number }>(
      'SELECT count(DISTINCT product_id)::int AS n FROM product_simple_values WHERE product_id >= 10000',
    );
    expect(simple?.n).toBeGreaterThan(0);
  }, 60_000);
});
