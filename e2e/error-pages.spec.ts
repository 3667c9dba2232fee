import type { Page, Request } from '@playwright/test';
import { API_DOWN_URL, expect, gotoHydrated, test, waitForHydration, waitForPart } from './fixtures';

const SERVER_ERROR_TEXT = 'Por uma indisponibilidade do sistema, a página não pôde ser carregada.';
const CLOCK_START = new Date('2026-03-02T10:00:00-03:00').getTime();

test.describe('404 page', () => {
  // The browser logs the 404 answer of the document.
  test.use({ ignoredConsoleErrors: [/status of 404/] });

  async function expectNotFound(page: Page, path: string): Promise<void> {
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers 404`).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Página não encontrada/ })).toBeVisible();
    await expect(page.getByRole('main').getByText('404', { exact: true })).toBeVisible();
    // The page keeps the shell.
    await expect(page.getByRole('banner')).toBeVisible();
  }

  test('T§2 an unknown address answers 404 and shows 404 / Página não encontrada', async ({ page }) => {
    await expectNotFound(page, '/isto-nao-existe');
    await expect(page).toHaveTitle(/Página não encontrada/);
  });

  test('T§2 B§2.4 an unknown product address (/….html) answers 404', async ({ page }) => {
    await expectNotFound(page, '/nao-existe.html');
  });

  test('T§2 B§2.1 more than 4 category levels answer 404', async ({ page }) => {
    await expectNotFound(page, '/a/b/c/d/e');
  });

  test('T§2 (storefront-transactions.md Error pages) an address the router cannot read (/%ZZ, /%FF.html) is the full 404 page', async ({
    page,
  }) => {
    for (const path of ['/%ZZ', '/%FF.html']) {
      await expectNotFound(page, path);
      await expect(page).toHaveTitle(/Página não encontrada/);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(page.getByText('Endereço inválido')).toHaveCount(0);
    }
  });

  test('T§2 the 404 page leads back to the home page', async ({ page }) => {
    await gotoHydrated(page, '/isto-nao-existe');
    await page.getByRole('main').getByRole('link', { name: 'Ir para a página inicial' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: /Página não encontrada/ })).toHaveCount(0);
  });
});

test.describe('5xx page (Store API down)', () => {
  // The document answers 503, which the browser logs.
  test.use({ ignoredConsoleErrors: [/status of 503/] });

  function isDocumentRequest(request: Request): boolean {
    return request.isNavigationRequest() && request.url() === `${API_DOWN_URL}/`;
  }

  test('T§2 the home page answers 503 with the unavailability message', async ({ page }) => {
    const response = await page.goto(`${API_DOWN_URL}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: SERVER_ERROR_TEXT })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recarregar agora' })).toBeVisible();
  });

  test('T§2 the countdown goes from 5 to 1 and then the page reloads', async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 60_000);
    await page.goto(`${API_DOWN_URL}/`);
    await waitForHydration(page);
    const timer = page.getByRole('timer');
    // The error page's code loads after hydration (decision 026): the countdown is the component's.
    await waitForPart(timer);
    await expect(timer).toHaveText(/\b5\b/);

    let documentLoads = 0;
    page.on('request', (request) => {
      if (isDocumentRequest(request)) documentLoads += 1;
    });
    for (const seconds of [4, 3, 2, 1]) {
      await page.clock.runFor(1000);
      await expect(timer).toHaveText(new RegExp(`\\b${seconds}\\b`));
    }
    expect(documentLoads, 'no reload before 5 s').toBe(0);

    const reloaded = page.waitForRequest(isDocumentRequest);
    await page.clock.runFor(1000);
    await reloaded;
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: SERVER_ERROR_TEXT })).toBeVisible();
    expect(documentLoads).toBe(1);
  });

  test("T§2 'Recarregar agora' reloads at once", async ({ page }) => {
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START + 60_000);
    await page.goto(`${API_DOWN_URL}/`);
    await waitForHydration(page);
    const reloaded = page.waitForRequest(isDocumentRequest);
    await page.getByRole('button', { name: 'Recarregar agora' }).click();
    await reloaded;
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: SERVER_ERROR_TEXT })).toBeVisible();
    // The clock never moved: the reload came from the button, not from the countdown.
    await expect(page.getByRole('timer')).toHaveText(/\b5\b/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('T§2 the page reloads by itself after 5 s, and Recarregar agora reloads the same address', async ({
      page,
    }) => {
      const address = `${API_DOWN_URL}/busca?busca=termometro`;
      const response = await page.goto(address);
      expect(response?.status()).toBe(503);
      const started = Date.now();
      // The refresh of the page itself (no script runs): the same address is requested again, not before 5 s.
      const reloaded = await page.waitForRequest((r) => r.isNavigationRequest() && r.url() === address, {
        timeout: 15_000,
      });
      expect(reloaded.url()).toBe(address);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
      await page.waitForLoadState('load');
      const again = page.waitForRequest((r) => r.isNavigationRequest() && r.url() === address);
      await page.getByRole('button', { name: 'Recarregar agora' }).click();
      await again;
    });
  });

  test('T§2 any page of the storefront answers 503 when the Store API is down', async ({ page }) => {
    for (const path of ['/pagina/quem-somos', '/busca?busca=termometro']) {
      const response = await page.goto(`${API_DOWN_URL}${path}`);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole('heading', { level: 1, name: SERVER_ERROR_TEXT })).toBeVisible();
    }
  });
});
