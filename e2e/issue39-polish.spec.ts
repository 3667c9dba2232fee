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

test.describe('first visit', () => {
  test.use({ seenHomePopup: false });

  test('issue 39 T§2: the coupon pop-up stands in the middle of the screen, without an empty band at its top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Cupom de desconto' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const screen = page.viewportSize();
    if (!box || !screen) throw new Error('no pop-up box');
    const above = box.y;
    const below = screen.height - box.y - box.height;
    expect(above, 'not against the top edge').toBeGreaterThan(8);
    expect(Math.abs(above - below), 'centred').toBeLessThanOrEqual(2);
    const title = dialog.getByRole('heading').first();
    const titleBox = await title.boundingBox();
    // The panel's padding and the heading's own margin (it was 68 px with a band kept for the close button).
    expect((titleBox?.y ?? 0) - box.y, 'the title starts near the top').toBeLessThanOrEqual(44);
  });
});

test('issue 39 T§4: after saving a CEP the menu bar names it instead of "Informe seu CEP"', async ({ page }) => {
  test.skip(
    (page.viewportSize()?.width ?? 0) < 1024,
    'the menu bar is the desktop header; below it the menu is off-canvas',
  );
  await gotoHydrated(page, '/');
  const bar = page.getByRole('navigation', { name: 'Menu principal' });
  await bar.getByRole('button', { name: 'Informe seu CEP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Informe seu CEP' });
  await dialog.getByLabel('CEP', { exact: true }).fill('01310100');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Enviar para: 01310-100');
  await expect(bar.getByRole('button', { name: 'CEP: 01310-100' })).toBeVisible();
  await page.reload();
  await expect(bar.getByRole('button', { name: 'CEP: 01310-100' })).toBeVisible();
});

test('issue 39 B§2.3: the list view chosen on a listing is kept after a reload', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 640, 'the phone has no view choice: its cards are one column');
  await gotoHydrated(page, '/refrigeracao');
  const group = page.getByRole('group', { name: 'Exibição' });
  await group.getByRole('button', { name: 'Lista' }).click();
  await expect(group.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  await gotoHydrated(page, '/refrigeracao');
  await expect(group.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('without JavaScript, controls only a script works', () => {
  test.use({ javaScriptEnabled: false });

  test('issue 39: the hamburger and the view toggle are not drawn', async ({ page }) => {
    await page.goto('/refrigeracao');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Exibição' })).toBeHidden();
  });
});
