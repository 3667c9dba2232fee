import { expect, gotoHydrated, test } from './fixtures';

/**
 * Issue 39, "Polish a shopper sees": the header at the widths a shopper uses (360, 768 and 1366 px;
 * playwright.config.ts runs this file at each).
 */

test('issue 39 B§2.6: the header search box is wide enough to read what is typed', async ({ page }) => {
  await gotoHydrated(page, '/refrigeracao');
  const input = page.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' });
  const box = await input.boundingBox();
  expect(box?.width ?? 0, 'search input width').toBeGreaterThanOrEqual(200);
});

test('issue 39 B§2.6: the logo shows the whole store name', async ({ page }) => {
  await gotoHydrated(page, '/');
  const name = page.getByRole('banner').locator('.logo > span');
  const { scroll, client } = await name.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(scroll, 'the name is not cut').toBeLessThanOrEqual(client);
});

test('issue 39 B§2.6: from 1366 px the main menu bar keeps every entry on one row', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1366, 'the bar wraps below 1366 px; the phone has the off-canvas menu');
  await gotoHydrated(page, '/');
  const entries = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('listitem');
  const boxes = await entries.evaluateAll((items) =>
    items.map((item) => {
      const { top, bottom } = item.getBoundingClientRect();
      return { top, bottom };
    }),
  );
  expect(boxes.length).toBeGreaterThan(5);
  const lowestTop = Math.max(...boxes.map((b) => b.top));
  const highestBottom = Math.min(...boxes.map((b) => b.bottom));
  expect(lowestTop, 'every entry overlaps one row').toBeLessThan(highestBottom);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("issue 39 B§2.6: 'Máquinas mais buscadas' shows every machine and no toggle that cannot toggle", async ({
    page,
  }) => {
    await page.goto('/marcas?wapRender=true');
    const section = page.getByRole('contentinfo').getByRole('region', { name: 'Máquinas mais buscadas' });
    await expect(section.getByRole('button', { name: 'Ver todas as máquinas' })).toBeHidden();
    const { shown, full } = await section
      .locator('#maquinas-mais-buscadas')
      .evaluate((element) => ({ shown: element.clientHeight, full: element.scrollHeight }));
    expect(shown, 'every machine is shown').toBe(full);
  });
});
