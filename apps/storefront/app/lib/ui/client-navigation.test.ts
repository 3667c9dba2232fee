import { describe, expect, it, vi } from 'vitest';

const part = () => ({ reach: vi.fn() });

/** A fresh copy of the module: its "first page hydrated" mark is the module's own state. */
const fresh = async () => {
  vi.resetModules();
  return import('./client-navigation');
};

describe('reachAfterFirstLoad (issue 38, decision 047)', () => {
  it('asks for nothing while the first page has not hydrated, even once the document has loaded', async () => {
    const { reachAfterFirstLoad } = await fresh();
    // Decision 047: the first page's modules may run after `load` (they start after the first paint).
    vi.stubGlobal('document', { readyState: 'complete' });
    const parts = [part(), part()];
    reachAfterFirstLoad(...parts);
    for (const p of parts) expect(p.reach).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('asks for every part’s code when a client-side navigation brings the page (after the first page hydrated)', async () => {
    const { markFirstPageHydrated, reachAfterFirstLoad } = await fresh();
    markFirstPageHydrated();
    const parts = [part(), part()];
    reachAfterFirstLoad(...parts);
    for (const p of parts) expect(p.reach).toHaveBeenCalledOnce();
  });
});
