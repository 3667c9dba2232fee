import type { Page } from '@playwright/test';
import type { ProductDetail as Detail } from '@vitrine/contract';
import { expect, gotoHydrated, holdRequests, isDesktop, pauseClock, storeApiData, test } from './fixtures';

/** Product detail (B§2.4, B§4, B§5, B§8). Products are read from the Store API, never hard-coded prices. */

// Seeded products: a controller with a Voltagem choice (all in stock), a clamp meter without choices, a manifold with eight
// images, a video and a scheduled price, and a welding mask whose 'Compre junto' partner has its own choice.
const WITH_VALUES = '/controlador-digital-para-refrigeracao-cr-2d-com-degelo.html';
const WITHOUT_VALUES = '/alicate-amperimetro-digital-aa-400-true-rms.html';
const RICH = '/manifold-digital-4-vias-r-410a-md-4.html';
const BUY_TOGETHER = '/mascara-de-solda-com-escurecimento-automatico-ms-a11.html';

const detail = (request: Parameters<typeof storeApiData>[0], rota: string) =>
  storeApiData<Detail>(request, `/v2/front/url/product/detail?url=${encodeURIComponent(rota)}`);

/** A seeded product whose gallery has between `min` and `max` images (the demo seed is reproducible). */
async function detailWithImages(request: Parameters<typeof storeApiData>[0], min: number, max: number) {
  for (const rota of [WITHOUT_VALUES, WITH_VALUES, BUY_TOGETHER]) {
    const product = await detail(request, rota);
    const count = product.midias.imagens.length;
    if (count >= min && count <= max) return product;
  }
  throw new Error(`the demo seed has a product with ${min} to ${max} images among the routes above`);
}

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

function cartLink(page: Page, count: number) {
  const name = `Carrinho com ${count} ${count === 1 ? 'item' : 'itens'}`;
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

test.describe('Product page', () => {
  // The video thumbnail comes from an outside host the test machine may not reach.
  test.use({ ignoredConsoleErrors: [/i\.ytimg\.com|status of 404/] });

  test('B§2.3 a product opens from its category listing', async ({ page, request }) => {
    const product = await detail(request, WITH_VALUES);
    await gotoHydrated(page, product.categoria.rota);
    await page.getByRole('main').getByRole('link', { name: product.nome }).first().click();
    await expect(page).toHaveURL(product.rota);
    await expect(page.getByRole('heading', { level: 1, name: product.nome })).toBeVisible();
  });

  test('B§4 choosing a simple value changes the price', async ({ page, request }) => {
    const product = await detail(request, WITH_VALUES);
    const values = product.atributos.simples?.valores ?? [];
    const first = values[0];
    const dearer = values.find((v) => first && v.precos.por !== first.precos.por);
    if (!first || !dearer) throw new Error('the seeded product has no values with different prices');
    await gotoHydrated(page, product.rota);
    const price = page.getByTestId('preco-por');
    await page.locator('#attr-simples').getByText(first.label, { exact: true }).click();
    await expect(price).toContainText(brl(first.precos.por));
    await page.locator('#attr-simples').getByText(dearer.label, { exact: true }).click();
    await expect(price).toContainText(brl(dearer.precos.por));
  });

  test('B§5 quantity: text, zero and negatives become 1, above the stock the stock', async ({ page, request }) => {
    const product = await detail(request, WITHOUT_VALUES);
    await gotoHydrated(page, product.rota);
    // The purchase form's quantity (the quote pop-up has one of its own).
    const field = page.locator('#compra').getByLabel('Quantidade', { exact: true });
    const minus = page.getByRole('button', { name: 'Diminuir quantidade' });
    const plus = page.getByRole('button', { name: 'Aumentar quantidade' });
    await expect(field).toHaveValue('1');
    await expect(minus).toBeDisabled();
    for (const typed of ['abc', '0', '-3', '']) {
      await field.fill(typed);
      await field.blur();
      await expect(field).toHaveValue('1');
    }
    await field.fill(String(product.estoque + 50));
    await field.blur();
    await expect(field).toHaveValue(String(product.estoque));
    await expect(plus).toBeDisabled();
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(field).toHaveValue(String(product.estoque - 1));
    await plus.click();
    await expect(field).toHaveValue(String(product.estoque));
  });

  test('B§5 adding without the required value names it; with it the cart counter grows', async ({ page, request }) => {
    const product = await detail(request, WITH_VALUES);
    const simples = product.atributos.simples;
    const value = simples?.valores.find((v) => v.estoque > 0);
    if (!simples || !value) throw new Error('the seeded product has no value in stock');
    await gotoHydrated(page, product.rota);
    await expect(cartLink(page, 0)).toBeVisible();
    await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(`Selecione ${simples.nome}`);
    await expect(page.locator('#attr-simples')).toHaveAttribute('data-highlighted', 'true');
    await page.locator('#attr-simples').getByText(value.label, { exact: true }).click();
    await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(cartLink(page, 1)).toBeVisible();
  });

  test('B§2.4 T§4 gallery: click zooms, Esc closes; above 5 images the strip has looping arrows, the main image does not loop', async ({
    page,
    request,
  }) => {
    const product = await detail(request, RICH);
    expect(product.midias.imagens.length).toBeGreaterThan(5);
    await gotoHydrated(page, product.rota);
    const gallery = page.getByTestId('gallery');
    const zoom = gallery.getByRole('button', { name: /^Ampliar imagem/ });
    await zoom.click();
    const close = gallery.getByRole('button', { name: 'Fechar zoom da imagem' });
    await expect(close).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(gallery.getByRole('button', { name: /^Ampliar imagem/ })).toHaveAttribute('aria-pressed', 'false');
    const count = product.midias.imagens.length;
    // T§9: the strip shows 5 and its arrows loop: back from the first thumbnail shows the last image first.
    const thumbs = gallery.getByRole('list', { name: 'Miniaturas' }).getByRole('link');
    await expect(thumbs).toHaveCount(5);
    await expect(thumbs.first()).toHaveAccessibleName(`Imagem 1 de ${count}`);
    await gallery.getByRole('button', { name: 'Miniaturas anteriores' }).click();
    await expect(thumbs.first()).toHaveAccessibleName(`Imagem ${count} de ${count}`);
    await gallery.getByRole('button', { name: 'Próximas miniaturas' }).click();
    await expect(thumbs.first()).toHaveAccessibleName(`Imagem 1 de ${count}`);
    // The main image: previous disabled on the first, next on the last (no looping).
    const previous = gallery.getByRole('button', { name: 'Imagem anterior' });
    const next = gallery.getByRole('button', { name: 'Próxima imagem' });
    await expect(previous).toBeDisabled();
    for (let i = 1; i < count; i++) await next.click();
    await expect(gallery.getByRole('link', { name: `Imagem ${count} de ${count}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  });

  test('B§5, T§4, T§9 gallery: with 2 to 5 images no strip arrows; the main image is held at its ends', async ({
    page,
    request,
  }) => {
    const product = await detailWithImages(request, 2, 5);
    await gotoHydrated(page, product.rota);
    const gallery = page.getByTestId('gallery');
    await expect(gallery.getByRole('button', { name: 'Próximas miniaturas' })).toHaveCount(0);
    await expect(gallery.getByRole('button', { name: 'Miniaturas anteriores' })).toHaveCount(0);
    await expect(gallery.getByRole('button', { name: 'Imagem anterior' })).toBeDisabled();
    const count = product.midias.imagens.length;
    await gallery.getByRole('link', { name: `Imagem ${count} de ${count}` }).click();
    await expect(gallery.getByRole('link', { name: `Imagem ${count} de ${count}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(gallery.getByRole('button', { name: 'Próxima imagem' })).toBeDisabled();
  });

  test.describe('when the add never reaches the server', () => {
    // The aborted request is logged by the browser.
    test.use({ ignoredConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test('B§8, B§9 an add that fails shows its alert for 3 s, then the alert goes', async ({ page }) => {
      await pauseClock(page);
      await gotoHydrated(page, WITHOUT_VALUES);
      await page.route('**/resources/cart.data*', (route) => route.abort('internetdisconnected'));
      await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
      const alert = page.locator('#compra').getByRole('alert');
      await expect(alert).toHaveText(
        'Um problema impediu a adição do produto ao carrinho. Tente novamente mais tarde.',
      );
      await page.clock.runFor(2_900);
      await expect(alert).toBeVisible();
      await page.clock.runFor(200);
      await expect(alert).toHaveCount(0);
    });
  });

  test('B§2.4 tabs at 1024 px and wider, an accordion below', async ({ page, request }) => {
    const product = await detail(request, RICH);
    await gotoHydrated(page, product.rota);
    const section = page.getByRole('region', { name: 'Informações do produto' });
    if (isDesktop(page)) {
      await expect(section.getByRole('tab', { name: 'Descrição geral' })).toHaveAttribute('aria-selected', 'true');
    } else {
      await expect(section.getByRole('tablist')).toHaveCount(0);
      await expect(section.locator('summary', { hasText: 'Descrição geral' })).toBeVisible();
    }
  });

  test('B§2.4 the video opens in a modal with its iframe and Esc closes it', async ({ page, request }) => {
    const product = await detail(request, RICH);
    expect(product.video).not.toBeNull();
    await gotoHydrated(page, product.rota);
    await page.getByRole('button', { name: `Assistir ao vídeo: ${product.nome}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('B§2.4 the price timer ticks each second and hides when the window ends', async ({ page, request }) => {
    const product = await detail(request, RICH);
    const window = product.agendamentoPreco.aplicado;
    if (!window) throw new Error('the seeded product has no scheduled price');
    const end = Date.parse(window.dataFinal);
    await page.clock.install({ time: end - 20_000 });
    await gotoHydrated(page, product.rota);
    await page.clock.pauseAt(end - 5_000);
    const timer = page.getByRole('timer');
    await expect(timer).toContainText('05seg');
    await page.clock.runFor(1_000);
    await expect(timer).toContainText('04seg');
    await page.clock.runFor(5_000);
    await expect(page.getByTestId('price-timer')).toHaveCount(0);
  });

  test('B§8 an unknown product address is the not-found page', async ({ page }) => {
    const response = await page.goto('/produto-que-nao-existe-na-loja.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });

  test('WCAG 2.1 AA: a product page has no axe violations', async ({ page, expectNoAxeViolations }) => {
    await gotoHydrated(page, WITH_VALUES);
    await expectNoAxeViolations();
  });
});

test.describe('Product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('B§5 the purchase form posts and the counter shows the item after the redirect', async ({ page }) => {
    await page.goto(WITHOUT_VALUES);
    await expect(cartLink(page, 0)).toBeVisible();
    await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page).toHaveURL(/carrinho=adicionado/);
    await expect(cartLink(page, 1)).toBeVisible();
  });

  test('B§4, B§5 a simple value is chosen and added in one post; without a value the page names the attribute', async ({
    page,
    request,
  }) => {
    const product = await detail(request, WITH_VALUES);
    const simples = product.atributos.simples;
    const value = simples?.valores.find((v) => v.estoque > 0);
    if (!simples || !value) throw new Error('the seeded product has a simple value in stock');
    await page.goto(product.rota);
    const form = page.locator('#compra');
    await form.getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(`Selecione ${simples.nome}`);
    await expect(cartLink(page, 0)).toBeVisible();

    await page.locator('#attr-simples').getByText(value.label, { exact: true }).click();
    await form.getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(page).toHaveURL(/carrinho=adicionado/);
    await expect(cartLink(page, 1)).toBeVisible();
    const cart = await page.request.get('/carrinho');
    expect(await cart.text()).toContain(value.label);
  });

  test('T§4 Compre junto posts both products with the checked values: one combination line', async ({
    page,
    request,
  }) => {
    const product = await detail(request, BUY_TOGETHER);
    const partner = product.combinacoes[0]?.produto;
    if (!partner) throw new Error('the seeded product has no combination');
    await page.goto(product.rota);
    const block = page.getByRole('region', { name: 'Compre junto' });
    for (const group of await block.getByRole('group').all()) {
      await group.locator('label').first().click();
    }
    await block.getByRole('button', { name: 'Comprar junto' }).click();
    await expect(page).toHaveURL(/carrinho=adicionado/);
    await expect(cartLink(page, 1)).toBeVisible();
    const lines = page.getByRole('list', { name: 'Produtos no carrinho' });
    await expect(lines.getByRole('link', { name: partner.nome, exact: true })).toBeVisible();
    await expect(lines.getByTestId('economia-combinacao')).toContainText('Compre junto: economize R$');
  });
});

test.describe('Compre junto', () => {
  test('T§4 a missing value is highlighted and nothing is added; with values both products are', async ({
    page,
    request,
  }) => {
    const product = await detail(request, BUY_TOGETHER);
    const partner = product.combinacoes[0]?.produto;
    if (!partner) throw new Error('the seeded product has no combination');
    await gotoHydrated(page, product.rota);
    const block = page.getByRole('region', { name: 'Compre junto' });
    await block.getByRole('button', { name: 'Comprar junto' }).click();
    await expect(block.locator('[data-highlighted="true"]').first()).toBeVisible();
    await expect(cartLink(page, 0)).toBeVisible();
    for (const group of await block.getByRole('group').all()) {
      await group.locator('label').first().click();
    }
    await expect(block.locator('[data-highlighted="true"]')).toHaveCount(0, { timeout: 5_000 });
    await block.getByRole('button', { name: 'Comprar junto' }).click();
    // The pair is one cart line.
    await expect(cartLink(page, 1)).toBeVisible();
  });

  test('T§3 Combination: the cart charges the promised pair price; carrinho.url is the cart page listing it', async ({
    page,
    request,
  }) => {
    const product = await detail(request, BUY_TOGETHER);
    const combination = product.combinacoes[0];
    if (!combination) throw new Error('the seeded product has no combination');
    await gotoHydrated(page, product.rota);
    const block = page.getByRole('region', { name: 'Compre junto' });
    for (const group of await block.getByRole('group').all()) {
      await group.locator('label').first().click();
    }
    await expect(block.locator('[data-highlighted="true"]')).toHaveCount(0, { timeout: 5_000 });
    await expect(block.locator('form[aria-busy="false"]')).toHaveCount(1);
    // The promise, as the block shows it for the chosen values.
    const total = block.getByTestId('compre-junto-total');
    const de = (await total.locator('del').innerText()).replace(/\s/g, ' ');
    const por = /por\s*(R\$\s[\d.,]+)/.exec(await total.innerText())?.[1]?.replace(/\s/g, ' ');
    const saving = /Economize\s+(R\$\s[\d.,]+)/.exec(await total.innerText())?.[1]?.replace(/\s/g, ' ');
    if (!por || !saving) throw new Error('the block shows the pair price and its saving');
    expect(de).not.toBe(por);

    await block.getByRole('button', { name: 'Comprar junto' }).click();
    await expect(cartLink(page, 1)).toBeVisible();
    const side = page.getByRole('dialog', { name: 'Meu carrinho' });
    await expect(side.getByTestId('economia-combinacao')).toHaveText(`Compre junto: economize ${saving}`);
    await expect(side.getByTestId('resumo-carrinho')).toContainText(por);

    const response = await page.goto(combination.carrinho.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Produtos no carrinho' });
    await expect(lines.getByRole('link', { name: product.nome, exact: true })).toBeVisible();
    await expect(lines.getByRole('link', { name: combination.produto.nome, exact: true })).toBeVisible();
    await expect(lines.getByTestId('preco-combinacao')).toContainText(de);
    await expect(lines.getByTestId('preco-combinacao')).toContainText(por);
    await expect(lines.getByTestId('economia-combinacao')).toHaveText(`Compre junto: economize ${saving}`);
    await expect(lines.getByTestId('subtotal-linha')).toContainText(por);
    const summary = page.getByTestId('resumo-carrinho');
    await expect(summary).toContainText(por);
    await expect(summary.getByTestId('economia-carrinho')).toHaveText(saving);
  });
});

/** The text of the page's loader data: React Router's inline scripts (`__reactRouterContext`, streamed data). */
function loaderDataOf(html: string): string {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('__reactRouterContext'))
    .join('\n');
}

/** The testimonials carousel's name (lib/constants.ts TESTIMONIALS_TITLE). */
const TESTIMONIALS = 'O que dizem nossos clientes';

type Showcase = { titulo: string; produtos: { id: number; nome: string; rota: string }[] } | null;
type DetailParts = {
  relacionados?: Showcase;
  indicados?: Showcase;
  maisProcurados?: Showcase;
  depoimentos?: { nome: string; mensagem: string }[];
};

test.describe('Showcases and testimonials are drawn by the server, not carried as data (issue 38)', () => {
  test('B§2.4 B§9 their products and messages are in the markup and not in the loader data; kits too', async ({
    request,
  }) => {
    const product = await detail(request, WITHOUT_VALUES);
    const answer = await request.get(`/resources/detail-parts?produto=${product.id}`);
    expect(answer.status()).toBe(200);
    const parts = (await answer.json()) as DetailParts;
    // Names the page's own data has for other reasons (the product, 'Compre junto') are left out of the check.
    const own = new Set([product.nome, ...product.combinacoes.map((c) => c.produto.nome)]);
    const names = [...(parts.relacionados?.produtos ?? []), ...(parts.indicados?.produtos ?? [])]
      .map((card) => card.nome)
      .filter((name) => !own.has(name));
    const messages = (parts.depoimentos ?? []).map((review) => review.mensagem);
    expect(names.length, 'the demo showcases have products').toBeGreaterThan(0);
    expect(messages.length, 'the demo store has testimonials').toBeGreaterThan(0);
    const html = await (await request.get(WITHOUT_VALUES)).text();
    const data = loaderDataOf(html);
    expect(data, 'the page carries loader data').toContain('__reactRouterContext');
    for (const text of [...names, ...messages]) {
      expect(html, `'${text}' drawn`).toContain(text);
      expect(data, `'${text}' in the loader data`).not.toContain(text);
    }

    const kitParts = (await (await request.get('/resources/detail-parts')).json()) as DetailParts;
    expect(kitParts.maisProcurados?.produtos.length, "the kit page's 'Mais Procurados'").toBeGreaterThan(0);
    const refused = await request.get('/resources/detail-parts?produto=abc');
    expect(refused.status()).toBe(400);
  });

  test('B§2.4 B§2.7 the server’s shelves stay until their data comes, then slide; a client navigation asks at once', async ({
    page,
    request,
  }) => {
    const product = await detail(request, WITHOUT_VALUES);
    const parts = (await (await request.get(`/resources/detail-parts?produto=${product.id}`)).json()) as DetailParts;
    const shelf = parts.indicados;
    expect(shelf?.produtos.length, "'indicados' has more cards than a row shows").toBeGreaterThan(4);
    const { release, asked } = await holdRequests(page, '**/resources/detail-parts**');
    await gotoHydrated(page, WITHOUT_VALUES);
    const section = page.getByRole('region', { name: shelf?.titulo });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length, 'asked once it nears the screen').toBe(1);
    expect(new URL(asked[0] ?? '', 'http://x').search).toBe(`?produto=${product.id}`);
    // Held back: the server's shelf, its cards and links, is still there.
    const first = shelf?.produtos[0];
    await expect(section.getByRole('link', { name: first?.nome, exact: true })).toHaveAttribute(
      'href',
      first?.rota ?? '',
    );
    await expect(page.getByRole('region', { name: TESTIMONIALS })).toBeVisible();
    release();
    await expect(section.getByRole('link', { name: first?.nome, exact: true })).toBeVisible();
    expect(asked, 'one call for the page’s three parts').toHaveLength(1);
    if (isDesktop(page)) {
      const next = section.getByRole('button', { name: `Próximos: ${shelf?.titulo}` });
      await expect(next).toBeEnabled();
      const before = await section.getByRole('link', { name: first?.nome, exact: true }).boundingBox();
      await next.click();
      await expect
        .poll(async () => (await section.getByRole('link', { name: first?.nome, exact: true }).boundingBox())?.x)
        .toBeLessThan(before?.x ?? 0);
    }

    // A client-side navigation to another product: its parts are asked for at once. (A card on screen: the last
    // after the slide on desktop, the first on phones.)
    const others = (shelf?.produtos ?? []).filter((card) => card.id !== product.id);
    const other = isDesktop(page) ? others.at(-1) : others[0];
    await section.getByRole('link', { name: other?.nome, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${other?.rota}$`));
    await expect.poll(() => asked.some((url) => url.endsWith(`?produto=${other?.id}`))).toBe(true);
    await expect(page.getByRole('region', { name: TESTIMONIALS })).toBeVisible();
  });
});
