import { describe, expect, it } from 'vitest';
import { catalogCache } from './cache';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}
const db = {};

describe('catalogue cache (docs/decisions/012-caches.md)', () => {
  it('serves a value only under the catalogue version it was loaded with, and shares one load', async () => {
    const c = catalogCache<string[]>({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => [`v${++loads}`];
    const [a, b] = await Promise.all([c.get(db, '1', 'k', load), c.get(db, '1', 'k', load)]);
    expect([a, b, loads]).toEqual([['v1'], ['v1'], 1]);
    expect(await c.get(db, '1', 'k', load)).toEqual(['v1']);
    expect(await c.get(db, '2', 'k', load)).toEqual(['v2']);
    expect(c.peek(db, '2', 'k')).toEqual(['v2']);
  });

  it('drops every entry of an older version, and keeps nothing for a request that read the version before a write', async () => {
    const c = catalogCache<string[]>({ ttlMs: 1_000, maxEntries: 10 });
    await c.get(db, '5', 'a', async () => ['a5']);
    await c.get(db, '6', 'b', async () => ['b6']);
    expect(c.peek(db, '6', 'a')).toBeUndefined();
    // A late request still holding version 5 is answered, not cached, and does not bring version 5 back.
    expect(await c.get(db, '5', 'a', async () => ['late'])).toEqual(['late']);
    expect(c.peek(db, '6', 'b')).toEqual(['b6']);
    expect(c.peek(db, '5', 'a')).toBeUndefined();
  });

  it('keeps one set of entries per database', async () => {
    const c = catalogCache<string[]>({ ttlMs: 1_000, maxEntries: 10 });
    const other = {};
    await c.get(db, '1', 'k', async () => ['first']);
    expect(await c.get(other, '1', 'k', async () => ['second'])).toEqual(['second']);
    expect(c.peek(db, '1', 'k')).toEqual(['first']);
  });

  it('loads again once the entry is older than the TTL', async () => {
    const t = clock();
    const c = catalogCache<number[]>({ ttlMs: 100, maxEntries: 10, now: t.now });
    let loads = 0;
    const load = async () => [++loads];
    await c.get(db, '1', 'k', load);
    t.advance(100);
    expect(await c.get(db, '1', 'k', load)).toEqual([1]);
    t.advance(1);
    expect(await c.get(db, '1', 'k', load)).toEqual([2]);
  });

  it('does not keep a failed load', async () => {
    const c = catalogCache<number[]>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(c.get(db, '1', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(c.peek(db, '1', 'k')).toBeUndefined();
    expect(await c.get(db, '1', 'k', async () => [7])).toEqual([7]);
  });

  it('drops the least recently used entries past the entry bound', async () => {
    const c = catalogCache<string[]>({ ttlMs: 1_000, maxEntries: 2 });
    await c.get(db, '1', 'a', async () => ['a']);
    await c.get(db, '1', 'b', async () => ['b']);
    await c.get(db, '1', 'a', async () => ['a2']); // a is now the most recently used
    await c.get(db, '1', 'c', async () => ['c']);
    expect(c.peek(db, '1', 'b')).toBeUndefined();
    expect(c.peek(db, '1', 'a')).toEqual(['a']);
    expect(c.peek(db, '1', 'c')).toEqual(['c']);
  });

  it('drops the oldest entries past the size bound; an entry larger than the bound is answered, not kept', async () => {
    const c = catalogCache<number[]>({ ttlMs: 1_000, maxEntries: 10, maxSize: 5, size: (v) => v.length });
    c.set(db, '1', 'a', [1, 2, 3]);
    c.set(db, '1', 'b', [1, 2]);
    c.set(db, '1', 'c', [1]);
    expect(c.peek(db, '1', 'a')).toBeUndefined();
    expect(c.peek(db, '1', 'b')).toEqual([1, 2]);
    expect(await c.get(db, '1', 'd', async () => [1, 2, 3, 4, 5, 6])).toHaveLength(6);
    expect(c.peek(db, '1', 'd')).toBeUndefined();
    expect(c.peek(db, '1', 'c')).toEqual([1]);
  });

  it('answers the callers of a load whose entry was dropped meanwhile', async () => {
    const c = catalogCache<string[]>({ ttlMs: 1_000, maxEntries: 1 });
    let finish: (v: string[]) => void = () => {};
    const slow = c.get(db, '1', 'slow', () => new Promise<string[]>((resolve) => (finish = resolve)));
    await c.get(db, '1', 'other', async () => ['other']); // evicts the load in flight
    finish(['slow']);
    expect(await slow).toEqual(['slow']);
  });

  it('loads again when the cached value is no longer fresh for the caller, and keeps the new one', async () => {
    const c = catalogCache<{ until: number }>({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ({ until: 10 * ++loads });
    const at = (t: number) => (v: { until: number }) => t < v.until;
    expect(await c.get(db, '1', 'k', load, at(5))).toEqual({ until: 10 });
    expect(await c.get(db, '1', 'k', load, at(9))).toEqual({ until: 10 });
    expect(await c.get(db, '1', 'k', load, at(10))).toEqual({ until: 20 });
    expect(c.peek(db, '1', 'k')).toEqual({ until: 20 });
    expect(loads).toBe(2);
  });
});
