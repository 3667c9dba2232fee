import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('versioned cache (docs/decisions/006-search.md "Caches")', () => {
  it('serves a value only under the version it was loaded with, and shares one load', async () => {
    const c = new VersionedCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    const [a, b] = await Promise.all([c.get('1', 'k', load), c.get('1', 'k', load)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    expect(await c.get('1', 'k', load)).toBe('v1');
    expect(await c.get('2', 'k', load)).toBe('v2');
    expect(c.peek('1', 'k')).toBeUndefined();
  });

  it('loads again once the TTL has passed', async () => {
    const t = clock();
    const c = new VersionedCache<number>({ ttlMs: 100, maxEntries: 10, now: t.now });
    let loads = 0;
    const load = async () => ++loads;
    await c.get('1', 'k', load);
    t.advance(99);
    expect(await c.get('1', 'k', load)).toBe(1);
    t.advance(1);
    expect(await c.get('1', 'k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const c = new VersionedCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(c.get('1', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(c.peek('1', 'k')).toBeUndefined();
    expect(await c.get('1', 'k', async () => 7)).toBe(7);
  });

  it('drops the least recently used entries past the entry bound', async () => {
    const c = new VersionedCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    await c.get('1', 'a', async () => 'a');
    await c.get('1', 'b', async () => 'b');
    await c.get('1', 'a', async () => 'a2'); // a is now the most recently used
    await c.get('1', 'c', async () => 'c');
    expect(c.size).toBe(2);
    expect(c.peek('1', 'b')).toBeUndefined();
    expect(await c.peek('1', 'a')).toBe('a');
    expect(await c.peek('1', 'c')).toBe('c');
  });

  it('drops the oldest entries past the weight bound, keeping at least the newest', async () => {
    const c = new VersionedCache<number[]>({ ttlMs: 1_000, maxEntries: 10, maxWeight: 5, weight: (v) => v.length });
    await c.put('1', 'a', [1, 2, 3]);
    await c.put('1', 'b', [1, 2]);
    expect(c.size).toBe(2);
    await c.put('1', 'c', [1]);
    await Promise.resolve();
    expect(c.peek('1', 'a')).toBeUndefined();
    expect(await c.peek('1', 'b')).toEqual([1, 2]);
    await c.put('1', 'd', [1, 2, 3, 4, 5, 6]);
    await Promise.resolve();
    expect(c.size).toBe(1);
    expect(await c.peek('1', 'd')).toHaveLength(6);
  });
});
