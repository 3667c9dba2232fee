import type { Brand } from '@vitrine/contract';
import { API_FAULTS_URL, expect, gotoHydrated, storeApiData, test } from './fixtures';

// T§2 "Brands list" and T§7 (brands): the store's brands as a logo grid; a failed call leaves its empty state.
test.describe('Brands page /marcas (T§2)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 1366, 'width-independent: checked at 1366 px');

  test('T§2 "As melhores marcas": every active brand, its logo (or its name) linking to its listing', async ({
    page,
    request,
  }) => {
    const { marcas } = await storeApiData<{ marcas: Brand[] }>(request, '/v2/front/brands?ativo=true');
    expect(marcas.length).toBeGreaterThan(0);
    await gotoHydrated(page, '/marcas');
    await expect(page.getByRole('heading', { level: 1, name: 'As melhores marcas' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Marcas', exact: true });
    await expect(grid.getByRole('listitem')).toHaveCount(marcas.length);
    for (const brand of marcas) {
      const link = grid.getByRole('link', { name: brand.nome, exact: true });
      await expect(link).toHaveAttribute('href', brand.rota);
      if (brand.imagem) await expect(link.getByRole('img', { name: brand.nome })).toHaveAttribute('src', brand.imagem);
    }
    const first = marcas[0]!;
    await grid.getByRole('link', { name: first.nome, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${first.rota}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(first.nome);
  });

  test('T§2 when the brands call fails the page still answers, with "Nenhuma marca encontrada"', async ({ page }) => {
    const response = await page.goto(`${API_FAULTS_URL}/marcas`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'As melhores marcas' })).toBeVisible();
    await expect(page.getByText('Nenhuma marca encontrada')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Marcas', exact: true })).toHaveCount(0);
    // The rest of the store answers as usual: the header's search and menus are there.
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first()).toBeVisible();
  });
});
