import type { APIRequestContext } from '@playwright/test';
import type { ListDetail as Kit, Listing } from '@vitrine/contract';
import { expect, gotoHydrated, storeApiData, test } from './fixtures';
import { AVAILABLE } from './seed-products';

/**
 * Issue 39: the spec's last rules (storefront-browsing.md B§, storefront-transactions.md T§). No width changes these
 * rules: they run at 1366 px only (playwright.config.ts WIDTH_INDEPENDENT).
 */

async function kits(request: APIRequestContext): Promise<Kit[]> {
  const listing = await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista&limit=50');
  return Promise.all(
    listing.conteudo.listas.map((l) =>
      storeApiData<Kit>(request, `/v2/front/url/list/detail?url=${encodeURIComponent(l.rota)}`),
    ),
  );
}

test.describe('B§2.1 kit listings by search (storefront-browsing.md §2.1 list/listing/search)', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`/lista?busca=solda lists only the kits the search finds, titled by the search (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      request,
    }) => {
      const found = await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista&busca=solda');
      const all = await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista');
      expect(found.info.total).toBeGreaterThan(0);
      expect(found.info.total).toBeLessThan(all.info.total);
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/lista?busca=solda');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "solda"');
      await expect(page.locator('main article')).toHaveCount(found.conteudo.listas.length);
      for (const kit of found.conteudo.listas)
        await expect(page.getByRole('link', { name: kit.nome }).first()).toBeVisible();
      await context.close();
    });
  }
});

test.describe('B§2.5, T§4 kit availability (storefront-browsing.md §2.5, storefront-transactions.md §4)', () => {
  test('an available kit with another item out of stock never says "em estoque" beside "sem estoque"', async ({
    page,
    request,
  }) => {
    let target: { rota: string; query: string } | null = null;
    for (const kit of await kits(request)) {
      if (!kit.disponivel) continue;
      for (const product of kit.produtos.slice(1)) {
        const out = product.atributos.simples?.valores.find((v) => v.estoque === 0);
        if (out) target = { rota: kit.rota, query: `valor-${product.id}=${out.idAtributoValor}` };
      }
    }
    if (!target) throw new Error('no seeded kit with an out-of-stock value on an item other than the first');
    await page.goto(`${target.rota}?${target.query}`);
    await expect(page.getByText(/Este kit não pode ser comprado agora: est(á|ão) sem estoque/)).toBeVisible();
    await expect(page.getByText('Produto em estoque, envio imediato.')).toHaveCount(0);
  });

  test('a kit whose items all have stock says "Produto em estoque, envio imediato."', async ({ page, request }) => {
    const kit = (await kits(request)).find((k) => k.disponivel && k.produtos.every((p) => p.estoque >= p.quantidade));
    if (!kit) throw new Error('no seeded kit with every item in stock');
    await gotoHydrated(page, kit.rota);
    await expect(page.getByTestId('kit-total').getByText('Produto em estoque, envio imediato.')).toBeVisible();
  });
});

test('B§7 (storefront-browsing.md §7 menuPrincipal) the main menu is in localStorage under menu after a first visit, no menu opened', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('menu') ?? 'null') as unknown), { timeout: 10_000 })
    .toMatchObject({ principal: expect.any(Array), todaLoja: expect.any(Array) });
});

test.describe('T§5 shipping calculator (storefront-transactions.md §5 Postal code (shipping))', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a short CEP is told in the field's words, never the API's "sem hífen" (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoHydrated(page, AVAILABLE);
      else await page.goto(AVAILABLE);
      const box = page.getByRole('region', { name: 'Calcular Frete e Prazo' });
      await box.getByLabel('CEP', { exact: true }).fill('0131');
      await box.getByRole('button', { name: 'Calcular' }).click();
      await expect(box.getByText('CEP incompleto: digite os 8 números.')).toBeVisible();
      await expect(box.getByText(/sem hífen/)).toHaveCount(0);
      await context.close();
    });
  }
});
