import type { Page } from '@playwright/test';
import { expect, gotoHydrated, isDesktop, test } from './fixtures';

/**
 * B§4 / T§4 design versions and B§2.6 header variants (decision 018): the resolver's inputs (query, hash, stored
 * home=1), the version kept for the visit, each header, 'Ver detalhes' on every card under s5, and B§9's 4
 * suggestions and 9/18/27 menu of the v1 header.
 */

const SEARCH = '/busca?busca=termometro';
const header = (page: Page) => page.locator('header[data-cabecalho]');

async function expectHeader(page: Page, version: string, variant: string) {
  await expect(header(page)).toHaveAttribute('data-versao', version);
  await expect(header(page)).toHaveAttribute('data-cabecalho', variant);
}

test.describe('Design versions (B§4, T§4)', () => {
  test('B§4 default, s5 and s9 share the standard header; v1, s4 and s7 each have their own, from the server', async ({
    page,
  }) => {
    for (const [query, version, variant] of [
      ['', 'default', 'padrao'],
      ['?s5=v1', 's5', 'padrao'],
      ['?s9=v1', 's9', 'padrao'],
      ['?s4=v1', 's4', 's4'],
      ['?s7=v1', 's7', 's7'],
      // Last: v=1 stores home=1 in the browser, which gives v1 for the rest of the visit.
      ['?v=1', 'v1', 'v1'],
    ] as const) {
      await page.context().clearCookies();
      // The server's HTML already carries the header (no flash of the wrong one).
      const response = await page.request.get(`/${query}`, { headers: { Cookie: '' } });
      expect(await response.text()).toContain(`data-cabecalho="${variant}"`);
      await page.goto(`/${query}`);
      await expectHeader(page, version, variant);
      const banner = page.getByRole('banner');
      // s7: no top bar; s4: no promo bar; the others have both.
      await expect(banner.getByRole('button', { name: 'Atendimento' })).toHaveCount(variant === 's7' ? 0 : 1);
      await expect(banner.getByRole('region', { name: 'Promoções' })).toHaveCount(variant === 's4' ? 0 : 1);
      // Every header keeps search, greeting and cart.
      await expect(banner.getByRole('combobox', { name: 'Buscar produtos' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Faça Login', exact: true })).toBeVisible();
      await expect(banner.getByRole('link', { name: /^Carrinho com/ })).toBeVisible();
    }
  });

  test('B§4 the hash #s7-v1 or the query gives a version; a later address without them is the default', async ({
    page,
  }) => {
    await gotoHydrated(page, '/busca?busca=termometro#s7-v1');
    await expectHeader(page, 's7', 's7');
    // A client navigation to an address without a version.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /página inicial/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expectHeader(page, 'default', 'padrao');
    await page.goto('/?s4=v1');
    await expectHeader(page, 's4', 's4');
    await page.goto('/marcas');
    await expectHeader(page, 'default', 'padrao');
  });

  test("B§4 v=1 stores home=1: v1 for later addresses, in the server's first HTML too, above any s-version", async ({
    page,
  }) => {
    await gotoHydrated(page, '/?v=1');
    await expectHeader(page, 'v1', 'v1');
    expect(await page.evaluate(() => window.localStorage.getItem('home'))).toBe('1');
    // The server knows it (9 items, the v1 header) before any script runs.
    const html = await (await page.request.get('/busca?busca=termometro')).text();
    expect(html).toContain('data-cabecalho="v1"');
    expect(html).toMatch(/Mostrando 1-9 de \d+ encontrados/);
    await gotoHydrated(page, '/pagina/quem-somos?s5=v1');
    await expectHeader(page, 'v1', 'v1');
  });

  test('B§4 a home=1 stored before its cookie existed reaches the server at the next address', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => window.localStorage.setItem('home', '1'));
    await gotoHydrated(page, '/marcas');
    await expectHeader(page, 'v1', 'v1');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'home')?.value).toBe('1');
    const html = await (await page.request.get('/marcas')).text();
    expect(html).toContain('data-cabecalho="v1"');
  });

  test("T§4 B§4 s5: 'Ver detalhes' on every card, not kept by a later address (B§4 otherwise default)", async ({
    page,
  }) => {
    await gotoHydrated(page, `${SEARCH}&s5=v1`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Ver detalhes: / }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /^Comprar: / })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Comprar/ })).toHaveCount(0);
    // A product link from the list: the product page's address names no version, so it is the default one.
    const card = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Ver detalhes: / }) });
    await card.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\.html/);
    await expectHeader(page, 'default', 'padrao');
    await expect(main.getByRole('button', { name: 'Ver detalhes' })).toHaveCount(0);
  });
});

test.describe('The v1 header (B§9)', () => {
  test('B§9 4 suggestions, the first 2 names cut to 4 words', async ({ page }) => {
    test.skip(!isDesktop(page), 'width-independent: the suggestion rule is checked once');
    await gotoHydrated(page, '/?v=1');
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await box.fill('termometro');
    const options = page.getByRole('listbox', { name: 'Sugestões de produtos' }).getByRole('option');
    await expect(options).toHaveCount(4);
    for (const index of [0, 1]) {
      const text = (await options.nth(index).innerText()).trim();
      expect(text.replace(/…$/, '').split(/\s+/).length).toBeLessThanOrEqual(4);
    }
  });

  test('B§9 the 9/18/27 items-per-page menu; 9 cards at first, 18 once picked, kept by the filter links', async ({
    page,
  }) => {
    await gotoHydrated(page, `${SEARCH}&v=1`);
    const main = page.getByRole('main');
    await expect(main.getByText(/^Mostrando 1-9 de \d+ encontrados$/)).toBeVisible();
    const size = page.getByLabel('Itens por página');
    await expect(size.locator('option')).toHaveText(['9', '18', '27']);
    if (!isDesktop(page)) await main.getByRole('button', { name: 'Filtros', exact: true }).click();
    await size.selectOption('18');
    await expect(page).toHaveURL(/ipp=18/);
    await expect(main.getByText(/^Mostrando 1-18 de \d+ encontrados$/)).toBeVisible();
  });
});
