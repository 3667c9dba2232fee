import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { CatalogRefs } from './catalog-refs';

/** A database with empty reference tables whose highest product id is 41; counts the reads of that id. */
function fakeDb() {
  const reads = { max: 0 };
  const db: Queryable = {
    query: async <T extends object>(sql: string): Promise<T[]> => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!sql.includes('max(id)')) return [];
      reads.max += 1;
      return [{ max: 41 } as T];
    },
  };
  return { db, reads };
}

describe('catalogue references of an import (issue 26)', () => {
  it('hands out distinct ids when asked at once (a pipelined import), reading the highest id once', async () => {
    const { db, reads } = fakeDb();
    const refs = await CatalogRefs.load(db, { deferred: true });
    const ids = await Promise.all([refs.nextId('products'), refs.nextId('products'), refs.nextId('products')]);
    expect(ids.sort((a, b) => a - b)).toEqual([42, 43, 44]);
    expect(await refs.nextId('products')).toBe(45);
    expect(reads.max).toBe(1);
  });
});
