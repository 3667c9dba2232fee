import { ADMIN_API_HEADERS, expect, gotoHydrated, storeApiData, test, waitForPart } from './fixtures';
import { AVAILABLE, ON_REQUEST, SOLD_OUT } from './seed-products';

/**
 * Issue 25's rules that are not a form's fields (those are form-fields.spec.ts): the external shop area, one quote
 * path, the quote pop-up's own messages, 'Avise-me' for a product in stock. Layout plays no part: 1366 px only.
 */

// eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'desktop-1366', 'rules of content, not of layout');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('issue 25 T§1: the external area, not configured, answers store pages that say where the shopper is and lead back', async ({
    page,
  }) => {
    const pages = [
      ['/checkout/carrinho/', 'Carrinho de compras', 'Ver o carrinho', '/carrinho'],
      ['/checkout/cadastro', 'Cadastro', 'Voltar para a loja', '/'],
      ['/checkout/pagamento', 'Pagamento', 'Ver o carrinho', '/carrinho'],
      ['/minha-conta/', 'Minha conta', 'Voltar para a loja', '/'],
    ] as const;
    for (const [path, title, back, target] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText('área de compras');
      await expect(page.getByRole('main').getByRole('link', { name: back })).toHaveAttribute('href', target);
    }
    // The store's links lead to those pages ('acompanhar pedidos' is the account's).
    await page.goto('/marcas?wapRender=true');
    await expect(page.getByRole('link', { name: 'cadastre-se' }).first()).toHaveAttribute('href', '/checkout/cadastro');
    await expect(page.getByRole('link', { name: /acompanhar pedidos/ }).first()).toHaveAttribute(
      'href',
      '/minha-conta/',
    );
  });

  test('issue 25 T§5: the quote pop-up tells each invalid field beside it; a CPF holder is told it is for companies', async ({
    page,
  }) => {
    await page.goto(`${AVAILABLE}#orcamento`);
    const dialog = page.locator('#orcamento');
    await dialog.getByLabel('Nome', { exact: true }).fill('Marta Souza');
    await dialog.getByLabel('E-mail', { exact: true }).fill('marta@exemplo.com.br');
    await dialog.getByLabel('CNPJ', { exact: true }).fill('52998224725');
    await dialog.getByLabel('Isento').check();
    await dialog.getByLabel('DDD', { exact: true }).fill('11');
    await dialog.getByLabel('Telefone', { exact: true }).fill('3333-4444');
    await dialog.getByLabel('Estado (UF)', { exact: true }).selectOption('SP');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByLabel('CNPJ', { exact: true })).toHaveAccessibleDescription(
      /Este orçamento é para empresas \(CNPJ\)\. Pessoa física: compre pelo site/,
    );
    await expect(dialog.getByLabel('Telefone', { exact: true })).toHaveAccessibleDescription(/Telefone inválido/);
    await expect(dialog.getByLabel('Nome', { exact: true })).not.toHaveAttribute('aria-describedby');
  });
});

test('issue 25: a product priced on request offers one quote path; "Venda corporativa" only where it can be sold', async ({
  page,
}) => {
  await gotoHydrated(page, ON_REQUEST);
  await expect(page.getByRole('link', { name: 'Solicitar orçamento' })).toHaveAttribute('href', '#sob-consulta');
  await expect(page.getByRole('region', { name: 'Venda corporativa' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Solicitar orçamento' }).click();
  await expect(page.locator('#sob-consulta')).toBeInViewport();
  await expect(page.getByRole('dialog', { name: 'SOLICITE ORÇAMENTO' })).toHaveCount(0);
  await gotoHydrated(page, SOLD_OUT);
  await expect(page.getByRole('region', { name: 'Venda corporativa' })).toHaveCount(0);
  await gotoHydrated(page, AVAILABLE);
  await expect(page.getByRole('region', { name: 'Venda corporativa' })).toBeVisible();
});

test.describe('a refused post', () => {
  // The refusal is a 409, which the browser logs.
  test.use({ ignoredConsoleErrors: [/status of 409/] });

  test("issue 25: 'Avise-me' for a product in stock is refused, and the form says why", async ({
    page,
    request,
  }, info) => {
    // A product of its own, sold out when the page is drawn, on sale with stock (the ERP's PUT) before the post.
    const sku = `AV-25-${info.retry}-${Date.now().toString(36)}`.toUpperCase();
    // In a seeded product's category and brand, so no menu or brand list gains an entry other tests would meet.
    const { sku: seededSku } = await storeApiData<{ sku: string }>(
      request,
      `/v2/front/url/product/detail?url=${encodeURIComponent(SOLD_OUT)}`,
    );
    const seeded = await request.get(`/v2/admin/products/${seededSku}`, { headers: ADMIN_API_HEADERS });
    const { categoria, marca } = (await seeded.json()).data as { categoria: string; marca: string };
    const product = {
      nome: `Multímetro de Teste ${sku}`,
      marca,
      categoria,
      precoPor: 199.9,
      descricaoCurta: '<p>Produto de teste.</p>',
      imagens: [],
    };
    const put = (status: string, estoque: number) =>
      request.put(`/v2/admin/products/${sku}`, { headers: ADMIN_API_HEADERS, data: { ...product, status, estoque } });
    const created = await put('indisponivel', 0);
    expect(created.status(), await created.text()).toBe(200);
    const { slug } = (await created.json()).data.produto as { slug: string };
    await gotoHydrated(page, `/${slug}.html`);
    const form = page.locator('#avise-me');
    const send = form.getByRole('button', { name: 'Enviar', exact: true });
    await send.hover();
    await waitForPart(send);
    await form.getByLabel('Nome', { exact: true }).fill('Rui Costa');
    await form.getByLabel('E-mail', { exact: true }).fill('rui@intranet');
    const restocked = await put('disponivel', 4);
    expect(restocked.status(), await restocked.text()).toBe(200);
    await send.click();
    await expect(form.getByRole('alert')).toHaveText(
      'Este produto está disponível em estoque: você já pode comprá-lo.',
    );
  });
});
