import type { APIRequestContext, Locator } from '@playwright/test';
import type { ListDetail as Kit, Listing } from '@vitrine/contract';
import { expect, gotoHydrated, storeApiData, storedRows, test } from './fixtures';

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
    // Decision 039: it opens once the page is idle and 4 s have passed.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
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

/** A kit the shopper may buy with other choices: available, choices allowed, a product with another value in stock. */
async function kitWithChoice(request: APIRequestContext) {
  const listing = await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista&limit=50');
  for (const entry of listing.conteudo.listas) {
    const kit = await storeApiData<Kit>(request, `/v2/front/url/list/detail?url=${encodeURIComponent(entry.rota)}`);
    if (!kit.disponivel || !kit.selecaoAtributo) continue;
    for (const product of kit.produtos) {
      const simples = product.atributos.simples;
      const chosen = simples?.valores.find((v) => v.idAtributoValor === product.idAtributoValor);
      const other = simples?.valores.find((v) => v.idAtributoValor !== product.idAtributoValor && v.estoque > 0);
      if (simples && chosen && other) return { kit, product, label: simples.nome, chosen, other };
    }
  }
  throw new Error('no seeded kit with a value to change');
}

/** The two lines of one kit bought twice: each names the value chosen for the product that differs. */
async function expectTwoKitLines(lines: Locator, found: Awaited<ReturnType<typeof kitWithChoice>>) {
  const { kit, product, label, chosen, other } = found;
  await expect(lines).toHaveCount(2);
  const choices = lines.getByRole('list', { name: `Opções escolhidas em ${kit.nome}` });
  await expect(choices).toHaveCount(2);
  const texts = await choices.allInnerTexts();
  expect(texts[0], 'the two lines read differently').not.toBe(texts[1]);
  const expected = [chosen.label, other.label].map((value) => `${product.nome} — ${label}: ${value}`);
  await expect(lines.getByText(expected[0] ?? '', { exact: true })).toHaveCount(1);
  await expect(lines.getByText(expected[1] ?? '', { exact: true })).toHaveCount(1);
}

test.describe("issue 39 T§3: a kit's cart lines name the chosen options", () => {
  test('in the side cart, two lines of one kit with different choices read differently', async ({ page, request }) => {
    const found = await kitWithChoice(request);
    await gotoHydrated(page, found.kit.rota);
    const side = page.getByRole('dialog', { name: 'Meu carrinho' });
    await page.getByRole('button', { name: 'Comprar kit' }).click();
    await expect(side.getByTestId('linha-carrinho')).toHaveCount(1);
    await side.getByRole('button', { name: 'Escolher mais produtos' }).click();
    await expect(side).toBeHidden();
    const shop = page.waitForResponse((r) => r.url().includes('/resources/list-shop') && r.ok());
    await page.getByTestId(`kit-produto-${found.product.id}`).getByText(found.other.label, { exact: true }).click();
    await shop;
    await page.getByRole('button', { name: 'Comprar kit' }).click();
    await expectTwoKitLines(side.getByTestId('linha-carrinho'), found);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('on the cart page, two lines of one kit with different choices read differently', async ({
      page,
      request,
    }) => {
      test.skip(test.info().project.name !== 'desktop-1366', 'the cart page reads the same at every width');
      const found = await kitWithChoice(request);
      await page.goto(found.kit.rota);
      await page.getByRole('button', { name: 'Comprar kit' }).click();
      // Without JavaScript the add answers with the cart page.
      await expect(page).toHaveURL(/\/carrinho\b/);
      await page.goto(found.kit.rota);
      await page.getByTestId(`kit-produto-${found.product.id}`).getByText(found.other.label, { exact: true }).click();
      await page.getByRole('button', { name: 'Atualizar preço do kit' }).click();
      await page.getByRole('button', { name: 'Comprar kit' }).click();
      await page.goto('/carrinho');
      await expectTwoKitLines(
        page
          .getByRole('list', { name: 'Produtos no carrinho' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('list', { name: /^Opções escolhidas/ }) }),
        found,
      );
    });
  });
});

test.describe('issue 39 T§3: the quote request names the chosen variation', () => {
  test.use({ ignoredConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  async function fillQuote(scope: Locator, email: string) {
    const field = (label: string) => scope.getByLabel(label, { exact: true });
    await field('Nome').fill('Marta Souza');
    await field('E-mail').fill(email);
    await field('CNPJ').pressSequentially('11222333000181');
    await field('Inscrição estadual').fill('110.042.490.114');
    await field('DDD').fill('11');
    await field('Telefone').pressSequentially('987654321');
    await field('Estado (UF)').selectOption('SP');
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`the value chosen on the product page is stored with the quote (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      request,
    }, info) => {
      test.skip(info.project.name !== 'desktop-1366', 'no width changes what the request names');
      const { product, label, other } = await kitWithChoice(request);
      const email = `variacao.${javaScriptEnabled ? 'js' : 'sem-js'}.${info.retry}.${Date.now().toString(36)}@exemplo.com.br`;
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      if (javaScriptEnabled) {
        await gotoHydrated(page, product.rota);
        await page.locator('#attr-simples').getByText(other.label, { exact: true }).click();
        await page.getByRole('region', { name: 'Venda corporativa' }).getByRole('link', { name: 'Comprar' }).click();
      } else {
        await page.goto(`${product.rota}?valor=${other.idAtributoValor}#orcamento`);
      }
      const form = javaScriptEnabled
        ? page.getByRole('dialog', { name: 'SOLICITE ORÇAMENTO' })
        : page.locator('#orcamento');
      await expect(form.getByTestId('orcamento-variacao')).toHaveText(`${label}: ${other.label}`);
      await fillQuote(form, email);
      await form.getByRole('button', { name: 'Enviar', exact: true }).click();
      await expect
        .poll(async () => (await storedRows(request, 'budgets', { email }))[0]?.['simple_value_id'] ?? null)
        .toBe(other.idAtributoValor);
      await context.close();
    });
  }
});
