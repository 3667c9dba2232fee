import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { ProductDetail, ShipmentResponse, ShippingOption as Frete } from '@vitrine/contract';
import {
  STORE_API_HEADERS,
  expect,
  gotoHydrated,
  openPostalCodeModal,
  pauseClock,
  storeApiData,
  test,
  waitForHydration,
} from './fixtures';

/**
 * Shipping calculator (T§2, T§3, T§4, T§5, T§7, T§8, T§9) and the saved postal code of the menu modal and the home
 * box. Expected options come from the Store API (docs/decisions/008-shipping.md), never hard-coded prices.
 */

// Seeded products: a clamp meter well under R$ 2.000 and a vaccine-chamber monitor above it (both in stock).
const CHEAP = '/alicate-amperimetro-digital-aa-400-true-rms.html';
const DEAR = '/monitor-de-temperatura-wi-fi-para-camaras-de-vacina-mv-700.html';
const BAHIA = '40020-000';
const SAO_PAULO = '01310-100';

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

async function quote(request: APIRequestContext, rota: string, cep: string): Promise<Frete[]> {
  const product = await storeApiData<ProductDetail>(
    request,
    `/v2/front/url/product/detail?url=${encodeURIComponent(rota)}`,
  );
  const response = await request.post('/v2/front/shipment/product', {
    headers: STORE_API_HEADERS,
    data: { cep: cep.replace('-', ''), idProduto: product.id, idAtributoValor: 0, quantidade: 1 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ShipmentResponse }).data.fretes;
}

/** A paste: the whole text enters the focused field at once, as from the clipboard (maxlength applies). */
async function pasteInto(page: Page, input: Locator, text: string) {
  await input.focus();
  await page.keyboard.insertText(text);
}

const calculator = (page: Page) => page.getByRole('region', { name: 'Calcular Frete e Prazo' });
const results = (page: Page) => calculator(page).getByRole('table');

/** The table shows every option of the Store API: label, business days and BRL price ('Grátis' for 0). */
async function expectOptions(table: Locator, fretes: Frete[]) {
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(fretes.length);
  for (const [i, frete] of fretes.entries()) {
    const cells = rows.nth(i).locator('th, td');
    await expect(cells.nth(0)).toHaveText(frete.label);
    await expect(cells.nth(1)).toHaveText(frete.prazo === 1 ? 'Até 1 dia útil' : `Até ${frete.prazo} dias úteis`);
    await expect(cells.nth(2)).toHaveText(frete.valor === 0 ? 'Grátis' : brl(frete.valor));
  }
}

async function cepCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'cep');
}

const DAY_S = 24 * 60 * 60;
/** Chromium keeps a cookie at most 400 days, whatever its Expires says (the header itself is tested below). */
const BROWSER_COOKIE_CAP_DAYS = 400;

/** T§9: the cookie `cep` holds the masked code, is readable by scripts, for the whole site, long-lived. */
async function expectSavedCookie(context: BrowserContext, cep: string) {
  const cookie = await cepCookie(context);
  expect(cookie?.value).toBe(cep);
  expect(cookie?.path).toBe('/');
  expect(cookie?.httpOnly).toBe(false);
  const expires = cookie?.expires ?? 0;
  const until2035 = Date.UTC(2035, 11, 31, 23, 59, 59) / 1000;
  expect(expires).toBeGreaterThan(Date.now() / 1000 + (BROWSER_COOKIE_CAP_DAYS - 1) * DAY_S);
  expect(expires).toBeLessThanOrEqual(until2035);
}

test.describe('Shipping calculator (product page)', () => {
  test('T§2 issue 25 title, placeholder as the field writes it (00000-000), at most 9 characters, the hyphen added by the field', async ({
    page,
  }) => {
    await gotoHydrated(page, CHEAP);
    const box = calculator(page);
    await expect(box.getByRole('heading', { name: 'Calcular Frete e Prazo' })).toBeVisible();
    const input = box.getByLabel('CEP', { exact: true });
    await expect(input).toHaveAttribute('placeholder', '00000-000');
    await expect(input).toHaveAccessibleDescription('Digite só os números: o hífen entra sozinho.');
    await input.pressSequentially('4a0020b0001234');
    await expect(input).toHaveValue(BAHIA);
    // The text the field shows has the placeholder's shape.
    expect(BAHIA.replace(/\d/g, '0')).toBe('00000-000');
    // T§5: a pasted formatted code keeps every digit.
    for (const pasted of ['01.310-100', '01310 100', 'CEP 01310-100']) {
      await input.fill('');
      await pasteInto(page, input, pasted);
      await expect(input).toHaveValue(SAO_PAULO);
    }
    await expect(box.getByRole('button', { name: 'Calcular' })).toBeVisible();
    const link = box.getByRole('link', { name: /Não sei meu CEP/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\/buscacepinter\.correios\.com\.br\//);
  });

  test('T§3, T§4 Enter calculates: each option with its delivery time and price; the CEP is saved', async ({
    page,
    request,
    context,
  }) => {
    const fretes = await quote(request, CHEAP, BAHIA);
    await gotoHydrated(page, CHEAP);
    const input = calculator(page).getByLabel('CEP', { exact: true });
    await input.fill(BAHIA);
    await input.press('Enter');
    await expectOptions(results(page), fretes);
    await expect(calculator(page).getByRole('alert')).toHaveCount(0);
    await expect(calculator(page).getByTestId('frete-resultado')).toHaveAttribute('aria-busy', 'false');
    await expectSavedCookie(context, BAHIA);
  });

  test('T§9 free shipping: a São Paulo CEP and a product above R$ 2.000 show "Grátis"', async ({ page, request }) => {
    const fretes = await quote(request, DEAR, SAO_PAULO);
    expect(fretes[0]?.valor).toBe(0);
    await gotoHydrated(page, DEAR);
    await calculator(page).getByLabel('CEP', { exact: true }).fill(SAO_PAULO);
    await calculator(page).getByRole('button', { name: 'Calcular' }).click();
    await expectOptions(results(page), fretes);
    await expect(results(page).locator('tbody tr').first()).toContainText('Frete grátis');
    await expect(results(page).locator('tbody tr').first().locator('td').last()).toHaveText('Grátis');
  });

  test('T§5 empty on submit marks the field as error and makes no call', async ({ page, context }) => {
    await gotoHydrated(page, CHEAP);
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/resources/shipping')) calls.push(req.url());
    });
    const input = calculator(page).getByLabel('CEP', { exact: true });
    await calculator(page).getByRole('button', { name: 'Calcular' }).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Informe o CEP\.$/);
    await expect(results(page)).toHaveCount(0);
    // Typing clears the mark; a real submission then makes exactly one call.
    await input.fill(BAHIA);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    await input.press('Enter');
    await expect(results(page)).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(await cepCookie(context)).toMatchObject({ value: BAHIA });
  });

  test('T§8 a malformed or unknown CEP is shown as an alert and not saved', async ({ page, context }) => {
    await gotoHydrated(page, CHEAP);
    const input = calculator(page).getByLabel('CEP', { exact: true });
    await input.fill('0131');
    await input.press('Enter');
    // A short CEP is told in the hint's own words (issue 39: the hyphen is typed for the shopper).
    await expect(calculator(page).getByRole('alert')).toHaveText('CEP incompleto: digite os 8 números.');
    await input.fill('10500-000');
    await input.press('Enter');
    await expect(calculator(page).getByRole('alert')).toHaveText('CEP não encontrado. Confira o número informado.');
    await expect(results(page)).toHaveCount(0);
    expect(await cepCookie(context)).toBeUndefined();
  });

  test('T§4 the saved cep cookie is quoted on load, in the server-rendered page', async ({ page, request }) => {
    const fretes = await quote(request, CHEAP, BAHIA);
    await gotoHydrated(page, CHEAP);
    const input = calculator(page).getByLabel('CEP', { exact: true });
    await input.fill(BAHIA);
    await input.press('Enter');
    await expect(results(page)).toBeVisible();
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/resources/shipping')) calls.push(req.url());
    });
    const response = await page.reload();
    // The document itself carries the result: the browser makes no shipping call on load.
    expect(await response?.text()).toContain(`Entrega para o CEP ${BAHIA}`);
    await waitForHydration(page);
    await expect(calculator(page).getByLabel('CEP', { exact: true })).toHaveValue(BAHIA);
    await expectOptions(results(page), fretes);
    expect(calls).toEqual([]);
  });

  test('T§9 the cookie is written with Expires at the end of 2035, path /, not HttpOnly', async ({ request }) => {
    const response = await request.post('/resources/postal-code', { form: { cep: SAO_PAULO, js: '1' } });
    expect(response.status()).toBe(200);
    const header = response.headers()['set-cookie'] ?? '';
    // Secure in production (the e2e servers run the production build).
    expect(header).toMatch(/^cep=01310-100; Path=\/; Expires=Mon, 31 Dec 2035 23:59:59 GMT;( Secure;)? SameSite=Lax$/);
    expect(header).not.toMatch(/HttpOnly/i);
    const refused = await request.post('/resources/postal-code', { form: { cep: '01310-10', js: '1' } });
    expect(refused.status()).toBe(400);
    expect(refused.headers()['set-cookie']).toBeUndefined();
  });

  test('axe: the product page with a shipping result has no violations', async ({ page, expectNoAxeViolations }) => {
    await gotoHydrated(page, DEAR);
    const input = calculator(page).getByLabel('CEP', { exact: true });
    await input.fill(SAO_PAULO);
    await input.press('Enter');
    await expect(results(page)).toBeVisible();
    await expectNoAxeViolations();
  });
});

const homeBox = (page: Page) => page.getByRole('region', { name: 'Informe seu CEP' });

test.describe('Postal-code modal and home box (T§4, T§5)', () => {
  test('T§4 the modal saves 00000-000: "Enviar para" for 4 s, then the form resets', async ({ page, context }) => {
    await pauseClock(page);
    await gotoHydrated(page, '/');
    const dialog = await openPostalCodeModal(page);
    const input = dialog.getByLabel('CEP', { exact: true });
    await input.pressSequentially('01310100');
    await expect(input).toHaveValue(SAO_PAULO);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Enviar para: ${SAO_PAULO}`);
    await expectSavedCookie(context, SAO_PAULO);
    await page.clock.runFor(4000);
    await expect(dialog.getByRole('status')).toHaveText('');
    await expect(input).toHaveValue('');
  });

  test('T§5 the home box saves only exactly 9 characters; invalid shows an error for 3 s', async ({
    page,
    context,
  }) => {
    await pauseClock(page);
    await gotoHydrated(page, '/');
    const box = homeBox(page);
    const input = box.getByLabel('CEP', { exact: true });
    await input.fill('01310-10');
    await box.getByRole('button', { name: 'Salvar' }).click();
    await expect(box.getByRole('alert')).toHaveText('CEP inválido. Use o formato 00000-000.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await cepCookie(context)).toBeUndefined();
    await page.clock.runFor(3000);
    await expect(box.getByRole('alert')).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');

    await input.fill(SAO_PAULO);
    await input.press('Enter');
    await expect(box.getByRole('status')).toHaveText(`Enviar para: ${SAO_PAULO}`);
    await expectSavedCookie(context, SAO_PAULO);
    await page.clock.runFor(4000);
    await expect(box.getByRole('status')).toHaveText('');
    await expect(input).toHaveValue('');
  });

  test('axe: the home box and the modal, each showing its confirmation', async ({ page, expectNoAxeViolations }) => {
    await gotoHydrated(page, '/');
    const box = homeBox(page);
    await box.getByLabel('CEP', { exact: true }).fill(SAO_PAULO);
    await box.getByRole('button', { name: 'Salvar' }).click();
    await expect(box.getByRole('status')).toHaveText(`Enviar para: ${SAO_PAULO}`);
    await expectNoAxeViolations();
    const dialog = await openPostalCodeModal(page);
    await dialog.getByLabel('CEP', { exact: true }).fill('0131');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations();
  });

  test('T§4 a code saved in the home box is quoted on the product page', async ({ page, request }) => {
    const fretes = await quote(request, CHEAP, BAHIA);
    await gotoHydrated(page, '/');
    const box = homeBox(page);
    await box.getByLabel('CEP', { exact: true }).fill(BAHIA);
    await box.getByRole('button', { name: 'Salvar' }).click();
    await expect(box.getByRole('status')).toHaveText(`Enviar para: ${BAHIA}`);
    await page.goto(CHEAP);
    await expectOptions(results(page), fretes);
  });
});

test.describe('Without JavaScript (shipping and postal code)', () => {
  test.use({ javaScriptEnabled: false });

  test('T§2 the calculator is a form: the page comes back with the result and the CEP saved', async ({
    page,
    request,
    context,
  }) => {
    const fretes = await quote(request, CHEAP, BAHIA);
    await page.goto(CHEAP);
    await calculator(page).getByLabel('CEP', { exact: true }).fill('40020000');
    await calculator(page).getByRole('button', { name: 'Calcular' }).click();
    await expect(page).toHaveURL(/[?&]cep=40020000/);
    await expectOptions(results(page), fretes);
    await expectSavedCookie(context, BAHIA);
  });

  test('T§5 an empty calculator form marks the field and shows no result', async ({ page, context }) => {
    await page.goto(CHEAP);
    await calculator(page).getByRole('button', { name: 'Calcular' }).click();
    const input = calculator(page).getByLabel('CEP', { exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator(page).getByText('Informe o CEP.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    expect(await cepCookie(context)).toBeUndefined();
  });

  test('T§4 the home box posts, saves the cookie and shows "Enviar para"', async ({ page, context }) => {
    await page.goto('/');
    await homeBox(page).getByLabel('CEP', { exact: true }).fill(SAO_PAULO);
    await homeBox(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/\?cepSalvo=01310-100#cep-home$/);
    await expect(homeBox(page).getByRole('status')).toHaveText(`Enviar para: ${SAO_PAULO}`);
    await expectSavedCookie(context, SAO_PAULO);
  });

  test('T§5 the home box masks a pasted formatted code as the script does', async ({ page, context }) => {
    await page.goto('/');
    await homeBox(page).getByLabel('CEP', { exact: true }).fill('01.310-100');
    await homeBox(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(homeBox(page).getByRole('status')).toHaveText(`Enviar para: ${SAO_PAULO}`);
    await expectSavedCookie(context, SAO_PAULO);
  });

  test('T§5 the home box refuses anything but 00000-000', async ({ page, context }) => {
    await page.goto('/');
    await homeBox(page).getByLabel('CEP', { exact: true }).fill('01310-10');
    await homeBox(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(homeBox(page).getByRole('alert')).toHaveText('CEP inválido. Use o formato 00000-000.');
    expect(await cepCookie(context)).toBeUndefined();
  });
});
