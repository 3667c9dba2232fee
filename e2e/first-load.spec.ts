import type { Page } from '@playwright/test';
import { expect, gotoHydrated, isDesktop, test } from './fixtures';

/**
 * Decision 026: code used only after an interaction is not part of a page's first load, and the first interaction
 * still works: the side cart and the quote pop-up open on the first click or key press, a carousel moves on the
 * first arrow.
 */

const PRODUCT = '/alicate-amperimetro-digital-aa-400-true-rms.html';
const DEFERRED = {
  embla: /\/assets\/embla-carousel[^/]*\.js$/,
  drawer: /\/assets\/side-cart-drawer-/,
  quote: /\/assets\/quote-form-/,
};

/** The script files the page has asked for so far. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

const loaded = (urls: string[], pattern: RegExp) => urls.some((url) => pattern.test(new URL(url).pathname));

test.describe('First load (decision 026)', () => {
  test('a product page loads neither Embla, the side cart drawer nor the quote form until they are used', async ({
    page,
  }) => {
    const urls = scriptsOf(page);
    await gotoHydrated(page, PRODUCT);
    await page.waitForLoadState('networkidle');
    expect(urls.length).toBeGreaterThan(0);
    if (isDesktop(page)) expect(loaded(urls, DEFERRED.embla)).toBe(false);
    expect(loaded(urls, DEFERRED.drawer)).toBe(false);
    expect(loaded(urls, DEFERRED.quote)).toBe(false);

    // The quote pop-up opens on the first key press on its link, with its form.
    const buy = page.getByRole('region', { name: 'Venda corporativa' }).getByRole('link', { name: 'Comprar' });
    await buy.focus();
    await page.keyboard.press('Enter');
    const quote = page.getByRole('dialog', { name: 'SOLICITE ORÇAMENTO' });
    await expect(quote).toBeVisible();
    await expect(quote.getByRole('textbox').first()).toBeVisible();
    expect(loaded(urls, DEFERRED.quote)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(quote).toBeHidden();
    await expect(buy).toBeFocused();

    // The side cart opens on the first click of the header's counter.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Carrinho com/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Meu carrinho' })).toBeVisible();
    expect(loaded(urls, DEFERRED.drawer)).toBe(true);
  });
});
