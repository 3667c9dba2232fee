/**
 * The stock rules written in SQL (db/functions/010_stock.sql, used by the back-in-stock trigger and by queries) and
 * their TypeScript twin (catalog/group-stock.ts, used by the detail, the kit and the cart) answer the same on the
 * same rows (B§5; issue 33).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { groupStock, type GroupMember } from '../src/modules/catalog/group-stock';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface GroupRow {
  id: number;
  sql: number | null;
  membros: GroupMember[] | null;
}

/** Every product with its SQL group stock and the members the TypeScript rule reads, in one statement. */
const groups = () =>
  api.db.query<GroupRow>(
    `SELECT p.id, group_stock(p.id) AS sql,
            (SELECT json_agg(json_build_object('estoque', i.estoque, 'quantidade', g.quantidade))
               FROM product_group_items g JOIN products i ON i.id = g.item_product_id
              WHERE g.product_id = p.id) AS membros
       FROM products p ORDER BY p.id`,
  );

describe(`stock rules: SQL and TypeScript agree (${engine})`, () => {
  it('B§5: ⌊stock ÷ units⌋ per member, for every stock 0–12 and 1–5 units per bundle', async () => {
    const cases = Array.from({ length: 13 }, (_, estoque) =>
      Array.from({ length: 5 }, (_, i) => ({ estoque, quantidade: i + 1 })),
    ).flat();
    const rows = await api.db.query<{ n: number }>(
      `SELECT bundle_stock(c.estoque, c.quantidade) AS n
         FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS c(estoque, quantidade, k) ORDER BY c.k`,
      [cases.map((c) => c.estoque), cases.map((c) => c.quantidade)],
    );
    expect(rows.map((r) => r.n)).toEqual(cases.map((c) => groupStock([c])));
  });

  it("B§5: a group's stock is the least over its items, null without items — on the seed and on changed stock", async () => {
    const check = async () => {
      const rows = await groups();
      expect(rows.some((r) => r.membros !== null)).toBe(true);
      for (const r of rows) expect(r.sql, `product ${r.id}`).toBe(groupStock(r.membros ?? []));
    };
    await check();
    // Uneven stocks on every group item: 0, 1, 2… 6 in turn, so groups meet a member at 0 and members not divisible.
    await api.db.query(
      `UPDATE products SET estoque = id % 7
        WHERE id IN (SELECT item_product_id FROM product_group_items)`,
    );
    await check();
  });

  it('B§5: buyable is active and disponivel, nothing else', async () => {
    const rows = await api.db.query<{ ativo: boolean; status: string; buyable: boolean }>(
      `SELECT a.ativo, s.status, buyable(a.ativo, s.status) AS buyable
         FROM unnest(ARRAY[true, false]) AS a(ativo)
        CROSS JOIN unnest(ARRAY['disponivel', 'sobConsulta', 'indisponivel']) AS s(status)`,
    );
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r.buyable, `${r.ativo} ${r.status}`).toBe(r.ativo && r.status === 'disponivel');
  });

  it('issue 33: the function files are applied again at every start without error (idempotent)', async () => {
    expect(await migrate(api.db)).toEqual([]);
    expect(await migrate(api.db)).toEqual([]);
    const [row] = await api.db.query<{ n: number }>('SELECT bundle_stock(7, 2) AS n');
    expect(row!.n).toBe(3);
  });
});
