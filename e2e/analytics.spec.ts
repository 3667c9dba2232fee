import type { Page } from '@playwright/test';
import type { ProductDetail } from '@vitrine/contract';
import { expect, gotoHydrated, storeApiData, test } from './fixtures';

/**
 * Analytics and scripts (B§1, B§2.3, T§3, T§4): the data layer's page_view on every page and GA4's ecommerce events;
 * a CSP whose scripts run by nonce only, every inline script carrying it; no tag manager in the default store (the
 * tag manager with a container id: app/root.test.tsx). Width-independent: checked at 1366 px.
 */

type DataLayerEntry = { event?: string; [key: string]: unknown };

// A seeded clamp meter without a simple attribute: its card and its page add it to the cart at once.
const PRODUCT = '/alicate-amperimetro-digital-aa-400-true-rms.html';

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as Window & { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);

/** The data layer's events named `name`, once at least one is there. */
async function events(page: Page, name: string): Promise<DataLayerEntry[]> {
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === name).length).toBeGreaterThan(0);
  return (await dataLayer(page)).filter((e) => e.event === name);
}

const detail = (request: Parameters<typeof storeApiData>[0]) =>
  storeApiData<ProductDetail>(request, `/v2/front/url/product/detail?url=${encodeURIComponent(PRODUCT)}`);

test.describe('Analytics and script policy', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 1366, 'width-independent: checked at 1366 px');

  test('T§3 page_view with the page kind, user and cart on the home, a product page and after a client navigation', async ({
    page,
    request,
  }) => {
    const product = await detail(request);
    await gotoHydrated(page, '/');
    const [home] = await events(page, 'page_view');
    expect(home).toEqual({
      event: 'page_view',
      page: { kind: 'home', path: '/', title: await page.title() },
      user: { logado: false, id: null, vendaInterna: false },
      cart: { quantidadeTotal: 0 },
    });

    await gotoHydrated(page, PRODUCT);
    const [detailView] = await events(page, 'page_view');
    expect(detailView).toMatchObject({ page: { kind: 'product/detail', path: PRODUCT } });

    // A client navigation (no document load) reports its own page_view.
    await page
      .getByRole('navigation', { name: 'Trilha' })
      .getByRole('link', { name: product.categoria.nome, exact: true })
      .click();
    await expect(page).toHaveURL(product.categoria.rota);
    await expect
      .poll(async () =>
        (await dataLayer(page)).filter((e) => e.event === 'page_view').map((e) => (e.page as { path: string }).path),
      )
      .toEqual([PRODUCT, product.categoria.rota]);
    const views = await events(page, 'page_view');
    expect(views[1]).toMatchObject({ page: { kind: 'product/listing/category' } });
    const list = await events(page, 'view_item_list');
    expect(list.at(-1)).toMatchObject({ ecommerce: { item_list_name: product.categoria.nome } });
  });

  test('B§2.3 select_item on a card click; T§4 add_to_cart after adding, remove_from_cart after removing', async ({
    page,
    request,
  }) => {
    const product = await detail(request);
    await gotoHydrated(page, product.categoria.rota);
    const [impressions] = await events(page, 'view_item_list');
    const items = (impressions!.ecommerce as { items: { item_id: string; index: number }[] }).items;
    expect(items.map((item) => item.index)).toEqual(items.map((_, i) => i + 1));

    await page.getByRole('button', { name: `Comprar: ${product.nome}`, exact: true }).click();
    const side = page.getByRole('dialog', { name: 'Meu carrinho' });
    await expect(side).toBeVisible();
    const [added] = await events(page, 'add_to_cart');
    expect(added).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'BRL',
        value: product.precos.por,
        items: [
          {
            item_id: String(product.id),
            item_name: product.nome,
            item_brand: product.marca.nome,
            price: product.precos.por,
            quantity: 1,
          },
        ],
      },
    });

    await side.getByRole('button', { name: `Remover ${product.nome} do carrinho` }).click();
    await expect(side.getByText('Seu carrinho está vazio.')).toBeVisible();
    const [removed] = await events(page, 'remove_from_cart');
    expect(removed).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'BRL', value: product.precos.por, items: [{ item_id: String(product.id), quantity: 1 }] },
    });
    await page.keyboard.press('Escape');

    const card = page.locator('article').filter({ has: page.getByRole('link', { name: product.nome, exact: true }) });
    await card.getByRole('link', { name: product.nome, exact: true }).click();
    await expect(page).toHaveURL(product.rota);
    const [selected] = await events(page, 'select_item');
    const position = items.findIndex((item) => item.item_id === String(product.id)) + 1;
    expect(selected).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: product.categoria.nome,
        items: [
          {
            item_id: String(product.id),
            item_name: product.nome,
            item_brand: product.marca.nome,
            price: product.precos.por,
            index: position,
            item_list_name: product.categoria.nome,
          },
        ],
      },
    });
  });

  test('T§3 the public tracking object: page, user, cart items and subtotal, current after each cart change', async ({
    page,
    request,
  }) => {
    const product = await detail(request);
    type Tracking = {
      pagina: { tipo: string; caminho: string };
      usuario: { logado: boolean };
      carrinho: { quantidadeTotal: number; subtotal: number; itens: { id: number; quantidade: number }[] } | null;
    };
    const tracking = () => page.evaluate(() => (window as Window & { dadosRastreamento?: unknown }).dadosRastreamento);
    await gotoHydrated(page, product.rota);
    await expect.poll(tracking).toMatchObject({
      pagina: { tipo: 'product/detail', caminho: product.rota },
      usuario: { logado: false },
      carrinho: { quantidadeTotal: 0, subtotal: 0, itens: [] },
    });
    await page.getByRole('main').getByRole('button', { name: 'Comprar', exact: true }).first().click();
    const side = page.getByRole('dialog', { name: 'Meu carrinho' });
    await expect(side).toBeVisible();
    await expect.poll(tracking).toMatchObject({
      carrinho: { quantidadeTotal: 1, subtotal: product.precos.por, itens: [{ id: product.id, quantidade: 1 }] },
    });
    await side
      .getByRole('button', { name: /^Aumentar/ })
      .first()
      .click();
    await expect.poll(async () => ((await tracking()) as Tracking).carrinho?.quantidadeTotal).toBe(2);
    await side.getByRole('button', { name: `Remover ${product.nome} do carrinho` }).click();
    await expect.poll(tracking).toMatchObject({ carrinho: { quantidadeTotal: 0, subtotal: 0, itens: [] } });
    // A new page keeps the cart as the store has it (the page's own copy, from the server).
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/');
    await expect.poll(tracking).toMatchObject({ pagina: { tipo: 'home', caminho: '/' }, carrinho: { itens: [] } });
  });

  test('T§4 remove_from_cart after a removal on the cart page', async ({ page, request }) => {
    const product = await detail(request);
    await gotoHydrated(page, PRODUCT);
    await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Meu carrinho' })).toBeVisible();
    await gotoHydrated(page, '/carrinho');
    await page
      .getByRole('main')
      .getByRole('button', { name: `Remover ${product.nome} do carrinho` })
      .click();
    await expect(page.getByRole('main').getByText('Seu carrinho está vazio.')).toBeVisible();
    const [removed] = await events(page, 'remove_from_cart');
    expect(removed).toMatchObject({
      ecommerce: { currency: 'BRL', value: product.precos.por, items: [{ item_id: String(product.id), quantity: 1 }] },
    });
  });

  test("CSP: a nonce per response, no 'unsafe-inline' for scripts, every inline script carries the nonce; no tag manager by default", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (const address of ['/', PRODUCT, '/busca?busca=termometro']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const csp = response.headers()['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
      expect(scriptSrc, address).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, `${address}: script-src names a nonce`).toBeTruthy();
      nonces.add(nonce!);

      // Browsers hide nonce values from the DOM: the raw HTML is read.
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes));
      expect(inline.length, `${address}: inline scripts`).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes, address).toContain(`nonce="${nonce}"`);
      expect(html, `${address}: no tag manager`).not.toContain('googletagmanager.com/gtm.js');
      expect(html, `${address}: no tag manager`).not.toContain('googletagmanager.com/ns.html');
    }
    expect(nonces.size, 'a new nonce for every response').toBe(3);
  });

  test('the pages hydrate under the CSP without violations and load no third-party script', async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const external: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).origin !== new URL(baseURL!).origin)
        external.push(request.url());
    });
    for (const address of ['/', '/busca?busca=termometro', PRODUCT]) {
      await gotoHydrated(page, address);
      expect(await page.evaluate(() => typeof (window as Window & { dataLayer?: unknown }).dataLayer)).toBe('object');
    }
    expect(violations).toEqual([]);
    expect(external).toEqual([]);
  });
});
