import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ADMIN_API_HEADERS, expect as baseExpect, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 36, point 1: the product editor in /admin/catalogo — the list (total, filters, sort, pages), a product created
 * with a variation, edited (name and price, seen on the shop's product page), a stale edit refused, deactivated; the
 * export downloaded; an import's dry run (field by field, a conflict) then applied with "sobrescrever". At 360 and
 * 1366 px; create and edit also without JavaScript; axe on each screen; a role without the catalogue gets a 403.
 */

const GESTOR = { email: 'gestor@vitrineinstrumentos.com.br', senha: 'demo1234' };

const width = (page: Page) => page.viewportSize()?.width ?? 0;
/** A sku of this run's own (each width and mode its own product). */
const skuOf = (page: Page, info: TestInfo, tag: string) =>
  `ED-${tag}-${width(page)}-${info.retry}${Date.now().toString(36).slice(-5)}`.toUpperCase();

async function signIn(page: Page, who = GESTOR) {
  await page.goto('/admin/entrar');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha').fill(who.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
}

const exact = { exact: true } as const;
/** The product's own list price (each variation has one too). */
const listPrice = (page: Page) => page.getByRole('textbox', { name: 'Preço de (R$) (opcional)', exact: true });

/** Fills the new-product form: a product with one variation of the attribute Voltagem. */
async function createProduct(page: Page, sku: string, name: string) {
  await page.goto('/admin/catalogo');
  await page.getByRole('link', { name: 'Novo produto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo produto' })).toBeVisible();
  await page.getByLabel('SKU', exact).fill(sku);
  await page.getByLabel('Nome', exact).fill(name);
  await page.getByLabel('Marca', exact).fill('Marca do Editor E2E');
  await page.getByLabel('Categoria', exact).fill('Instrumentos > Editor E2E');
  await page.getByLabel('Preço por (R$)', exact).fill('250,00');
  await page.getByLabel('Descrição curta').fill('<p>Criado no editor <script>alert(1)</script></p>');
  await page.getByLabel('Atributo das variações').fill('Voltagem');
  await page.getByLabel('SKU da variação 1').fill(`${sku}-110`);
  await page.getByLabel('Valor da variação 1').fill('110V');
  await page.getByLabel('Preço por (R$) da variação 1').fill('250,00');
  await page.getByLabel('Estoque da variação 1').fill('6');
  await page.getByLabel('Características').fill('Características técnicas > Faixa = -40 a 85 °C');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByRole('status')).toHaveText('Produto criado.');
  await expect(page.getByRole('heading', { level: 1, name: `Editar ${name}` })).toBeVisible();
  await expect(page.getByLabel('SKU da variação 1')).toHaveValue(`${sku}-110`);
  await expect(page.getByLabel('Estoque', exact)).toHaveValue('6');
}

async function shopPage(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Ver na loja' }).getAttribute('href');
  expect(href).toMatch(/^\/[a-z0-9-]+\.html$/);
  return href!;
}

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/v2/admin${path}`, { headers: ADMIN_API_HEADERS });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as T;
}

test.describe('product editor (issue 36)', () => {
  test.use({ ignoredConsoleErrors: [/status of 40[039]/] });

  for (const javaScript of [true, false]) {
    test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled: javaScript });

      test(`issue 36 ${javaScript ? 'with' : 'without'} JavaScript: a product created with a variation, its name and price edited and seen on the shop's page`, async ({
        page,
        request,
      }, info) => {
        test.setTimeout(120_000);
        const sku = skuOf(page, info, javaScript ? 'JS' : 'HTML');
        const name = `Termômetro Editor ${sku}`;
        await signIn(page);
        await createProduct(page, sku, name);

        // A price below the rule is refused beside the field, with what was typed kept.
        await page.getByLabel('Preço por (R$)', exact).fill('300,00');
        await listPrice(page).fill('200,00');
        await page.getByRole('button', { name: 'Salvar produto' }).click();
        await expect(listPrice(page)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText('Preço "de" (200) menor que o preço "por" (300)')).toBeVisible();
        await expect(page.getByLabel('Preço por (R$)', exact)).toHaveValue('300,00');

        const edited = `${name} Editado`;
        await listPrice(page).fill('');
        await page.getByLabel('Nome', exact).fill(edited);
        await page.getByLabel('Preço por (R$)', exact).fill('1.234,56');
        await page.getByLabel('Preço por (R$) da variação 1').fill('1.234,56');
        await page.getByRole('button', { name: 'Salvar produto' }).click();
        await expect(page.getByRole('status')).toHaveText('Produto salvo.');
        await expect(page.getByLabel('Nome', exact)).toHaveValue(edited);

        await page.goto(await shopPage(page));
        await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
        await expect(page.getByRole('main')).toContainText('1.234,56');
        // The description went through the import's sanitiser: its text kept, its script gone.
        const stored = await adminGet<{ descricaoCurta: string }>(request, `/products/${sku}`);
        expect(stored.descricaoCurta).toContain('Criado no editor');
        expect(stored.descricaoCurta).not.toContain('script');
      });
    });
  }

  test('issue 36: the list — total, empty search lists all, filters, sort, pages, a variation under its product — is axe-clean', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/admin/catalogo');
    const all = await adminGet<{ total: number }>(request, '/catalogo?q=');
    const status = page.locator('#total-de-produtos');
    await expect(status).toHaveText(`${all.total} produtos`);
    await expect(page.getByRole('navigation', { name: 'Páginas' })).toContainText(`Página 1 de`);
    await expectNoAxeViolations();

    await page.getByLabel('Sem estoque').check();
    await page.getByLabel('Ordenar por').selectOption('maior-preco');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/semEstoque=1/);
    const soldOut = await adminGet<{ total: number }>(request, '/catalogo?semEstoque=1');
    await expect(status).toHaveText(soldOut.total === 1 ? '1 produto' : `${soldOut.total} produtos`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto('/admin/catalogo?q=&pagina=2');
    await expect(page.getByRole('navigation', { name: 'Páginas' })).toContainText('Página 2 de');
    await page.getByRole('link', { name: 'Página anterior' }).click();
    await expect(page).toHaveURL(/pagina=1/);
  });

  test('issue 36: a stale edit is refused (someone changed the price meanwhile); then deactivation takes it off the shop', async ({
    page,
    request,
    expectNoAxeViolations,
  }, info) => {
    test.setTimeout(120_000);
    const sku = skuOf(page, info, 'STALE');
    const name = `Manômetro Editor ${sku}`;
    await signIn(page);
    await createProduct(page, sku, name);
    await expectNoAxeViolations();

    // Another clerk changes the variation's price after this page was opened.
    const other = await request.patch('/v2/admin/prices', {
      headers: ADMIN_API_HEADERS,
      data: [{ sku: `${sku}-110`, de: null, por: 199.9 }],
    });
    expect(other.status(), await other.text()).toBe(200);
    await page.getByLabel('Nome', exact).fill(`${name} velho`);
    await page.getByRole('button', { name: 'Salvar produto' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      `Conflito: o produto ${sku} mudou desde que foi aberto`,
    );
    const stored = await adminGet<{ nome: string; atributo: { valores: { precoPor: number }[] } }>(
      request,
      `/products/${sku}`,
    );
    expect(stored.nome).toBe(name);
    expect(stored.atributo.valores[0]!.precoPor).toBe(199.9);
    await expectNoAxeViolations();

    await page.goto(`/admin/catalogo/produto/${sku}`);
    const shop = await shopPage(page);
    await page.getByRole('button', { name: `Desativar ${sku}` }).click();
    await expect(page.getByRole('status')).toHaveText(`${sku} desativado: não aparece mais na loja.`);
    await expect(page.getByText('Este produto está desativado')).toBeVisible();
    expect((await adminGet<{ ativo: boolean }>(request, `/products/${sku}`)).ativo).toBe(false);
    const gone = await request.get(shop);
    expect(gone.status()).toBe(404);
  });

  test('issue 36: the export downloads as CSV and JSON; an import file is simulated field by field, its conflict written over on request', async ({
    page,
    request,
    expectNoAxeViolations,
  }, info) => {
    test.setTimeout(150_000);
    const sku = skuOf(page, info, 'IMP');
    await signIn(page);
    await createProduct(page, sku, `Sensor Editor ${sku}`);

    await page.goto('/admin/catalogo');
    if (width(page) === 1366) {
      const csv = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Exportar CSV' }).click();
      const file = await csv;
      expect(file.suggestedFilename()).toBe('catalogo.csv');
      const text = readFileSync(await file.path(), 'utf8');
      expect(text).toContain('sku;sku_pai;nome');
    }
    const json = await request.get('/admin/catalogo.json', {
      headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(json.status()).toBe(200);
    expect(json.headers()['content-disposition']).toContain('catalogo.json');
    expect(JSON.stringify(await json.json())).toContain(sku);

    // A file exported at this version; the product changes afterwards in the shop.
    const { versao } = await adminGet<{ versao: string }>(request, `/products/${sku}`);
    const changed = await request.patch('/v2/admin/stock', {
      headers: ADMIN_API_HEADERS,
      data: [{ sku: `${sku}-110`, estoque: 9 }],
    });
    expect(changed.status()).toBe(200);
    const file = `sku;nome;versao\n${sku};Sensor Importado ${sku};${versao}\n`;

    await page.goto('/admin/catalogo');
    await page.getByRole('link', { name: 'Importar arquivo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Importar arquivo' })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByLabel('Arquivo CSV ou JSON').setInputFiles({
      name: 'catalogo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await page.getByRole('button', { name: 'Simular importação' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Simulação (nada foi alterado)' })).toBeVisible();
    await expect(page.getByText(/1 recusado\(s\), dos quais 1 em conflito/)).toBeVisible();
    await expect(page.getByText(`Conflito: o produto ${sku} mudou desde a exportação deste arquivo`)).toBeVisible();
    await expectNoAxeViolations();

    await page.getByLabel(/^Sobrescrever alterações mais recentes/).check();
    await page.getByRole('button', { name: 'Aplicar importação' }).click();
    await expect(page.getByRole('status')).toHaveText('Importação aplicada.');
    expect((await adminGet<{ nome: string }>(request, `/products/${sku}`)).nome).toBe(`Sensor Importado ${sku}`);

    // The same kind of file without a conflict: the dry run lists the product's field before → after.
    const fresh = `sku;preco_por\n${sku};321,00\n`;
    await page.getByLabel('Arquivo CSV ou JSON').setInputFiles({
      name: 'precos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fresh),
    });
    await page.getByRole('button', { name: 'Simular importação' }).click();
    const changes = page.getByRole('region', { name: 'Mudanças por produto' });
    await expect(changes).toContainText(sku);
    await expect(changes.getByRole('row').filter({ hasText: 'Preço por' })).toContainText(/250.*321/);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Aplicar importação' }).click();
    await expect(page.getByRole('status')).toHaveText('Importação aplicada.');
    expect((await adminGet<{ precoPor: number }>(request, `/products/${sku}`)).precoPor).toBe(321);
  });

  test('issue 36: a role without the catalogue gets a 403 page on the editor screens', async ({
    page,
    request,
  }, info) => {
    const email = `sem.catalogo.${width(page)}.${info.retry}.${Date.now().toString(36)}@loja.test`;
    const created = await request.post('/v2/admin/usuarios', {
      headers: ADMIN_API_HEADERS,
      data: { email, nome: 'Sem Catálogo', senha: 'senha-sem-catalogo-1', papel: 'sac' },
    });
    expect(created.status(), await created.text()).toBe(200);
    await signIn(page, { email, senha: 'senha-sem-catalogo-1' });
    for (const path of ['/admin/catalogo', '/admin/catalogo/novo', '/admin/catalogo/importar']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page.getByRole('alert')).toHaveText(/Acesso negado/);
    }
    await expect(
      page.getByRole('navigation', { name: 'Painel da loja' }).getByRole('link', { name: 'Catálogo' }),
    ).toHaveCount(0);
  });
});
