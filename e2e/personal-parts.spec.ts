import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ProductDetail } from '@vitrine/contract';
import { expect, storeApiData, test, waitForHydration } from './fixtures';

/**
 * Decision 044: a shopper with a session is served the page anonymous visitors get, her greeting and cart counter
 * written over it per request, and the page hydrates from her data. Two shoppers asking in turn each see only their
 * own name and cart; an anonymous visitor after them sees neither; without JavaScript the served HTML names her.
 */

const PASSWORD = 'demo1234';
const PLAIN_PRODUCT = '/alicate-amperimetro-digital-aa-400-true-rms.html';
const SHOPPERS = [
  { email: 'mariana.lima@exemplo.com.br', name: 'Mariana Souza Lima', quantity: 1, cart: 'Carrinho com 1 item' },
  {
    email: 'compras@serraazul.exemplo.com.br',
    name: 'Frigorífico Serra Azul Ltda.',
    quantity: 3,
    cart: 'Carrinho com 3 itens',
  },
] as const;
const OPERATOR = 'rafael.vendas@vitrineinstrumentos.com.br';

/** Signs a context's shopper in and puts `quantity` of the plain product in her cart (plain form posts). */
async function shopperWithCart(request: APIRequestContext, origin: string, email: string, quantity: number) {
  const signIn = await request.post('/checkout/acesso', {
    form: { email, senha: PASSWORD },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(signIn.status(), 'signed in').toBeLessThan(400);
  const product = await storeApiData<ProductDetail>(
    request,
    `/v2/front/url/product/detail?url=${encodeURIComponent(PLAIN_PRODUCT)}`,
  );
  const added = await request.post('/resources/cart', {
    form: { produto: `${product.id}:0`, quantidade: String(quantity) },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(added.headers()['location'] ?? '', 'added to the cart').not.toContain('erro');
}

/** Errors a page logs (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('Personal parts over the shared page (decision 044)', () => {
  test('two shoppers in turn each see only their own name and cart; an anonymous visitor neither', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Eight page loads with hydration, in two browsers, on a loaded machine.
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const second: BrowserContext = await browser.newContext({
      baseURL: origin,
      extraHTTPHeaders: { 'x-forwarded-for': '10.44.0.2' },
    });
    const secondPage = await second.newPage();
    const secondErrors = collectErrors(secondPage);
    const pages = [page, secondPage] as const;
    await shopperWithCart(page.request, origin, SHOPPERS[0].email, SHOPPERS[0].quantity);
    await shopperWithCart(second.request, origin, SHOPPERS[1].email, SHOPPERS[1].quantity);

    for (const url of [PLAIN_PRODUCT, '/', PLAIN_PRODUCT, '/data-loggers']) {
      for (const index of [0, 1] as const) {
        const shopper = SHOPPERS[index];
        const other = SHOPPERS[1 - index];
        const current = pages[index];
        const response = await current.goto(url);
        // Served from the shared page (hit, or a miss that kept the anonymous render), her parts written over it.
        expect(response?.headers()['x-page-cache'], url).toMatch(/^(hit|miss)$/);
        const html = (await response?.text()) ?? '';
        expect(html.includes(shopper.name), `${url}: her name in the HTML`).toBe(true);
        expect(html.includes(other?.name ?? ''), `${url}: the other shopper's name`).toBe(false);
        expect(html.includes(other?.cart ?? ''), `${url}: the other shopper's cart`).toBe(false);
        await waitForHydration(current);
        const banner = current.getByRole('banner');
        // After hydration the header still draws her parts (the root started from her data).
        await expect(banner.getByText(`Olá, ${shopper.name}`).filter({ visible: true })).toHaveCount(1);
        await expect(banner.getByRole('link', { name: shopper.cart })).toBeVisible();
        await expect(banner.getByRole('link', { name: 'Faça Login', exact: true })).toHaveCount(0);
      }
    }
    expect(secondErrors).toEqual([]);
    await second.close();

    const anonymous = await browser.newContext({ baseURL: origin });
    const visitor = await anonymous.newPage();
    for (const url of [PLAIN_PRODUCT, '/']) {
      const html = (await (await visitor.goto(url))?.text()) ?? '';
      for (const shopper of SHOPPERS) {
        expect(html.includes(shopper.name.split(' ')[0] ?? ''), `${url}: ${shopper.name}`).toBe(false);
        expect(html.includes(shopper.cart), `${url}: ${shopper.cart}`).toBe(false);
      }
      await expect(visitor.getByRole('banner').getByRole('link', { name: 'Carrinho com 0 itens' })).toBeVisible();
      await expect(visitor.getByRole('banner').getByRole('link', { name: 'Faça Login', exact: true })).toBeVisible();
    }
    await anonymous.close();
  });
});

test.describe('Personal parts without JavaScript (decision 044)', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in shopper sees her name and cart count in the served HTML', async ({ page, baseURL }) => {
    const shopper = SHOPPERS[0];
    await shopperWithCart(page.request, baseURL ?? '', shopper.email, shopper.quantity);
    const response = await page.goto(PLAIN_PRODUCT);
    expect(response?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(`Olá, ${shopper.name}`).filter({ visible: true })).toHaveCount(1);
    await expect(banner.getByRole('link', { name: shopper.cart })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Faça Login', exact: true })).toHaveCount(0);
  });

  test('an operator’s internal sale shows its bar in the served HTML', async ({ page }) => {
    await page.goto('/checkout/acesso');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail').fill(OPERATOR);
    await main.getByLabel('Senha').fill(PASSWORD);
    await main.getByRole('button', { name: 'Entrar' }).click();
    await page
      .getByLabel('Cliente da venda interna')
      .selectOption({ label: `${SHOPPERS[0].name} (${SHOPPERS[0].email})` });
    await page.getByRole('button', { name: 'Iniciar venda interna' }).click();
    await page.goto(PLAIN_PRODUCT);
    const bar = page.getByRole('region', { name: 'Venda interna' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`Cliente: ${SHOPPERS[0].name}`);
    await expect(
      page.getByRole('banner').getByText('Olá, Rafael Operador Vendas').filter({ visible: true }),
    ).toHaveCount(1);
  });
});
