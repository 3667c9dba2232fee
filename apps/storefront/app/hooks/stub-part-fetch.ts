import { vi } from 'vitest';

/**
 * For component tests: the part loads' `fetch` (use-part-load.ts) answered by a resource route's loader, as the
 * server would (JSON), so a test keeps asserting on the loader's calls.
 */
export function stubPartFetch(path: string, loader: (args: { request: Request }) => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== path) return new Response('Not Found', { status: 404 });
      return Response.json(await loader({ request: new Request(url, init) }));
    }),
  );
}
