import { afterEach, describe, expect, it, vi } from 'vitest';
import { reachAfterFirstLoad } from './client-navigation';

const part = () => ({ reach: vi.fn() });

describe('reachAfterFirstLoad (issue 38)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for nothing on a first visit: the page’s modules run before the document has loaded', () => {
    for (const readyState of ['loading', 'interactive']) {
      vi.stubGlobal('document', { readyState });
      const parts = [part(), part()];
      reachAfterFirstLoad(...parts);
      for (const p of parts) expect(p.reach, readyState).not.toHaveBeenCalled();
    }
  });

  it('asks for every part’s code when a client-side navigation brings the page (the document loaded long ago)', () => {
    vi.stubGlobal('document', { readyState: 'complete' });
    const parts = [part(), part()];
    reachAfterFirstLoad(...parts);
    for (const p of parts) expect(p.reach).toHaveBeenCalledOnce();
  });

  it('does nothing without a document (the server, a test without one)', () => {
    const p = part();
    reachAfterFirstLoad(p);
    expect(p.reach).not.toHaveBeenCalled();
  });
});
