import type { APIRequestContext, Page } from '@playwright/test';
import type { ListDetail as Kit, ListShopResponse, Listing } from '@vitrine/contract';
import { expect, gotoHydrated, isDesktop, STORE_API_HEADERS, storeApiData, test } from './fixtures';

/** Kit (shopping list) detail (B§2.5, T§2, T§4). Totals are read from the Store API, never hard-coded. */

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

async function kits(request: APIRequestContext): Promise<Kit[]> {
  const listing = await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista&limit=50');
  return Promise.all(
    listing.conteudo.listas.map((l) =>
      storeApiData<Kit>(request, `/v2/front/url/list/detail?url=${encodeURIComponent(l.rota)}`),
    ),
  );
}

/** A kit the shopper may change: available, choices allowed, a product with another value in stock. */
async function changeableKit(request: APIRequestContext) {
  for (const kit of await kits(request)) {
    if (!kit.disponivel || !kit.selecaoAtributo) continue;
    for (const product of kit.produtos) {
      const other = product.atributos.simples?.valores.find(
        (v) => v.idAtributoValor !== product.idAtributoValor && v.estoque > 0,
      );
      if (other && product !== kit.produtos[0]) return { kit, product, other };
    }
  }
  throw new Error('no seeded kit with a value to change');
}

function cartLink(page: Page, count: number) {
  const name = `Carrinho com ${count} ${count === 1 ? 'item' : 'itens'}`;
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

test.describe('Kit detail', () => {
  test('B§2.5 the kit shows its title, total and composition', async ({ page, request }) => {
    const { kit } = await changeableKit(request);
    await gotoHydrated(page, kit.rota);
    await expect(page.getByRole('heading', { level: 1, name: kit.nome })).toBeVisible();
    await expect(page.getByTestId('kit-total')).toContainText(brl(kit.precos.por));
    const composition = page.getByRole('region', { name: 'Composição do Kit' });
    for (const product of kit.produtos) {
      await expect(composition.getByRole('link', { name: product.nome, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('mais-procurados')).toBeVisible({ visible: isDesktop(page) });
  });

  test('T§4 changing a value asks the server for the new total', async ({ page, request }) => {
    const { kit, product, other } = await changeableKit(request);
    const response = await request.post('/v2/front/list/shop', {
      headers: STORE_API_HEADERS,
      data: { idListaCompra: kit.id, produtos: [{ id: product.id, idAtributoValor: other.idAtributoValor }] },
    });
    const expected = ((await response.json()) as { data: ListShopResponse }).data.precos.por;
    await gotoHydrated(page, kit.rota);
    const item = page.getByTestId(`kit-produto-${product.id}`);
    const shop = page.waitForResponse((r) => r.url().includes('/resources/list-shop') && r.ok());
    await item.getByText(other.label, { exact: true }).click();
    await shop;
    await expect(item.getByRole('radio', { name: new RegExp(`^${other.label}`) })).toBeChecked();
    await expect(page.getByTestId('kit-total')).toContainText(brl(expected));
  });

  test('B§2.5 a kit whose first product is out of stock offers "Avise-me quando chegar"', async ({ page, request }) => {
    const kit = (await kits(request)).find((k) => k.produtos[0]?.estoque === 0);
    if (!kit) throw new Error('no seeded kit with its first product out of stock');
    await gotoHydrated(page, kit.rota);
    await expect(page.getByRole('link', { name: 'Avise-me quando chegar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprar kit' })).toHaveCount(0);
  });

  test('B§2.5 without permission the choices are disabled with the pre-selection', async ({ page, request }) => {
    const kit = (await kits(request)).find((k) => !k.selecaoAtributo);
    const product = kit?.produtos.find((p) => p.atributos.simples);
    const chosen = product?.atributos.simples?.valores.find((v) => v.idAtributoValor === product.idAtributoValor);
    if (!kit || !product || !chosen) throw new Error('no seeded kit without permission to choose');
    await gotoHydrated(page, kit.rota);
    const group = page.getByTestId(`kit-produto-${product.id}`).getByRole('group');
    await expect(group).toHaveAttribute('disabled', '');
    for (const radio of await group.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(group.getByRole('radio', { name: new RegExp(`^${chosen.label}`) })).toBeChecked();
  });

  test('T§4 "Comprar kit" adds the kit to the cart', async ({ page, request }) => {
    const { kit } = await changeableKit(request);
    await gotoHydrated(page, kit.rota);
    await expect(cartLink(page, 0)).toBeVisible();
    await page.getByRole('button', { name: 'Comprar kit' }).click();
    await expect(cartLink(page, 1)).toBeVisible();
  });

  test('WCAG 2.1 AA: a kit page has no axe violations', async ({ page, request, expectNoAxeViolations }) => {
    const { kit } = await changeableKit(request);
    await gotoHydrated(page, kit.rota);
    await expectNoAxeViolations();
  });
});

test.describe('Kit listings by address (B§2.1 list/listing/*, decision 005)', () => {
  const kitListing = (request: APIRequestContext, query: string) =>
    storeApiData<Listing>(request, `/v2/front/url/list/listing?${query}`);
  const kitCards = (page: Page) => page.locator('main article');

  test("a brand's kits live at /lista/marcas/{marca} and sorting stays there", async ({ page, request }) => {
    const listing = await kitListing(request, 'url=/lista/marcas/soldaforte&tipo=marca');
    expect(listing.info.total).toBeGreaterThan(0);
    await gotoHydrated(page, '/lista/marcas/soldaforte');
    await expect(kitCards(page)).toHaveCount(listing.conteudo.listas.length);
    for (const kit of listing.conteudo.listas) {
      await expect(page.getByRole('link', { name: kit.nome }).first()).toBeVisible();
    }
    const other = listing.detalhes.ordenacao.find((o) => !o.atual)!;
    expect(other.rota.startsWith('/lista/marcas/soldaforte?')).toBe(true);
    if (!isDesktop(page)) await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.locator('dialog.filter-drawer').getByLabel('Ordenar por').selectOption({ label: other.label });
    await expect(page).toHaveURL(other.rota);
  });

  test("a landing page's kits and a kit search have their own addresses", async ({ page, request }) => {
    const landing = await kitListing(request, 'url=/lista/c/cadeia-do-frio&tipo=landingPage');
    await page.goto('/lista/c/cadeia-do-frio');
    await expect(kitCards(page)).toHaveCount(landing.conteudo.listas.length);

    const search = await kitListing(request, 'url=/lista/busca&tipo=busca&busca=soldador');
    expect(search.info.total).toBeGreaterThan(0);
    await page.goto('/lista/busca?busca=soldador');
    await expect(kitCards(page)).toHaveCount(search.conteudo.listas.length);
    await expect(page.getByRole('link', { name: search.conteudo.listas[0]!.nome }).first()).toBeVisible();

    // B§2.6: an empty text is never searched; the address shows every kit instead.
    await page.goto('/lista/busca');
    await expect(page).toHaveURL(/\/lista$/);
  });
});

test.describe('Unknown kit', () => {
  test.use({ ignoredConsoleErrors: [/status of 404/] });

  test('B§8 an unknown kit is the not-found page', async ({ page }) => {
    const response = await page.goto('/lista/kit-que-nao-existe.html');
    expect(response?.status()).toBe(404);
  });
});

test.describe('Kit detail without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('T§4 the choices post and the page shows the server total', async ({ page, request }) => {
    const { kit, product, other } = await changeableKit(request);
    const response = await request.post('/v2/front/list/shop', {
      headers: STORE_API_HEADERS,
      data: { idListaCompra: kit.id, produtos: [{ id: product.id, idAtributoValor: other.idAtributoValor }] },
    });
    const expected = ((await response.json()) as { data: ListShopResponse }).data.precos.por;
    await page.goto(kit.rota);
    await page.getByTestId(`kit-produto-${product.id}`).getByText(other.label, { exact: true }).click();
    await page.getByRole('button', { name: 'Atualizar preço do kit' }).click();
    await expect(page.getByTestId('kit-total')).toContainText(brl(expected));
  });
});
