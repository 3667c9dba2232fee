import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce (code fetched on first use)', () => {
  it('loads once for every caller, at the same time or later', async () => {
    const load = vi.fn(() => Promise.resolve('módulo'));
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['módulo', 'módulo']);
    expect(await get()).toBe('módulo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and keeps the load that succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('módulo');
    const get = loadOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('módulo');
    expect(await get()).toBe('módulo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
