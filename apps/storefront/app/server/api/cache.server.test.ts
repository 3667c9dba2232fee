import { describe, expect, it } from 'vitest';
import { createSharedCache } from './cache.server';

describe('createSharedCache', () => {
  it('architecture §3: settings and menus are kept for 60 s', () => {
    let t = 1_000;
    const cache = createSharedCache<string>(60_000, () => t);
    cache.set('http://api/settings', 'a');
    t += 60_000;
    expect(cache.get('http://api/settings')).toBe('a');
    t += 1;
    expect(cache.get('http://api/settings')).toBeUndefined();
  });
  it('architecture §3: entries are per key (base URL + path)', () => {
    const cache = createSharedCache<string>(60_000, () => 1_000);
    cache.set('http://a/settings', 'a');
    expect(cache.get('http://b/settings')).toBeUndefined();
    cache.clear();
    expect(cache.get('http://a/settings')).toBeUndefined();
  });
  it('architecture §3: keeps a bounded number of answers, dropping the least recently used', () => {
    const cache = createSharedCache<number>(60_000, () => 1_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });
});
