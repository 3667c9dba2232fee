import type { Page } from '@playwright/test';
import type { ProductDetail } from '@vitrine/contract';
import { expect, gotoHydrated, hasDocumentMarker, setDocumentMarker, storeApiData, test } from './fixtures';

/**
 * Demo sign-in, greeting states and the internal-sale bar (T§2 "Header pieces", "Internal-sale banner", T§3, T§6,
 * T§7 sale/cancel, T§8, B§2.6, B§6). Accounts and password come from the demo seed.
 */

const PASSWORD = 'demo1234';
const CUSTOMER = { nome: 'Mariana Souza Lima', email: 'mariana.lima@exemplo.com.br' };
const OTHER_CUSTOMER = 'financeiro@climatiza.exemplo.com.br';
const COMPANY_NAME = 'Climatiza Instalações e Serviços ME';
const OPERATOR = { nome: 'Rafael Operador Vendas', email: 'rafael.vendas@vitrineinstrumentos.com.br' };
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

async function signIn(page: Page, email: string, senha = PASSWORD, script = true) {
  if (script) await gotoHydrated(page, '/checkout/acesso');
  else await page.goto('/checkout/acesso');
  const main = page.getByRole('main');
  await expect(main.getByText('Demonstração.')).toBeVisible();
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Senha').fill(senha);
  await main.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs the operator in and opens a sale for the customer; the page ends on the home page with the bar. */
async function startSale(page: Page, script = true) {
  await signIn(page, OPERATOR.email, PASSWORD, script);
  await page.getByLabel('Cliente da venda interna').selectOption({ label: `${CUSTOMER.nome} (${CUSTOMER.email})` });
  await page.getByRole('button', { name: 'Iniciar venda interna' }).click();
  await expect(page).toHaveURL('/');
  const bar = page.getByRole('region', { name: 'Venda interna' });
  await expect(bar).toBeVisible();
  return bar;
}

/** A product without attributes to choose (as in product.spec.ts). */
const PLAIN_PRODUCT = '/alicate-amperimetro-digital-aa-400-true-rms.html';

test.describe('Greeting (T§2 Header pieces, T§6, B§2.6)', () => {
  test('anonymous: Olá! with Faça Login → /checkout/acesso and cadastre-se → /checkout/cadastro', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const login = banner.getByRole('link', { name: 'Faça Login', exact: true });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/checkout/acesso');
    // At every width (below 768 px as a line under the search box).
    await expect(banner.getByText('Olá!').filter({ visible: true })).toHaveCount(1);
    await expect(banner.getByRole('link', { name: 'cadastre-se', exact: true })).toHaveAttribute(
      'href',
      '/checkout/cadastro',
    );
  });

  test("T§2 a company is greeted by its corporate name, not by the name's first word", async ({ page }) => {
    await gotoHydrated(page, '/checkout/acesso');
    await signIn(page, OTHER_CUSTOMER);
    await expect(page).toHaveURL('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(COMPANY_NAME, { exact: true }).filter({ visible: true })).toHaveCount(1);
  });

  test('a customer signs in from the header link: name and Ver perfil → /minha-conta/', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Faça Login', exact: true }).click();
    await expect(page).toHaveURL('/checkout/acesso');
    await signIn(page, CUSTOMER.email);
    await expect(page).toHaveURL('/');
    const banner = page.getByRole('banner');
    // At every width: the name and 'Ver perfil' (below 768 px as a line under the search box).
    await expect(banner.getByText(CUSTOMER.nome, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(banner.getByRole('link', { name: 'Ver perfil', exact: true })).toHaveAttribute(
      'href',
      '/minha-conta/',
    );
    await expect(banner.getByRole('link', { name: 'Faça Login', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Venda interna' })).toHaveCount(0);

    // Sair on the demo page signs out: the anonymous greeting is back.
    await gotoHydrated(page, '/checkout/acesso');
    await expect(page.getByText(`Você entrou como ${CUSTOMER.nome}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('link', { name: 'Faça Login', exact: true })).toBeVisible();
  });
});

test.describe('Failed sign-in (T§2)', () => {
  // The failed post answers 401, which the browser logs.
  test.use({ ignoredConsoleErrors: [/status of 401/] });

  test('a wrong password shows the message and keeps the visitor anonymous', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await signIn(page, OTHER_CUSTOMER, 'senha-errada');
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
    await expect(page.getByRole('main').getByLabel('E-mail')).toHaveValue(OTHER_CUSTOMER);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Faça Login', exact: true })).toBeVisible();
    await expectNoAxeViolations();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a wrong password shows the message', async ({ page }) => {
      await signIn(page, OTHER_CUSTOMER, 'senha-errada', false);
      await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
    });
  });
});

test.describe('Sign-in field errors, the same with and without JavaScript (T§2, T§5)', () => {
  // The refused post answers 400, which the browser logs.
  test.use({ ignoredConsoleErrors: [/status of 400/] });

  async function expectFieldErrors(page: Page) {
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText('Confira os campos destacados.');
    await expect(main.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(main.getByText('Informe a senha.')).toBeVisible();
    await expect(main.getByLabel('E-mail')).toHaveValue('ana@');
    await expect(main.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('Senha')).toHaveValue('');
  }

  test("with JavaScript: each field's message under it, the e-mail kept", async ({ page }) => {
    await signIn(page, 'ana@', '');
    await expectFieldErrors(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the page comes back with each field's message under it, the e-mail kept", async ({ page }) => {
      await signIn(page, 'ana@', '', false);
      await expectFieldErrors(page);
    });
  });
});

test.describe('Internal-sale bar (T§2 Internal-sale banner, T§3, T§6, T§7 sale/cancel, B§6)', () => {
  test('the operator starts a sale: operator, customer, items and total; Finalizar Venda; cancel asks first', async ({
    page,
    expectNoAxeViolations,
  }) => {
    test.slow(); // sign-in, sale, a product page and two accessibility scans
    const bar = await startSale(page);
    await expect(bar).toContainText(`Operador: ${OPERATOR.nome}`);
    await expect(bar).toContainText(`Cliente: ${CUSTOMER.nome}`);
    await expect(bar).toContainText('Itens: 0');
    await expect(bar.getByRole('link', { name: 'Finalizar Venda' })).toHaveAttribute('href', '/checkout/pagamento');

    // A cart change re-reads the bar (the root data reloads after the post), without a page load.
    const product = await storeApiData<ProductDetail>(
      page.request,
      `/v2/front/url/product/detail?url=${encodeURIComponent(PLAIN_PRODUCT)}`,
    );
    await gotoHydrated(page, PLAIN_PRODUCT);
    await setDocumentMarker(page);
    await page.locator('#compra').getByRole('button', { name: 'Comprar', exact: true }).click();
    await expect(bar).toContainText('Itens: 1');
    await expect(bar).toContainText(`Total: ${brl.format(product.precos.por)}`);
    expect(await hasDocumentMarker(page)).toBe(true);

    await gotoHydrated(page, '/');
    await expectNoAxeViolations();
    await gotoHydrated(page, PLAIN_PRODUCT);

    await bar.getByRole('button', { name: 'Cancelar Venda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja cancelar?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(PLAIN_PRODUCT);

    // T§7: 'Sim' goes to the answer's redirect (the home), from whatever page the sale was cancelled on.
    await bar.getByRole('button', { name: 'Cancelar Venda' }).click();
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page).toHaveURL('/');
    // The cancelled sale's cart was emptied with it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Carrinho com 0 itens' })).toBeVisible();
  });

  test.describe('when the cancel fails (T§8)', () => {
    // The failed cancel answers 409 (or 500, or no answer at all), which the browser logs. One pattern: an array of
    // several would read as Playwright's [value, options] pair.
    test.use({ ignoredConsoleErrors: [/status of (409|500)|net::ERR_FAILED/] });

    test("a cancel that fails (the sale was already closed in another tab) shows 'Hove um erro ao cancelar a venda.'", async ({
      page,
    }) => {
      const bar = await startSale(page);
      await gotoHydrated(page, '/');
      await bar.getByRole('button', { name: 'Cancelar Venda' }).click();
      // Another tab of the same session cancels first (a plain form post).
      const other = await page.request.post('/resources/sale', { form: { redirectTo: '/' } });
      expect(other.ok()).toBe(true);
      await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
      await expect(bar.getByRole('alert')).toHaveText('Hove um erro ao cancelar a venda.');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    for (const failure of ['a 500', 'a network failure'] as const) {
      test(`T§8 (storefront-transactions.md) a cancel that meets ${failure} shows 'Hove um erro ao cancelar a venda.'`, async ({
        page,
      }) => {
        const bar = await startSale(page);
        await gotoHydrated(page, '/');
        await page.route('**/resources/sale', (route) =>
          failure === 'a 500' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.abort('failed'),
        );
        await bar.getByRole('button', { name: 'Cancelar Venda' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
        await expect(bar.getByRole('alert')).toHaveText('Hove um erro ao cancelar a venda.');
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(bar).toBeVisible();
      });
    }
  });
});

test.describe('Without JavaScript (T§2, T§7)', () => {
  test.use({ javaScriptEnabled: false });

  test('signs in, starts a sale and cancels it through the confirmation step', async ({ page }) => {
    const bar = await startSale(page, false);
    await bar.getByRole('button', { name: 'Cancelar Venda' }).click();
    await expect(page).toHaveURL('/?confirmarCancelamento=1');
    const question = page.getByRole('group', { name: 'Tem certeza que deseja cancelar?' });
    await expect(question).toBeVisible();
    await question.getByRole('link', { name: 'Não' }).click();
    await expect(page).toHaveURL('/');
    await expect(question).toHaveCount(0);
    await expect(bar).toBeVisible();

    await bar.getByRole('button', { name: 'Cancelar Venda' }).click();
    await question.getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL('/');
    await expect(bar).toHaveCount(0);
  });
});
