import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Cart, ProductDetail } from '@vitrine/contract';
import { expect, gotoHydrated, storeApiData, test } from './fixtures';

/**
 * Side cart (T§2, T§4, T§5, T§8, B§2.6) and the cart page that stands in for it without JavaScript. Every test runs
 * in a fresh browser context, so it starts with an empty cart; prices are read from the Store API.
 */

type Detail = ProductDetail;
/** What the storefront's cart resource (/resources/cart) answers. */
type CartJson = { ok: boolean; carrinho: Cart };

// A seeded clamp meter without a simple attribute (its card adds to the cart) and a controller with one.
const WITHOUT_VALUES = '/alicate-amperimetro-digital-aa-400-true-rms.html';
const WITH_VALUES = '/controlador-digital-para-refrigeracao-cr-2d-com-degelo.html';

const detail = (request: APIRequestContext, rota: string) =>
  storeApiData<Detail>(request, `/v2/front/url/product/detail?url=${encodeURIComponent(rota)}`);

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

const stockMessage = (nome: string) =>
  `A quantidade solicitada do produto ${nome} não estava disponível em estoque, mas a quantidade disponível foi adicionada.`;

function cartCounter(page: Page, count: number): Locator {
  const name = `Carrinho com ${count} ${count === 1 ? 'item' : 'itens'}`;
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Meu carrinho' });

/** The session's cart as the storefront's cart resource answers it (same cookies as the page). */
async function sessionCart(page: Page): Promise<CartJson['carrinho']> {
  const response = await page.request.get('/resources/cart');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as CartJson;
  return body.carrinho;
}

async function addFromProductPage(page: Page, product: Detail) {
  await gotoHydrated(page, product.rota);
  await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
  await expect(drawer(page)).toBeVisible();
}

/** A product without choices added from its page: the drawer is open with its one line. */
async function drawerWithOneProduct(page: Page, request: APIRequestContext) {
  const product = await detail(request, WITHOUT_VALUES);
  await addFromProductPage(page, product);
  return { product, side: drawer(page) };
}

test.describe('Side cart', () => {
  test('T§4 B§4 a card without a required choice adds to the cart and the side cart opens', async ({
    page,
    request,
  }) => {
    const product = await detail(request, WITHOUT_VALUES);
    await gotoHydrated(page, product.categoria.rota);
    await expect(cartCounter(page, 0)).toBeVisible();
    await page.getByRole('button', { name: `Comprar: ${product.nome}`, exact: true }).click();
    const side = drawer(page);
    await expect(side).toBeVisible();
    await expect(side.getByRole('link', { name: product.nome, exact: true })).toBeVisible();
    await expect(side.getByRole('textbox', { name: `Quantidade de ${product.nome}`, exact: true })).toHaveValue('1');
    await expect(page).toHaveURL(product.categoria.rota);
    await side.getByRole('button', { name: 'Escolher mais produtos' }).click();
    await expect(side).toBeHidden();
    await expect(cartCounter(page, 1)).toBeVisible();
  });

  test('B§4 a card of a product with a required choice opens the product page', async ({ page, request }) => {
    const product = await detail(request, WITH_VALUES);
    await gotoHydrated(page, product.categoria.rota);
    await page.getByRole('link', { name: `Comprar: ${product.nome}`, exact: true }).click();
    await expect(page).toHaveURL(product.rota);
  });

  test('T§5 stepper and typing change the quantity; totals and the counter follow the server', async ({
    page,
    request,
  }) => {
    const product = await detail(request, WITHOUT_VALUES);
    expect(product.estoque).toBeGreaterThan(3);
    await addFromProductPage(page, product);
    const side = drawer(page);
    const field = side.getByRole('textbox', { name: `Quantidade de ${product.nome}`, exact: true });
    const minus = side.getByRole('button', { name: `Diminuir quantidade de ${product.nome}` });
    const plus = side.getByRole('button', { name: `Aumentar quantidade de ${product.nome}` });
    const summary = side.getByTestId('resumo-carrinho');

    // T§5: minus never goes below 1.
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(field).toHaveValue('3');
    await expect(side.getByTestId('subtotal-linha')).toContainText(brl(product.precos.por * 3));
    await expect(summary).toContainText(`Subtotal${brl(product.precos.por * 3)}`);
    await expect(summary).toContainText(`Total${brl(product.precos.por * 3)}`);
    await expect(side).toHaveAttribute('aria-busy', 'false');
    let cart = await sessionCart(page);
    expect(cart.quantidadeTotal).toBe(3);
    expect(cart.total.valor).toBeCloseTo(product.precos.por * 3, 2);

    // T§5: letters never enter the field; digits are sent after the pause.
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially('2x');
    await expect(field).toHaveValue('2');
    await expect(side.getByTestId('subtotal-linha')).toContainText(brl(product.precos.por * 2));
    await expect(side).toHaveAttribute('aria-busy', 'false');
    cart = await sessionCart(page);
    expect(cart.itens[0]?.quantidade).toBe(2);

    await minus.click();
    await expect(side.getByTestId('subtotal-linha')).toContainText(brl(product.precos.por));
    await expect(minus).toBeDisabled();
    await side.getByRole('button', { name: 'Fechar carrinho' }).click();
    await expect(cartCounter(page, 1)).toBeVisible();
  });

  test('T§4 T§8 above the stock the line takes the server quantity and the stock message shows', async ({
    page,
    request,
  }) => {
    const { product, side } = await drawerWithOneProduct(page, request);
    const field = side.getByRole('textbox', { name: `Quantidade de ${product.nome}`, exact: true });
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially(String(product.estoque + 5));
    await expect(side.getByRole('status').filter({ hasText: stockMessage(product.nome) })).toBeVisible();
    await expect(field).toHaveValue(String(product.estoque));
    await expect(side.getByTestId('subtotal-linha')).toContainText(brl(product.precos.por * product.estoque));
    const cart = await sessionCart(page);
    expect(cart.quantidadeTotal).toBe(product.estoque);
    await page.keyboard.press('Escape');
    await expect(cartCounter(page, product.estoque)).toBeVisible();
  });

  test('T§2 T§4 removing the last line empties the cart and the counter', async ({ page, request }) => {
    const { product, side } = await drawerWithOneProduct(page, request);
    await side.getByRole('button', { name: `Remover ${product.nome} do carrinho` }).click();
    await expect(side.getByText('Seu carrinho está vazio.')).toBeVisible();
    await expect(side.getByRole('link', { name: product.nome, exact: true })).toHaveCount(0);
    // Focus stays in the drawer after its button went away.
    await expect(side.getByRole('heading', { name: 'Meu carrinho' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cartCounter(page, 0)).toBeVisible();
    expect((await sessionCart(page)).itens).toEqual([]);
  });

  test.describe('when the server refuses a change', () => {
    // The cart action answers a refused change with 400, which the browser logs.
    test.use({ ignoredConsoleErrors: [/resources\/cart\.data.*|status of 400/] });

    test('T§4 a failed removal keeps the list unchanged and shows an error; the drawer is busy meanwhile', async ({
      page,
      request,
    }) => {
      const { product, side } = await drawerWithOneProduct(page, request);
      // The line goes away behind the drawer's back (another tab), so the drawer's removal finds no such line.
      const [line] = (await sessionCart(page)).itens;
      if (!line) throw new Error('the cart has no line');
      const gone = await page.request.post('/resources/cart', {
        form: { intent: 'remove', hash: line.hash, tipo: 'produto', js: '1' },
      });
      expect(gone.ok()).toBe(true);
      // Hold the drawer's call to see the loading flag, then let it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/resources/cart.data*', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await side.getByRole('button', { name: `Remover ${product.nome} do carrinho` }).click();
      await expect(side).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(side.getByRole('alert')).toHaveText(
        'Não foi possível alterar o carrinho. Tente novamente mais tarde.',
      );
      await expect(side).toHaveAttribute('aria-busy', 'false');
      await expect(side.getByRole('link', { name: product.nome, exact: true })).toBeVisible();
    });

    test('T§4 a change that never reaches the server (connection lost) keeps the list and shows the error inline', async ({
      page,
      request,
    }) => {
      const { product, side } = await drawerWithOneProduct(page, request);
      await page.route('**/resources/cart.data*', (route) => route.abort('internetdisconnected'));
      await side.getByRole('button', { name: `Remover ${product.nome} do carrinho` }).click();
      await expect(side.getByRole('alert')).toHaveText(
        'Não foi possível alterar o carrinho. Tente novamente mais tarde.',
      );
      // Still the page and the open drawer with the line, not the error page.
      await expect(side).toBeVisible();
      await expect(side.getByRole('link', { name: product.nome, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nome);
      expect((await sessionCart(page)).itens).toHaveLength(1);
    });
  });

  test('B§2.6 T§2 the header counter toggles the drawer; Esc closes it and focus returns', async ({
    page,
    request,
    expectNoAxeViolations,
    makeAxeBuilder,
  }) => {
    const product = await detail(request, WITHOUT_VALUES);
    await addFromProductPage(page, product);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    const counter = cartCounter(page, 1);
    await expect(counter).toHaveAttribute('href', '/carrinho');
    await counter.focus();
    await page.keyboard.press('Enter');
    const side = drawer(page);
    await expect(side).toBeVisible();
    await expect(counter).toHaveAttribute('aria-expanded', 'true');
    await expect(side.getByRole('link', { name: product.nome, exact: true })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Concluir compra' })).toHaveAttribute('href', '/checkout/carrinho/');
    await expect(side).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(makeAxeBuilder().include('[data-testid="side-cart"]'));
    // Focus stays inside the modal drawer, forwards and backwards.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press(key);
        expect(await side.evaluate((el) => el.contains(document.activeElement)), `${key} × ${i + 1}`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(side).toBeHidden();
    await expect(counter).toBeFocused();
    await expect(counter).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(product.rota);
  });

  test('T§2 a click on the overlay closes the drawer and focus returns to the buy button', async ({
    page,
    request,
  }) => {
    const product = await detail(request, WITHOUT_VALUES);
    await addFromProductPage(page, product);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    await page.mouse.click(5, viewport.height / 2);
    await expect(drawer(page)).toBeHidden();
    await expect(page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true })).toBeFocused();
  });

  test('T§2 an empty cart opened from the header says so', async ({ page }) => {
    await gotoHydrated(page, '/');
    await cartCounter(page, 0).click();
    const side = drawer(page);
    await expect(side.getByText('Seu carrinho está vazio.')).toBeVisible();
    await expect(side.getByRole('link', { name: 'Concluir compra' })).toHaveCount(0);
  });
});

test.describe('Cart page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('T§2 add, change the quantity and remove through /carrinho', async ({ page, request }) => {
    const product = await detail(request, WITHOUT_VALUES);
    await page.goto(product.categoria.rota);
    await expect(cartCounter(page, 0)).toHaveAttribute('href', '/carrinho');
    await page.getByRole('button', { name: `Comprar: ${product.nome}`, exact: true }).click();
    await expect(page).toHaveURL('/carrinho?carrinho=adicionado');
    await expect(page).toHaveTitle(/^Carrinho \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('Produto adicionado ao carrinho.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: product.nome, exact: true })).toBeVisible();
    await expect(cartCounter(page, 1)).toBeVisible();

    const field = main.getByLabel(`Quantidade de ${product.nome}`);
    await field.fill('3');
    await main.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page).toHaveURL('/carrinho');
    await expect(field).toHaveValue('3');
    await expect(main.getByTestId('resumo-carrinho')).toContainText(`Total${brl(product.precos.por * 3)}`);
    await expect(cartCounter(page, 3)).toBeVisible();

    // T§8: above the stock the server keeps what it has and the page says so.
    await field.fill(String(product.estoque + 5));
    await main.getByRole('button', { name: 'Atualizar' }).click();
    await expect(main.getByText(stockMessage(product.nome))).toBeVisible();
    await expect(field).toHaveValue(String(product.estoque));

    await main.getByRole('button', { name: `Remover ${product.nome} do carrinho` }).click();
    await expect(page).toHaveURL('/carrinho');
    await expect(main.getByText('Seu carrinho está vazio.')).toBeVisible();
    await expect(cartCounter(page, 0)).toBeVisible();
  });

  test('T§4 a product-page add lands on the cart page with the line', async ({ page, request }) => {
    const product = await detail(request, WITHOUT_VALUES);
    await page.goto(product.rota);
    await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page).toHaveURL('/carrinho?carrinho=adicionado');
    await expect(page.getByRole('main').getByRole('link', { name: product.nome, exact: true })).toBeVisible();
  });
});

test.describe('Where a plain cart post goes back to (T§4)', () => {
  for (const redirectTo of ['//evil.example/', '/.//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
    test(`T§4 redirectTo ${redirectTo} stays on this site`, async ({ request }) => {
      const response = await request.post('/resources/cart', {
        form: { intent: 'update', hash: 'p0-v0', quantidade: '1', redirectTo },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/?erro=carrinho');
    });
  }
});
