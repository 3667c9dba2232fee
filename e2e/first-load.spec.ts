import type { Page } from '@playwright/test';
import {
  expect,
  gotoHydrated,
  hasDocumentMarker,
  holdRequests,
  isDesktop,
  setDocumentMarker,
  test,
  waitForHydration,
} from './fixtures';

/**
 * Decision 026: code used only after an interaction is not part of a page's first load, and the first interaction
 * still works: the side cart and the quote pop-up open on the first click or key press, a carousel moves on the
 * first arrow, a form whose code loads on demand validates and posts as before, and a submission made before its
 * code arrives waits for it instead of being lost.
 */

const PRODUCT = '/alicate-amperimetro-digital-aa-400-true-rms.html';
const DEFERRED = {
  embla: /\/assets\/embla-carousel[^/]*\.js$/,
  drawer: /\/assets\/side-cart-drawer-/,
  quote: /\/assets\/quote-popup-/,
  review: /\/assets\/review-form-/,
  question: /\/assets\/question-form-/,
  newsletter: /\/assets\/newsletter-form-/,
  search: /\/assets\/search-box-/,
  gallery: /\/assets\/gallery-/,
  filters: /\/assets\/filter-sections-/,
  pagination: /\/assets\/pagination-nav-/,
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

  test('a product page loads the review and question forms when the shopper reaches for them; they validate as before', async ({
    page,
  }) => {
    const urls = scriptsOf(page);
    await gotoHydrated(page, PRODUCT);
    await page.waitForLoadState('networkidle');
    expect(loaded(urls, DEFERRED.review)).toBe(false);
    expect(loaded(urls, DEFERRED.question)).toBe(false);
    // The form is in the page already (the server's markup, inside the closed disclosure).
    await expect(page.locator('#avaliar form')).toBeAttached();

    // The first click on 'Avaliar' opens the form; its code comes with the pointer, and its checks run.
    await page.getByText('Avaliar', { exact: true }).click();
    const review = page.locator('#avaliar form');
    await review.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(review.getByRole('alert')).toHaveText('Selecione a nota!');
    expect(loaded(urls, DEFERRED.review)).toBe(true);

    // Keyboard only: the focus reaches the question form, its code loads, the focus and the text typed stay.
    const question = page.getByRole('region', { name: 'Perguntas e respostas' });
    const name = question.getByLabel('Nome');
    await name.focus();
    await page.keyboard.type('Ana');
    await expect.poll(() => loaded(urls, DEFERRED.question)).toBe(true);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Ana');
  });

  test('the footer newsletter loads its code on first focus; a sign-up sent before the code arrives is not lost', async ({
    page,
  }, info) => {
    const urls = scriptsOf(page);
    // The form's code is held back until the shopper has pressed 'Enviar'.
    const { release } = await holdRequests(page, DEFERRED.newsletter);
    await gotoHydrated(page, '/marcas?wapRender=true');
    await page.waitForLoadState('networkidle');
    expect(loaded(urls, DEFERRED.newsletter)).toBe(false);
    expect(loaded(urls, DEFERRED.search)).toBe(false);

    const strip = page.locator('#newsletter');
    const email = strip.getByLabel('Seu e-mail');
    await email.fill(`${info.project.name}-${Date.now()}@exemplo.com.br`.replace(/[^a-z0-9@.-]/gi, '-'));
    await strip.getByRole('button', { name: 'Enviar', exact: true }).click();
    expect(loaded(urls, DEFERRED.newsletter)).toBe(true);
    const address = page.url();
    release();
    // The sign-up is sent with the code (a fetcher: the page stays), with the states of T§4.
    await expect(strip.getByRole('button', { name: 'Cadastrado!' })).toBeVisible();
    expect(page.url()).toBe(address);
    await expect(email).toHaveValue('');
    // An empty e-mail is marked by the component's own check.
    await strip.getByRole('button', { name: /Cadastr/ }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  test('the search box loads its suggestions code on first focus and keeps what was typed', async ({ page }) => {
    const urls = scriptsOf(page);
    await gotoHydrated(page, '/marcas');
    await page.waitForLoadState('networkidle');
    expect(loaded(urls, DEFERRED.search)).toBe(false);
    const box = page.getByRole('search').getByRole('combobox', { name: 'Buscar produtos' });
    await box.focus();
    await page.keyboard.type('termo');
    await expect.poll(() => loaded(urls, DEFERRED.search)).toBe(true);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('termo');
    await expect(page.getByRole('listbox')).toBeVisible();
  });

  test('issue 38: the gallery’s code loads when reached; a click made before it arrives still zooms, and a thumbnail shows its image', async ({
    page,
  }) => {
    const urls = scriptsOf(page);
    // The code is held back until the shopper has clicked the main image.
    const { release } = await holdRequests(page, DEFERRED.gallery);
    await gotoHydrated(page, PRODUCT);
    await page.waitForLoadState('networkidle');
    expect(loaded(urls, DEFERRED.gallery)).toBe(false);

    const gallery = page.getByTestId('gallery');
    const address = page.url();
    await gallery.getByRole('button', { name: /^Ampliar imagem/ }).click();
    expect(loaded(urls, DEFERRED.gallery)).toBe(true);
    release();
    // The click is made again on the component's image: it zooms, and the page stays (no visit to the big file).
    await expect(gallery.getByRole('button', { name: 'Fechar zoom da imagem' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(page.url()).toBe(address);
    await page.keyboard.press('Escape');
    await expect(gallery.getByRole('button', { name: /^Ampliar imagem/ })).toHaveAttribute('aria-pressed', 'false');
    const thumbs = gallery.getByRole('list', { name: 'Miniaturas' }).getByRole('link');
    if ((await thumbs.count()) > 1) {
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
      expect(page.url()).toBe(address);
    }
  });

  test('issue 38: a listing’s filter options and pagination load their code when reached; a click before it arrives is a client-side navigation', async ({
    page,
  }) => {
    const urls = scriptsOf(page);
    const { release } = await holdRequests(page, DEFERRED.filters);
    await gotoHydrated(page, '/data-loggers');
    await page.waitForLoadState('networkidle');
    expect(loaded(urls, DEFERRED.filters)).toBe(false);
    expect(loaded(urls, DEFERRED.pagination)).toBe(false);

    if (!isDesktop(page)) {
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    }
    const option = page.locator('dialog.filter-drawer a.filter-option:not([aria-current])').first();
    const href = await option.getAttribute('href');
    expect(href).toBeTruthy();
    // A full page load would lose the marker; a client-side navigation keeps it.
    await setDocumentMarker(page);
    await option.click();
    expect(loaded(urls, DEFERRED.filters)).toBe(true);
    release();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    expect(await hasDocumentMarker(page)).toBe(true);
    // The new listing's options are drawn by the component.
    await expect(page.locator('dialog.filter-drawer a.filter-option').first()).toBeAttached();

    // The pagination of a fresh listing: its code comes with the click, which is a client-side navigation too.
    await gotoHydrated(page, '/data-loggers');
    await page.waitForLoadState('networkidle');
    const pages = page.getByRole('navigation', { name: 'Paginação' });
    if ((await pages.count()) === 0) return;
    await setDocumentMarker(page);
    await pages.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/[?&]pg=2\b/);
    expect(loaded(urls, DEFERRED.pagination)).toBe(true);
    expect(await hasDocumentMarker(page)).toBe(true);
    await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    // A product reached from the listing by a client-side navigation draws its gallery (its code asked for with the
    // page's): the main image is there.
    await page.locator('main a[href$=".html"]').first().click();
    await expect(page).toHaveURL(/\.html$/);
    expect(await hasDocumentMarker(page)).toBe(true);
    await expect(page.getByTestId('gallery').locator('img').first()).toBeVisible();
  });
});

test.describe('Scripts after the first paint (decision 047)', () => {
  for (const [kind, address] of [
    ['product page', PRODUCT],
    ['listing', '/data-loggers'],
  ] as const) {
    test(`a ${kind} fetches no script while its stylesheet holds the first paint, then hydrates once it is painted`, async ({
      page,
    }) => {
      const urls = scriptsOf(page);
      const stylesheet = await holdRequests(page, /\/assets\/[^/]+\.css$/);
      // The parser itself waits for the stylesheet at the page's first inline script: no DOMContentLoaded before it.
      await page.goto(address, { waitUntil: 'commit' });
      await expect.poll(() => stylesheet.asked.length).toBe(1);
      // The head, with the module preloads kept in it, is parsed; nothing is painted yet.
      await expect(page.locator('head > template#modulos-da-pagina')).toHaveCount(1);
      await page.waitForTimeout(400);
      expect(urls).toEqual([]);
      stylesheet.release();
      await waitForHydration(page);
      // Every module React Router names is fetched once, from the preloads put back in the head.
      const entry = urls.filter((url) => /\/assets\/entry\.client-[^/]+\.js$/.test(url));
      expect(entry).toHaveLength(1);
      expect(await page.locator('head > link[rel="modulepreload"]').count()).toBeGreaterThan(3);
      expect(new Set(urls).size).toBe(urls.length);
    });
  }

  test('a page in a tab that is not shown (no animation frame comes) still starts its scripts', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      window.requestAnimationFrame = () => 0;
    });
    await gotoHydrated(page, PRODUCT);
    await expect(page.locator('script[type="text/x-modulo-adiado"]')).toHaveCount(1);
  });
});
