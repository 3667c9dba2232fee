/**
 * Named statements (db/client.ts `runNamed`, issue 38): the statements a shopper's every page sends (her session, her
 * user, her cart's lines) are prepared once per connection and reused. On both engines: the answer is the plain
 * query's, whatever the parameters hold (quotes, backslashes, null), the second run reuses the first's preparation,
 * and a name that is an SQL keyword is a name too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatement, runNamed, sqlLiteral } from '../src/db/client';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const ECHO = namedStatement(
  'test_echo',
  'SELECT $1::text AS texto, $2::int AS numero, $3::timestamptz AS quando, $4::text IS NULL AS nulo',
);

describe(`named statements on ${engine} (issue 38)`, () => {
  it('gives back what the parameters hold, quotes and backslashes included, run after run', async () => {
    const hostile = `O'Brien \\'; DROP TABLE products; -- \\\\ "x" é`;
    const when = '2026-11-29T12:00:00.000Z';
    for (let run = 0; run < 3; run += 1) {
      const [row] = await runNamed<{ texto: string; numero: number; quando: Date | string; nulo: boolean }>(
        api.db,
        ECHO,
        [hostile, 42 + run, when, null],
      );
      expect(row!.texto).toBe(hostile);
      expect(row!.numero).toBe(42 + run);
      expect(new Date(row!.quando).toISOString()).toBe(when);
      expect(row!.nulo).toBe(true);
    }
    // The products are all still there.
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(count!.n).toBeGreaterThan(0);
  });

  it('answers as the plain query does, and a keyword is a name', async () => {
    const statement = namedStatement('user', 'SELECT id, nome FROM products WHERE id > $1 ORDER BY id LIMIT 3');
    const plain = await api.db.query(statement.text, [0]);
    expect(plain).toHaveLength(3);
    expect(await runNamed(api.db, statement, [0])).toEqual(plain);
    expect(await runNamed(api.db, statement, [0])).toEqual(plain);
  });

  it.runIf(engine === 'pglite')('prepares a statement once on the embedded database', async () => {
    const statement = namedStatement('test_once', 'SELECT $1::int + 1 AS n');
    for (let run = 0; run < 3; run += 1) expect(await runNamed(api.db, statement, [run])).toEqual([{ n: run + 1 }]);
    const prepared = await api.db.query<{ name: string }>(
      `SELECT name FROM pg_prepared_statements WHERE name = 'test_once'`,
    );
    expect(prepared).toHaveLength(1);
  });

  it('refuses a name that is not a plain identifier, and a parameter it cannot write', () => {
    expect(() => namedStatement('x"; DROP TABLE products; --', 'SELECT 1')).toThrow();
    expect(() => namedStatement('Maiúscula', 'SELECT 1')).toThrow();
    expect(() => sqlLiteral({ a: 1 })).toThrow();
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(sqlLiteral("a'b\\c")).toBe("E'a''b\\\\c'");
  });
});
