import { expect, gotoHydrated, storeMenu, test } from './fixtures';

/**
 * T§2 the WhatsApp contact modal and the contact pop-up, B§2.6 the floating contact button: a native <dialog> with
 * the contact menu's entries, with and without JavaScript. Width-independent: checked at 360 px (the float is
 * thumb-reached there).
 */
test.beforeEach(({ page }) => {
  test.skip(page.viewportSize()?.width !== 360, 'width-independent: checked at 360 px');
});

test('T§2 B§2.6 the floating contact button opens a dialog with the contact menu entries', async ({ page }) => {
  const contacts = await storeMenu(page.request, 'menu_popup_contato');
  expect(contacts.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/pagina/quem-somos');
  await page.getByRole('button', { name: 'Fale conosco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fale conosco' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.tagName)).toBe('DIALOG');
  for (const item of contacts) {
    await expect(dialog.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.link);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('T§2 the floating contact button leads to the same dialog', async ({ page }) => {
    const contacts = await storeMenu(page.request, 'menu_popup_contato');
    await page.goto('/pagina/quem-somos');
    await page.locator('[data-flutuante]').click();
    await expect(page).toHaveURL(/#contato$/);
    const dialog = page.locator('dialog#contato');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: contacts[0]?.label ?? '', exact: true })).toBeVisible();
  });
});
