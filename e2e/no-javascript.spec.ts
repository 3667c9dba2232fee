import { expect, isDesktop, storeSettings, test } from './fixtures';

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('B§2.6 the home page renders the header, the menus and the footer', async ({ page, request }) => {
    const site = (await storeSettings(request)).sistema.geral.site;
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${site.nomeDoSite} – página inicial` })).toBeVisible();
    await expect(header.getByRole('search').getByLabel('Buscar produtos', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Carrinho com 0 itens' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Faça Login', exact: true })).toBeVisible();
    // The footer shows at once without the scroll rule's script.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByText(`CNPJ: ${site.cnpj}`)).toBeVisible();
  });

  test('B§2.6 the main menu links work without JavaScript', async ({ page }) => {
    test.skip(!isDesktop(page), 'below 1024 px the menu is an off-canvas dialog opened by script');
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Data Loggers', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Marcas', exact: true }).click();
    await expect(page).toHaveURL('/marcas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('B§2.6 below 1024 px the menu opens as a disclosure without JavaScript', async ({ page }) => {
    test.skip(isDesktop(page), 'at 1024 px or wider the main menu links are in the bar');
    await page.goto('/');
    // The off-canvas dialog (closed, script-driven) also has a 'Menu' title: take the disclosure's summary.
    await page.locator('summary', { hasText: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Ver toda loja' });
    await menu.getByRole('link', { name: 'Data Loggers', exact: true }).click();
    await expect(page).toHaveURL('/data-loggers');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Loggers' })).toBeVisible();
  });

  test('B§2.6 a footer link navigates without JavaScript', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Quem somos' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL('/pagina/quem-somos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('B§2.6 B§5 the search form submits with GET to /busca, and not when empty', async ({ page }) => {
    await page.goto('/pagina/quem-somos');
    const box = page.getByRole('search').getByLabel('Buscar produtos', { exact: true });
    await box.press('Enter');
    await expect(box).toHaveJSProperty('validity.valueMissing', true);
    await expect(page).toHaveURL('/pagina/quem-somos');
    await box.fill('termometro');
    await box.press('Enter');
    await expect(page).toHaveURL('/busca?busca=termometro');
  });

  test("T§2 'Atendimento' opens the support pop-up as the page's target, and 'Fechar' closes it", async ({
    page,
    request,
  }) => {
    const site = (await storeSettings(request)).sistema.geral.site;
    await page.goto('/');
    await page.getByRole('button', { name: 'Atendimento', exact: true }).click();
    await expect(page).toHaveURL('/#atendimento');
    const popup = page.locator('#atendimento');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Central de atendimento' })).toBeVisible();
    await expect(popup.getByRole('link', { name: site.telefone }).first()).toBeVisible();
    await popup.getByRole('button', { name: 'Fechar' }).click();
    await expect(popup).toBeHidden();
  });

  test('B§2.6, T§4 a highlighted menu item opens the postal-code pop-up; saving comes back to it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    if (isDesktop(page)) {
      await page.getByRole('navigation', { name: 'Menu principal' }).locator('a[href="#cep-modal"]').first().click();
    } else {
      await page.locator('summary', { hasText: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Ver toda loja' }).locator('a[href="#cep-modal"]').first().click();
    }
    const popup = page.locator('#cep-modal');
    await expect(popup).toBeVisible();
    await popup.getByLabel('CEP', { exact: true }).fill('01310-100');
    await popup.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\?cepSalvo=01310-100#cep-modal$/);
    await expect(popup.getByRole('status')).toHaveText('Enviar para: 01310-100');
    expect((await context.cookies()).find((c) => c.name === 'cep')?.value).toBe('01310-100');
  });
});
