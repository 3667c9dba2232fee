import { readFileSync } from 'node:fs';
import { ADMIN_API_HEADERS, expect, gotoHydrated, test } from './fixtures';

const SAMPLE = readFileSync(new URL('../docs/catalog/exemplo.csv', import.meta.url));
const PRODUCT = 'Manifold Digital Zeta 4 Vias com Bluetooth';

test.describe('Catalogue import (issue 26)', () => {
  // One width: the journey is about the data, and the pages it crosses are tested at every width elsewhere.
  test.skip(({ viewport }) => viewport?.width !== 1366, 'runs at 1366 px only');

  test('issue 26: a product imported from the sample file is found by search, shows its price and buys', async ({
    page,
    request,
  }) => {
    const imported = await request.post('/v2/admin/import', {
      headers: { ...ADMIN_API_HEADERS, 'content-type': 'text/csv' },
      data: SAMPLE,
    });
    expect(imported.status(), await imported.text()).toBe(200);
    expect((await imported.json()).data.recusados).toBe(0);

    await gotoHydrated(page, '/busca?busca=zeta');
    await page.getByRole('link', { name: PRODUCT }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('1.890,00');
    await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Meu carrinho' })).toContainText(PRODUCT);
  });
});
