import type { Page } from '@playwright/test';
import type { Listing } from '@vitrine/contract';
import { expect, gotoHydrated, isDesktop, storeApiData, storeMenu, test } from './fixtures';

/**
 * No page scrolls sideways at any width, the desktop menu bar shows every item, and the floating contact button never
 * covers a control or a price (B§2.6 layout; checked at 360, 768, 1024 and 1366 px).
 */

type Api = Parameters<typeof storeApiData>[0];

// The not-found page answers 404; a video's preview image is on a host this machine cannot reach.
test.use({ ignoredConsoleErrors: [/status of 404|ERR_NAME_NOT_RESOLVED/] });

/** One address of every page kind, read from the seeded store. */
async function pageOfEveryKind(request: Api): Promise<string[]> {
  const menu = await storeMenu(request, 'ver-toda-loja');
  const category = menu.find((item) => item.rota.startsWith('/'))?.rota;
  const kits = await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista&limit=1');
  const kit = kits.conteudo.listas[0]?.rota;
  if (!category || !kit) throw new Error('the seed has no category or no kit');
  return [
    '/',
    category,
    '/busca?busca=termometro',
    '/busca?busca=zzzzzzzz',
    '/alicate-amperimetro-digital-aa-400-true-rms.html',
    '/manifold-digital-4-vias-r-410a-md-4.html',
    kit,
    '/lista',
    '/marcas',
    '/pagina/quem-somos',
    '/pagina/politica-de-pagamento',
    '/carrinho',
    '/checkout/acesso',
    '/pagina-que-nao-existe',
  ];
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('B§2.6 no page kind scrolls sideways', async ({ page, request }) => {
  test.setTimeout(90_000);
  for (const address of await pageOfEveryKind(request)) {
    await page.goto(`${address}${address.includes('?') ? '&' : '?'}wapRender=true`);
    await page.waitForLoadState('load');
    expect(await sidewaysOverflow(page), `${address} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('B§2.6 the desktop menu bar shows every item, whole and readable', async ({ page }) => {
  test.skip(!isDesktop(page), 'below 1024 px the menu is the side menu');
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Menu principal' });
  const items = bar.locator(':scope > div > ul > li');
  expect(await items.count()).toBeGreaterThan(3);
  const width = page.viewportSize()!.width;
  for (const item of await items.all()) {
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Not cut inside its own box.
    expect(await item.evaluate((li) => li.scrollWidth <= li.clientWidth + 1)).toBe(true);
  }
});

test('B§2.6 the floating contact button covers no control and no price, wherever the page is scrolled', async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const address of ['/', '/alicate-amperimetro-digital-aa-400-true-rms.html', '/busca?busca=termometro']) {
    await gotoHydrated(page, address);
    const float = page.locator('[data-flutuante]');
    await expect(float).toHaveCount(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const share of [0, 0.15, 0.3, 0.45, 0.6, 0.75, 0.9]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * share));
      // The button checks once the scroll has been painted: what it covers is looked at until it has stepped aside.
      const coveredNow = () =>
        float.evaluate((fixed) => {
          if (getComputedStyle(fixed).visibility === 'hidden') return [];
          const f = fixed.getBoundingClientRect();
          const overlaps = (t: DOMRect) =>
            t.width > 0 && t.height > 0 && f.left < t.right && f.right > t.left && f.top < t.bottom && f.bottom > t.top;
          const controls = [...document.querySelectorAll('main a[href], main button, main input, main select')];
          const prices = [...document.querySelectorAll('main *')].filter(
            (el) => el.children.length === 0 && /R\$\s?\d/.test(el.textContent ?? ''),
          );
          return [...controls, ...prices]
            .filter((el) => getComputedStyle(el).visibility !== 'hidden' && overlaps(el.getBoundingClientRect()))
            .map((el) => el.outerHTML.slice(0, 100));
        });
      await expect.poll(coveredNow, { message: `${address} at ${share * 100}%`, timeout: 2_000 }).toEqual([]);
    }
  }
});
