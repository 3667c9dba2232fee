import { expect, test } from './fixtures';

/**
 * Shared caches in front of the store (decision 027): with PUBLIC_URL, a page asked for without cookies is public for 60 s
 * (`s-maxage`), one asked for with cookies or answered with one is the visitor's own, and the pages that chose
 * their own rule keep it. Width-independent: checked at 1366 px.
 */
test.describe('Page caching headers', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 1366, 'width-independent: checked at 1366 px');

  test('without PUBLIC_URL an anonymous page names the request’s host, so no shared cache keeps it (issue 28)', async ({
    request,
  }) => {
    // The e2e store names no PUBLIC_URL; the rule with one (public for 60 s) is unit-tested in lib/cache-policy.test.ts.
    for (const path of ['/', '/data-loggers', '/busca?busca=termometro']) {
      const anonymous = await request.get(path);
      expect(anonymous.status()).toBe(200);
      expect(anonymous.headers()['cache-control']).toBe('private, no-cache');

      const visitor = await request.get(path, { headers: { Cookie: 'cep=01310-100' } });
      expect(visitor.headers()['cache-control']).toBe('private, no-cache');
    }
  });

  test('a page that sets a cookie (the home v1 kept from the address, B§4) is never shared', async ({ request }) => {
    const response = await request.get('/data-loggers?v=1');
    expect(response.headers()['set-cookie']).toContain('home=1');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
  });

  test('the cart keeps its own rule and a missing page is kept by nobody (issue 34)', async ({ request }) => {
    const cart = await request.get('/carrinho');
    expect(cart.headers()['cache-control']).toBe('private, no-store');
    const missing = await request.get('/nao-existe-esta-pagina-de-teste');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('private, no-store');
  });
});
