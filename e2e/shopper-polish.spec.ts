import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * Issue 25's polish, as rules every page follows: what a demanding shopper notices (a listing kept on screen while a
 * product loads, text inside its box, the first row of products in the first screen…).
 */

const width = (page: Page) => page.viewportSize()?.width ?? 0;

test('issue 25 B§4: a product opened from a listing keeps the listing on screen, with progress, until it arrives', async ({
  page,
}) => {
  test.skip(width(page) !== 1366, 'width-independent: checked at 1366 px');
  await gotoHydrated(page, '/busca?busca=termometro');
  const main = page.getByRole('main');
  const card = main.locator('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.html\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('progressbar', { name: 'Carregando a página' })).toBeVisible();
  // The listing stays: its cards, never a grid of grey cards.
  await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(main.getByTestId('grid-skeleton')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
