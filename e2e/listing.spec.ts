import type { Page } from '@playwright/test';
import type { Banner, Brand, Listing } from '@vitrine/contract';
import { expect, gotoHydrated, isDesktop, storeApiData, storeMenu, test } from './fixtures';

/** Listing pages (B§2.3, B§4, B§5): category, brand and landing pages; filters, sort, size, paging, drawer. */

type Brands = { marcas: Brand[] };
type Api = Parameters<typeof storeApiData>[0];

const listingPath = (kind: string, rota: string) => {
  const url = new URL(rota, 'http://x');
  const params = new URLSearchParams(url.search);
  params.set('url', url.pathname);
  return `/v2/front/url/product/listing/${kind}?${params}`;
};

/**
 * A category from the 'Ver toda loja' menu with filter values, price ranges and more than 12 products. The seed is
 * reproducible and has one, so a seed change that loses it fails here rather than weakening the tests that use it.
 */
async function pickCategory(request: Api): Promise<{ rota: string; listing: Listing }> {
  const menu = await storeMenu(request, 'ver-toda-loja');
  const candidates = menu.flatMap((item) => [item, ...item.sub]).filter((item) => item.rota.startsWith('/'));
  for (const item of candidates) {
    const listing = await storeApiData<Listing>(request, listingPath('category', item.rota));
    const values = listing.detalhes.filtros.flatMap((f) => f.valores).length;
    if (listing.info.total > 12 && values > 0 && listing.detalhes.filtrosPreco.length > 0)
      return { rota: item.rota, listing };
  }
  throw new Error(
    "the seed has no 'Ver toda loja' category with more than 12 products, filter values and price ranges",
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the drawer below 1024 px; from 1024 px the sidebar is a column. Returns the sidebar. */
async function openFilters(page: Page) {
  const sidebar = page.locator('dialog.filter-drawer');
  if (!isDesktop(page)) {
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  }
  return sidebar;
}

const cards = (page: Page) => page.locator('main article');

test.describe('Category listing', () => {
  test('B§2.3 busca on a category listing narrows it to what its canonical names', async ({ page, request }) => {
    const { rota, listing } = await pickCategory(request);
    // A word of the first product's name that some but not all of the category's products have.
    let word = '';
    let narrowed: Listing | null = null;
    for (const candidate of (listing.conteudo.produtos[0]?.nome ?? '').split(/\s+/).filter((w) => w.length > 3)) {
      const found = await storeApiData<Listing>(request, listingPath('category', `${rota}?busca=${candidate}`));
      if (found.info.total > 0 && found.info.total < listing.info.total) {
        [word, narrowed] = [candidate, found];
        break;
      }
    }
    if (!narrowed) throw new Error(`no word of the first product's name narrows ${rota}`);
    await page.goto(`${rota}?busca=${encodeURIComponent(word)}`);
    const shown = Math.min(narrowed.info.total, narrowed.info.limit);
    await expect(
      page.getByText(
        `Mostrando 1-${shown} de ${narrowed.info.total} ${narrowed.info.total === 1 ? 'encontrado' : 'encontrados'}`,
      ),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`busca=${word}`));
  });

  test('B§2.3 one rule for unreadable filter values: the listing shows without them, never an error page', async ({
    page,
    request,
  }) => {
    test.skip(!isDesktop(page), 'width-independent: checked at 1366 px');
    const { rota, listing } = await pickCategory(request);
    const shown = Math.min(listing.info.total, listing.info.limit);
    for (const bad of ['preco:abc', 'preco:10-5', 'desconto:200', 'marca:', ':x', 'MARCA:X', 'categoria:99999999999']) {
      const response = await page.goto(`${rota}?filtro=${encodeURIComponent(bad)}`);
      expect(response?.status(), bad).toBe(200);
      await expect(
        page.getByText(
          `Mostrando 1-${shown} de ${listing.info.total} ${listing.info.total === 1 ? 'encontrado' : 'encontrados'}`,
        ),
        bad,
      ).toBeVisible();
    }
  });

  test("B§2.3 B§8 the category mosaic in numbered positions and the coupon banner: 'Cupom copiado'", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const { rota } = await pickCategory(request);
    await gotoHydrated(page, rota);
    const mosaic = page.getByRole('region', { name: 'Destaques das categorias' });
    const positions = mosaic.locator('li[data-posicao]');
    await expect(positions).toHaveCount(5);
    await expect(positions.first()).toHaveAttribute('data-posicao', '1');
    // Every picture reserves its box before it loads.
    for (const img of await mosaic.locator('img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
    await expect(mosaic.getByText('PRIMEIRACOMPRA')).toBeVisible();
    await mosaic.getByRole('button', { name: 'Copiar cupom' }).click();
    await expect(mosaic.getByRole('status')).toHaveText('Cupom copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PRIMEIRACOMPRA');
  });

  test('B§2.3 title, breadcrumb, range line, cards and benefits come in the server HTML', async ({ page, request }) => {
    const { rota, listing } = await pickCategory(request);
    const response = await page.goto(rota);
    expect(response?.status()).toBe(200);
    const name = listing.conteudo.categoria?.nome ?? '';
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Trilha' });
    await expect(trail.getByRole('listitem')).toHaveCount(listing.estrutura.breadcrumb.length);
    const shown = Math.min(listing.info.total, listing.info.limit);
    await expect(
      page.getByText(
        `Mostrando 1-${shown} de ${listing.info.total} ${listing.info.total === 1 ? 'encontrado' : 'encontrados'}`,
      ),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(shown);
    const first = listing.conteudo.produtos[0]!;
    await expect(page.getByRole('link', { name: first.nome, exact: true })).toHaveAttribute('href', first.rota);
    // First row eager, the first card's image the LCP candidate.
    await expect(cards(page).first().locator('img[width="300"]')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(3).locator('img[width="300"]')).toHaveAttribute('loading', 'eager');
    await expect(cards(page).nth(4).locator('img[width="300"]')).toHaveAttribute('loading', 'lazy');
    // Category listings carry the top banner (B§2.3), and the benefits bar closes the page.
    // The top banner is the page's first picture; the mosaic's come after the list, lazily.
    await expect(
      page.getByRole('region', { name: 'Destaques das categorias' }).locator('img[loading="lazy"]'),
    ).toHaveCount(6);
    // The banner is the LCP candidate above the list: loaded first, and in the HTML before the list (not streamed in
    // after it, which pushed the list down).
    const banner = page.locator('main picture img').first();
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(banner).not.toHaveAttribute('loading', 'lazy');
    const html = await (await page.request.get(rota)).text();
    const bannerAt = html.indexOf('<picture');
    expect(bannerAt).toBeGreaterThan(html.indexOf('<main'));
    expect(bannerAt).toBeLessThan(html.indexOf(`href="${first.rota}"`));
    await expect(page.getByRole('region', { name: 'Benefícios' })).toBeVisible();
  });

  test('B§2.3 a card click reports select_item (GA4) to the data layer', async ({ page, request }) => {
    const { rota, listing } = await pickCategory(request);
    const first = listing.conteudo.produtos[0]!;
    const listName = listing.conteudo.categoria!.nome;
    await gotoHydrated(page, rota);
    await page.getByRole('link', { name: first.nome, exact: true }).click();
    await expect(page).toHaveURL(first.rota);
    const event = await page.evaluate(() =>
      (window as Window & { dataLayer?: { event?: string }[] }).dataLayer?.find((e) => e.event === 'select_item'),
    );
    expect(event).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: listName,
        items: [
          {
            item_id: String(first.id),
            item_name: first.nome,
            item_brand: first.marca.nome,
            price: first.precos.por,
            index: 1,
            item_list_name: listName,
          },
        ],
      },
    });
  });

  test('B§2.3 apply two filters, see the chips, remove one, clear', async ({ page, request }) => {
    const { rota, listing } = await pickCategory(request);
    const first = listing.detalhes.filtros.flatMap((f) => f.valores).find((v) => !v.ativo && v.quantidade > 0)!;
    const afterFirst = await storeApiData<Listing>(request, listingPath('category', first.rota));
    const price = afterFirst.detalhes.filtrosPreco.find((p) => !p.ativo && p.quantidade > 0)!;
    const withBoth = await storeApiData<Listing>(request, listingPath('category', price.rota));
    const firstChip = withBoth.info.filtros.find((c) => c.tipo === 'filtro')!;

    await gotoHydrated(page, rota);
    let sidebar = await openFilters(page);
    await sidebar
      .getByRole('link', { name: new RegExp(`^${escape(first.label)}\\b`) })
      .first()
      .click();
    await expect(page).toHaveURL(first.rota);
    // The option now reads as applied (the drawer may be closed: read the attribute, not the visibility).
    await expect(page.locator('dialog.filter-drawer a[aria-current="true"]', { hasText: first.label })).toHaveCount(1);

    sidebar = await openFilters(page);
    await sidebar.locator(`a[href="${price.rota}"]`).click();
    await expect(page).toHaveURL(price.rota);
    const bar = page.getByRole('region', { name: 'Filtros ativos' });
    await expect(bar.getByText('Filtros ativos:')).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Remover filtro / })).toHaveCount(withBoth.info.filtros.length);
    await expect(bar.getByRole('link', { name: `Remover filtro ${firstChip.label}` })).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Remover filtro (Até|A partir de|R\$)/ })).toBeVisible();

    // Removing a chip follows its rota: the listing without that filter.
    await bar.getByRole('link', { name: `Remover filtro ${firstChip.label}` }).click();
    await expect(page).toHaveURL(firstChip.rota);
    await expect(page.getByRole('link', { name: `Remover filtro ${firstChip.label}` })).toBeHidden();

    // Both again, then 'Limpar filtros'.
    await gotoHydrated(page, price.rota);
    await page.getByRole('link', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(withBoth.info.rotaLimparFiltros);
  });

  test('B§2.3 sort and items per page', async ({ page, request }) => {
    const { rota, listing } = await pickCategory(request);
    const other = listing.detalhes.ordenacao.find((o) => !o.atual)!;
    await gotoHydrated(page, rota);
    let sidebar = await openFilters(page);
    await sidebar.getByLabel('Ordenar por').selectOption({ label: other.label });
    await expect(page).toHaveURL(other.rota);
    await expect(page.getByLabel('Ordenar por')).toHaveValue(other.valor);

    sidebar = await openFilters(page);
    await sidebar.getByLabel('Itens por página').selectOption('12');
    await expect(page).toHaveURL(/ipp=12/);
    await expect(cards(page)).toHaveCount(Math.min(12, listing.info.total));
  });

  test('B§2.3 B§5 pagination: pages, next and previous', async ({ page, request }) => {
    const { listing } = await pickCategory(request);
    expect(listing.info.total, 'the seeded category has more than one page of 12').toBeGreaterThan(12);
    const small = listing.detalhes.itensPorPagina.find((o) => o.valor === 12)!;
    await gotoHydrated(page, small.rota);
    const pager = page.getByRole('navigation', { name: 'Paginação' });
    await expect(pager.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/pg=2/);
    const upTo = Math.min(24, listing.info.total);
    await expect(page.getByText(`Mostrando 13-${upTo} de ${listing.info.total} encontrados`)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: /Anterior/ })
      .click();
    await expect(page.getByText(`Mostrando 1-12 de ${listing.info.total} encontrados`)).toBeVisible();
    await expect(page).not.toHaveURL(/pg=/);
  });

  test('B§8 a page past the end is the not-found page', async ({ page, request }) => {
    const { rota } = await pickCategory(request);
    const response = await request.get(`${rota}?pg=999`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Página não encontrada');
    void page;
  });

  test('B§2.3 the filters are a drawer below 1024 px and a column from 1024 px', async ({ page, request }) => {
    const { rota } = await pickCategory(request);
    await gotoHydrated(page, rota);
    const opener = page.getByRole('button', { name: 'Filtros', exact: true });
    if (isDesktop(page)) {
      await expect(opener).toBeHidden();
      await expect(page.getByLabel('Ordenar por')).toBeVisible();
      return;
    }
    await expect(page.getByLabel('Ordenar por')).toBeHidden();
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Filtrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('B§2.3 a listing is free of accessibility violations', async ({ page, request, expectNoAxeViolations }) => {
    const { rota } = await pickCategory(request);
    await gotoHydrated(page, rota);
    await expectNoAxeViolations();
    if (!isDesktop(page)) {
      await openFilters(page);
      await expectNoAxeViolations();
    }
  });
});

test.describe('Brand and landing-page listings', () => {
  test('B§2.3 a brand listing shows the brand name and its products', async ({ page, request }) => {
    const { marcas } = await storeApiData<Brands>(request, '/v2/front/brands?ativo=true');
    for (const brand of marcas) {
      const listing = await storeApiData<Listing>(request, listingPath('brand', brand.rota));
      if (listing.info.total === 0) continue;
      await gotoHydrated(page, brand.rota);
      await expect(
        page.getByRole('heading', { level: 1, name: listing.conteudo.marca?.nome ?? brand.nome }),
      ).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      return;
    }
    throw new Error('no brand with products');
  });

  test('B§2.3 a landing page linked from the banners shows its name and products', async ({ page, request }) => {
    type Banners = { banners: Banner[] };
    const links = new Set<string>();
    for (const slot of ['banner-principal-home', 'banner-grande-menu-categorias', 'banner-menu-principal']) {
      const { banners } = await storeApiData<Banners>(request, `/v2/front/showcase/banners/${slot}?limit=10`);
      for (const b of banners)
        if (/^\/c\/[a-z0-9-]+$/.test(b.dimensoes.desktop.link ?? '')) links.add(b.dimensoes.desktop.link!);
    }
    expect(links.size, 'the seed links a landing page (/c/…) from a home or menu banner').toBeGreaterThan(0);
    const rota = [...links][0]!;
    const listing = await storeApiData<Listing>(request, listingPath('landing-page', rota));
    await gotoHydrated(page, rota);
    await expect(page.getByRole('heading', { level: 1, name: listing.conteudo.landingPage?.nome ?? '' })).toBeVisible();
    await expect(page.getByText(/^Mostrando /)).toBeVisible();
    // The top banner is for category listings only (B§2.3).
    await expect(page.locator('main picture')).toHaveCount(0);
  });
});

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('B§2.3 filtering, sorting with Filtrar, and paging work with links and GET forms', async ({ page, request }) => {
    const { rota, listing } = await pickCategory(request);
    await page.goto(rota);
    const sidebar = page.locator('dialog.filter-drawer');
    await expect(sidebar.getByLabel('Ordenar por')).toBeVisible();
    const other = listing.detalhes.ordenacao.find((o) => !o.atual)!;
    await sidebar.getByLabel('Ordenar por').selectOption(other.valor);
    await sidebar.getByLabel('Itens por página').selectOption('12');
    await sidebar.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`order=${other.valor}`));
    await expect(page).toHaveURL(/ipp=12/);
    await expect(cards(page)).toHaveCount(Math.min(12, listing.info.total));

    const value = listing.detalhes.filtros.flatMap((f) => f.valores).find((v) => v.quantidade > 0)!;
    await page.goto(rota);
    await page.locator(`dialog.filter-drawer a[href="${value.rota}"]`).click();
    await expect(page).toHaveURL(value.rota);

    if (listing.info.total > listing.info.limit) {
      await page.goto(rota);
      await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click();
      await expect(page).toHaveURL(/pg=2/);
    }
  });
});

/** The text of the page's loader data: React Router's inline scripts (`__reactRouterContext`, streamed data). */
function loaderDataOf(html: string): string {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('__reactRouterContext'))
    .join('\n');
}

/**
 * Words of a card's short description that are not its name (descriptions often open with the name, which the card
 * shows anyway): `length` characters of its plain text after the name (the list view shows it cut at 200).
 */
const descriptionWords = ({ nome, descricaoCurta }: { nome: string; descricaoCurta: string }, length = 40) =>
  descricaoCurta
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(nome, ' ')
    .replace(/^[\s,.;:–-]+/, '')
    .slice(0, length);

test.describe('The list view’s short descriptions come when it is picked (issue 38)', () => {
  test('B§2.3 a listing’s loader data does not carry its cards’ short descriptions', async ({ request }) => {
    const { rota, listing } = await pickCategory(request);
    const described = listing.conteudo.produtos.filter((card) => card.descricaoCurta);
    expect(described.length, 'the category’s cards have short descriptions').toBeGreaterThan(0);
    const data = loaderDataOf(await (await request.get(rota)).text());
    expect(data, 'the page carries loader data').toContain('__reactRouterContext');
    for (const card of described)
      expect(data, `${card.nome}'s description in the loader data`).not.toContain(descriptionWords(card));
  });

  test('B§2.3 GET /resources/card-descriptions answers a listing page’s descriptions by id; a bad address is 400', async ({
    request,
  }) => {
    const { rota, listing } = await pickCategory(request);
    const answer = await request.get(`/resources/card-descriptions?pagina=${encodeURIComponent(rota)}`);
    expect(answer.status()).toBe(200);
    const { descricoes } = (await answer.json()) as { descricoes: Record<string, string> };
    const first = listing.conteudo.produtos.find((card) => card.descricaoCurta);
    expect(first, 'a card with a description').toBeDefined();
    expect(descricoes[String(first?.id)]).toContain(descriptionWords(first ?? { nome: '', descricaoCurta: '' }));
    // A search, and a kit listing (no list view: none).
    const search = await request.get(
      `/resources/card-descriptions?pagina=${encodeURIComponent('/busca?busca=termometro')}`,
    );
    expect(Object.keys(((await search.json()) as { descricoes: object }).descricoes).length).toBeGreaterThan(0);
    const kits = await request.get(`/resources/card-descriptions?pagina=${encodeURIComponent('/lista')}`);
    expect(await kits.json()).toEqual({ descricoes: {} });
    for (const bad of ['//outro.example.com/x', 'https://outro.example.com/', '']) {
      const refused = await request.get(`/resources/card-descriptions?pagina=${encodeURIComponent(bad)}`);
      expect(refused.status(), bad).toBe(400);
      expect(((await refused.json()) as { erro: string }).erro).toMatch(/página/);
    }
  });

  test('B§2.3 picking the list view shows each card’s short description, as the grid did not', async ({
    page,
    request,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 640, 'the phone has no view choice: its cards are one column');
    const { rota, listing } = await pickCategory(request);
    const first = listing.conteudo.produtos[0];
    expect(first?.descricaoCurta, 'the first card has a description').toBeTruthy();
    await gotoHydrated(page, rota);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { name: first?.nome })).toBeVisible();
    const start = descriptionWords(first ?? { nome: '', descricaoCurta: '' });
    await expect(card).not.toContainText(start);
    const asked = page.waitForRequest('**/resources/card-descriptions**');
    await page.getByRole('group', { name: 'Exibição' }).getByRole('button', { name: 'Lista' }).click();
    expect(new URL((await asked).url()).searchParams.get('pagina')).toBe(rota);
    await expect(card.locator('p', { hasText: start })).toBeVisible();
    // Back to the grid: the description goes, as before.
    await page.getByRole('group', { name: 'Exibição' }).getByRole('button', { name: 'Grade' }).click();
    await expect(card).not.toContainText(start);
  });
});
