import { API_FAULTS_URL, expect, test } from './fixtures';

/**
 * Hostile clients against the running store (reliability and security): posts from another site, oversized posts,
 * forwarded headers that are not believed, open redirects. Width-independent: checked at 1366 px.
 */
test.describe('Hostile clients', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 1366, 'width-independent: checked at 1366 px');

  const FORM = '/resources/forms/newsletter-rodape';

  test('a post from another site is refused (403 in Portuguese); from the store’s pages it passes', async ({
    request,
    baseURL,
  }) => {
    const form = { nome: '.', email: 'csrf@exemplo.com.br', redirectTo: '/' };
    const foreign = await request.post(FORM, { form, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toBe('Requisição recusada: ela não veio das páginas da loja.');
    const crossSite = await request.post(FORM, { form, headers: { 'Sec-Fetch-Site': 'cross-site' }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);
    // An e-mail the storefront's own check refuses: the post is answered (302 back to the page) without reaching
    // the Store API, so this file spends nothing of the forms' per-IP limit the form tests need.
    const own = await request.post(FORM, {
      form: { ...form, email: 'sem-arroba' },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
  });

  test('an oversized post is refused before it is read (413)', async ({ request }) => {
    const response = await request.post(FORM, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `email=${'x'.repeat(300 * 1024)}`,
    });
    expect(response.status()).toBe(413);
  });

  test('X-Forwarded-Host is not believed without a proxy configured: canonical stays on the request’s own host', async ({
    request,
  }) => {
    // The fault-injecting storefront names neither TRUST_PROXY nor PUBLIC_URL.
    const html = await (
      await request.get(`${API_FAULTS_URL}/pagina/quem-somos`, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      })
    ).text();
    expect(html).toContain(`<link rel="canonical" href="${API_FAULTS_URL}/pagina/quem-somos"/>`);
    expect(html).not.toContain('evil.example');
  });

  test('a proxy the configuration trusts (TRUST_PROXY) names the host, and that page is then kept by nobody', async ({
    request,
  }) => {
    // The app server trusts the loopback as its proxy and names no PUBLIC_URL.
    const response = await request.get('/pagina/quem-somos', {
      headers: { 'X-Forwarded-Host': 'loja.exemplo.com.br', 'X-Forwarded-Proto': 'https' },
    });
    expect(await response.text()).toContain(
      '<link rel="canonical" href="https://loja.exemplo.com.br/pagina/quem-somos"/>',
    );
    expect(response.headers()['cache-control']).toBe('private, no-cache');
  });

  test('the return path of a form post never leaves the store', async ({ request, baseURL }) => {
    for (const redirectTo of ['//evil.example/x', '/\\evil.example', '/.//evil.example', 'https://evil.example']) {
      const response = await request.post(FORM, {
        form: { nome: '.', email: 'sem-arroba', redirectTo },
        maxRedirects: 0,
      });
      const location = new URL(response.headers().location ?? '', baseURL);
      expect(location.origin, redirectTo).toBe(new URL(baseURL!).origin);
      expect(location.pathname.startsWith('//'), redirectTo).toBe(false);
    }
  });
});
