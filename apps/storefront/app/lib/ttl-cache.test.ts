import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('DESIGN§3 settings and menus are kept for 60 s', () => {
    let t = 1_000;
    const cache = createTtlCache<string>(60_000, () => t);
    cache.set('http://api/settings', 'a');
    t += 59_999;
    expect(cache.get('http://api/settings')).toBe('a');
    t += 1;
    expect(cache.get('http://api/settings')).toBeUndefined();
  });
  it('DESIGN§3 entries are per key (base URL + path)', () => {
    const cache = createTtlCache<string>(60_000, () => 0);
    cache.set('http://a/settings', 'a');
    expect(cache.get('http://b/settings')).toBeUndefined();
    cache.clear();
    expect(cache.get('http://a/settings')).toBeUndefined();
  });
});
