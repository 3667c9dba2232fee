import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  STORE_API_HEADERS,
  clientAddress,
  expect as baseExpect,
  gotoHydrated,
  pauseClock as pauseClockAt,
  storeApiData,
  test,
  holdRequests,
} from './fixtures';
import { AVAILABLE, ON_REQUEST, SOLD_OUT } from './seed-products';
import { pdfText } from './pdf-text';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Every form of the store (T§2, T§4, T§5, T§8, T§9), with and without JavaScript, at each screen width. Messages
 * are the spec's texts; timed states run on the page clock. Each test posts from its own client address (the
 * Store API limits form posts per address) and with its own e-mail where one is stored.
 */

/** The page e-mails link a quote to (T§2: an institutional page shows the quote block when the query has key). */
const QUOTE_PAGE = '/pagina/politica-de-pagamento';

const VALID_CNPJ = '11.222.333/0001-81';

interface KitDetail {
  id: number;
  rota: string;
  produtos: { estoque: number }[];
}

/** A seeded kit whose first product is out of stock (T§4: the kit is unavailable and offers 'Avise-me'). */
async function soldOutKit(request: APIRequestContext): Promise<KitDetail> {
  const listing = await storeApiData<{ conteudo: { listas: { rota: string }[] } }>(
    request,
    '/v2/front/url/list/listing?url=/lista&limit=50',
  );
  for (const { rota } of listing.conteudo.listas) {
    const kit = await storeApiData<KitDetail>(request, `/v2/front/url/list/detail?url=${encodeURIComponent(rota)}`);
    if ((kit.produtos[0]?.estoque ?? 1) === 0) return kit;
  }
  throw new Error('no seeded kit with its first product out of stock');
}

/** An e-mail no other test uses. */
const uniqueEmail = (info: TestInfo, tag: string) =>
  `${tag}.${info.project.name}.${info.retry}.${Date.now().toString(36)}@exemplo.com.br`;

/**
 * An unused single-use store-rating key seeded for this width and mode (apps/api/src/seed/build-people.ts: two
 * each, so a retry on the same database finds the second).
 */
async function ratingKey(page: Page, request: APIRequestContext, mode: 'js' | 'nojs'): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  for (const attempt of [0, 1]) {
    const key = `e2e-avaliacao-${width}-${mode}-${attempt}`;
    const check = await storeApiData<{ sucesso: boolean }>(request, `/v2/front/evaluations/store/add/${key}`);
    if (check.sucesso) return key;
  }
  throw new Error(`the seeded store-rating keys for ${width} px (${mode}) are used up: start from a fresh database`);
}

const CLOCK_START = new Date('2026-03-10T12:00:00-03:00').getTime();

/** The page's clock stands still until the test moves it (T§4 timers). Call before the page loads. */
const pauseClock = (page: Page) => pauseClockAt(page, CLOCK_START);

/** A page clock the test can stop later (`freezeClock`): axe needs running timers. Call before the page loads. */
async function installClock(page: Page) {
  await page.clock.install({ time: CLOCK_START });
}

/** Stops the installed clock; from here on time moves only with runFor. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Holds every post of a form until `release` is called (to see the sending state). */
async function holdPosts(page: Page, form: string) {
  return (await holdRequests(page, `**/resources/forms/${form}*`)).release;
}

/** Posts of a form never reach the server (the connection drops). */
async function dropPosts(page: Page, form: string) {
  await page.route(`**/resources/forms/${form}*`, (route) => route.abort());
}

/** A paste event carrying `text` (what the browser sends when a shopper pastes). */
async function paste(field: Locator, text: string) {
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const quoteDialog = (page: Page) => page.getByRole('dialog', { name: 'SOLICITE ORÇAMENTO' });
const field = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: true });

async function fillQuote(dialog: Locator, email: string) {
  await field(dialog, 'Nome').fill('Marta Souza');
  await field(dialog, 'E-mail').fill(email);
  await field(dialog, 'CNPJ').pressSequentially('11222333000181');
  await field(dialog, 'Inscrição estadual').fill('110.042.490.114');
  await field(dialog, 'DDD').fill('11');
  await field(dialog, 'Telefone').pressSequentially('987654321');
  await field(dialog, 'Estado (UF)').selectOption('SP');
}

// Journeys of several posts each, on a shared machine: more time than the default; a post the test cuts off
// (route.abort, the connection dropped) is logged by the browser as a failed resource.
test.describe.configure({ timeout: 120_000 });
test.use({ ignoredConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

test.beforeEach(async ({ page }, info) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(info) });
});

test.describe('Forms with JavaScript', () => {
  test('T§2 T§4 T§5 the quote pop-up: masks, "CNPJ inválido" 1.5 s, highlights until focused, "E-mail enviado!" 3 s', async ({
    page,
    makeAxeBuilder,
    expectNoAxeViolations,
  }, info) => {
    await installClock(page);
    await gotoHydrated(page, AVAILABLE);
    await page.getByRole('region', { name: 'Venda corporativa' }).getByRole('link', { name: 'Comprar' }).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await fillQuote(dialog, uniqueEmail(info, 'orcamento'));
    await expect(field(dialog, 'CNPJ')).toHaveValue(VALID_CNPJ);
    await expect(field(dialog, 'Telefone')).toHaveValue('98765-4321');

    // T§5: a wrong check digit, and a landline number where the pop-up asks for xxxxx-xxxx.
    await field(dialog, 'CNPJ').fill('11.222.333/0001-82');
    await field(dialog, 'Telefone').fill('3333-4444');
    await field(dialog, 'Quantidade').fill('');
    const send = () => dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await send();
    await expect(dialog.getByRole('alert')).toHaveText('CNPJ inválido');
    await expect(field(dialog, 'CNPJ')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Telefone')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Quantidade')).toHaveValue('1');
    await expectNoAxeViolations(makeAxeBuilder().include('#orcamento'));
    // The timed part on a stopped page clock (axe needs running timers).
    await freezeClock(page);
    await send();
    await expect(dialog.getByRole('alert')).toHaveText('CNPJ inválido');
    await page.clock.runFor(1499);
    await expect(dialog.getByRole('alert')).toHaveText('CNPJ inválido');
    await page.clock.runFor(1);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(field(dialog, 'CNPJ')).toHaveAttribute('aria-invalid', 'true');

    // Focus lifts a field's highlight; pasting a whole formatted phone fills the area code and the number.
    await field(dialog, 'CNPJ').fill('12.abc.345/01de-35');
    await expect(field(dialog, 'CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await expect(field(dialog, 'CNPJ')).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Telefone inválido');
    await page.clock.runFor(1500);
    await field(dialog, 'DDD').fill('');
    await field(dialog, 'Telefone').fill('');
    await paste(field(dialog, 'DDD'), '+55 (21) 98765-4321');
    await expect(field(dialog, 'DDD')).toHaveValue('21');
    await expect(field(dialog, 'Telefone')).toHaveValue('98765-4321');

    // T§4: 'Carregando' while sending, 'E-mail enviado!' with the fields cleared, 'Enviar' again after 3 s.
    const release = await holdPosts(page, 'orcamento');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Carregando' })).toBeDisabled();
    release();
    await expect(dialog.getByRole('button', { name: 'E-mail enviado!' })).toBeVisible();
    await expect(field(dialog, 'Nome')).toHaveValue('');
    await expect(field(dialog, 'CNPJ')).toHaveValue('');
    await page.clock.runFor(2999);
    await expect(dialog.getByRole('button', { name: 'E-mail enviado!' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('T§5 T§8 (storefront-transactions.md): "Telefone inválido" and "CNPJ inválido" leave the pop-up after 1.5 s, beside their fields too', async ({
    page,
  }, info) => {
    await installClock(page);
    await gotoHydrated(page, AVAILABLE);
    await page.getByRole('region', { name: 'Venda corporativa' }).getByRole('link', { name: 'Comprar' }).click();
    const dialog = quoteDialog(page);
    await fillQuote(dialog, uniqueEmail(info, 'orcamento-tempo'));
    await field(dialog, 'CNPJ').fill('11.222.333/0001-82');
    await field(dialog, 'Telefone').fill('3333-4444');
    await freezeClock(page);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByText('CNPJ inválido').first()).toBeVisible();
    await expect(dialog.getByText('Telefone inválido').first()).toBeVisible();
    await page.clock.runFor(1500);
    await expect(dialog.getByText('CNPJ inválido')).toHaveCount(0);
    await expect(dialog.getByText('Telefone inválido')).toHaveCount(0);
    await expect(field(dialog, 'CNPJ')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Telefone')).toHaveAttribute('aria-invalid', 'true');
  });

  test('T§2 T§4 the corporate box opens the pop-up; a post that never arrives shows "Erro ao Enviar!" for 3 s', async ({
    page,
  }, info) => {
    await pauseClock(page);
    await gotoHydrated(page, AVAILABLE);
    await page.getByRole('region', { name: 'Venda corporativa' }).getByRole('link', { name: 'Comprar' }).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await fillQuote(dialog, uniqueEmail(info, 'orcamento'));
    await dropPosts(page, 'orcamento');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Erro ao Enviar!' })).toBeVisible();
    await expect(field(dialog, 'Nome')).toHaveValue('Marta Souza');
    await page.clock.runFor(3000);
    await expect(dialog.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });

  test("T§2 T§4 T§5 'Sob Consulta': 'Preencha os campos!' hides after 3 s; the phone is masked; 'Enviado com sucesso'", async ({
    page,
  }, info) => {
    await pauseClock(page);
    await gotoHydrated(page, ON_REQUEST);
    const form = page.locator('#sob-consulta');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Preencha os campos!');
    await expect(field(form, 'Nome')).toHaveAttribute('aria-invalid', 'true');
    await page.clock.runFor(3000);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await field(form, 'Nome').fill('Ana Lima');
    await field(form, 'E-mail').fill(uniqueEmail(info, 'sob'));
    await field(form, 'Telefone').pressSequentially('1133334444');
    await expect(field(form, 'Telefone')).toHaveValue('(11) 3333-4444');
    await field(form, 'Telefone').fill('(11) 98765-4321');
    await expect(field(form, 'Telefone')).toHaveValue('(11) 98765-4321');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('Enviado com sucesso');
    await expect(field(form, 'Nome')).toHaveValue('');
    await expect(field(form, 'Telefone')).toHaveValue('');
    await page.clock.runFor(3000);
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test("T§2 T§4 T§5 'Avise-me' on a product: the button reaches the form; 'Preencha os campos!'; 'Enviado com sucesso'", async ({
    page,
    makeAxeBuilder,
    expectNoAxeViolations,
  }, info) => {
    await gotoHydrated(page, SOLD_OUT);
    await page.getByRole('link', { name: 'Avise-me quando chegar' }).click();
    await expect(page).toHaveURL(/#avise-me$/);
    const form = page.locator('#avise-me');
    await expect(form).toBeInViewport();
    await field(form, 'Nome').fill('Ana Lima');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Preencha os campos!');
    await expect(field(form, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Nome')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(makeAxeBuilder().include('#avise-me'));
    await field(form, 'E-mail').fill(uniqueEmail(info, 'avise'));
    await dropPosts(page, 'avise-me');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Erro ao enviar');
    await page.unroute('**/resources/forms/avise-me*');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('Enviado com sucesso');
    await expect(field(form, 'Nome')).toHaveValue('');
  });

  test("T§4 'Avise-me' on a kit: every message clears after 3 s", async ({ page, request }, info) => {
    const kit = await soldOutKit(request);
    await pauseClock(page);
    await gotoHydrated(page, kit.rota);
    const form = page.locator('#avise-me');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Preencha os campos!');
    await page.clock.runFor(3000);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await field(form, 'Nome').fill('Ana Lima');
    await field(form, 'E-mail').fill(uniqueEmail(info, 'avise-kit'));
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('Enviado com sucesso');
    await page.clock.runFor(3000);
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test("T§4 T§5 T§8 question form: each text in order; success 3 s with the form reset; failure 'Houve um erro ao enviar.' 5 s", async ({
    page,
    makeAxeBuilder,
    expectNoAxeViolations,
  }) => {
    await installClock(page);
    await gotoHydrated(page, AVAILABLE);
    const form = page.locator('#pergunte');
    const send = () => form.getByRole('button', { name: 'Enviar pergunta' }).click();
    await send();
    await expect(form.getByRole('alert')).toHaveText('Preencha o campo!');
    await expect(field(form, 'Nome')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'Nome').fill('Rui Costa');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await send();
    await expect(form.getByRole('alert')).toHaveText('Preencha o campo!');
    await expect(field(form, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'E-mail').fill('rui@exemplo');
    await send();
    await expect(form.getByRole('alert')).toHaveText('Insira um e-mail válido!');
    await expectNoAxeViolations(makeAxeBuilder().include('#pergunte'));
    await freezeClock(page);
    await field(form, 'E-mail').fill('rui@exemplo.com.br');
    await send();
    await expect(form.getByRole('alert')).toHaveText('Preencha o campo!');
    await expect(field(form, 'Sua pergunta')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'Sua pergunta').fill('Acompanha certificado de calibração?');
    await dropPosts(page, 'pergunta');
    await send();
    await expect(form.getByRole('alert')).toHaveText('Houve um erro ao enviar.');
    await page.clock.runFor(4999);
    await expect(form.getByRole('alert')).toHaveText('Houve um erro ao enviar.');
    await page.clock.runFor(1);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await page.unroute('**/resources/forms/pergunta*');
    await send();
    await expect(form.getByRole('status')).toHaveText('Pergunta enviada com sucesso!');
    await expect(field(form, 'Sua pergunta')).toHaveValue('');
    await page.clock.runFor(3000);
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test("T§2 T§4 T§5 product review: 'Avaliar' opens it; texts in order; the alert clears on change; success 3 s, failure 5 s", async ({
    page,
    makeAxeBuilder,
    expectNoAxeViolations,
  }) => {
    await installClock(page);
    await gotoHydrated(page, AVAILABLE);
    const form = page.locator('#avaliar');
    await expect(field(form, 'Comentário')).toBeHidden();
    await form.getByText('Avaliar', { exact: true }).click();
    await expect(field(form, 'Comentário')).toBeVisible();
    const send = () => form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await send();
    await expect(form.getByRole('alert')).toHaveText('Selecione a nota!');
    await expectNoAxeViolations(makeAxeBuilder().include('#avaliar'));
    await freezeClock(page);
    await form.getByTitle('4 estrelas').click();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await send();
    await expect(form.getByRole('alert')).toHaveText('Preencha o campo!');
    await expect(field(form, 'Comentário')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'Comentário').fill('Leitura estável e rápida.');
    await send();
    await expect(field(form, 'Nome')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'Nome').fill('Camila');
    await send();
    await expect(field(form, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'E-mail').fill('camila@');
    await send();
    await expect(form.getByRole('alert')).toHaveText('Insira um E-mail válido!');
    await field(form, 'E-mail').fill('camila@exemplo.com.br');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await dropPosts(page, 'avaliacao-produto');
    await send();
    await expect(form.getByRole('alert')).toHaveText('Houve um erro ao enviar.');
    await page.clock.runFor(5000);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await page.unroute('**/resources/forms/avaliacao-produto*');
    await send();
    await expect(form.getByRole('status')).toHaveText('Enviado com sucesso!');
    await expect(field(form, 'Comentário')).toHaveValue('');
    await page.clock.runFor(3000);
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test('T§2 T§4 kit review: sent with its stars and recommendation', async ({ page, request }) => {
    const kit = await soldOutKit(request);
    await gotoHydrated(page, kit.rota);
    const form = page.locator('#avaliar');
    await form.getByText('Avaliar', { exact: true }).click();
    await form.getByTitle('5 estrelas').click();
    await field(form, 'Comentário').fill('Kit completo para a obra.');
    await field(form, 'Nome').fill('Joana');
    await field(form, 'E-mail').fill('joana@exemplo.com.br');
    await form.getByText('Não recomendaria').click();
    const post = page.waitForRequest((r) => r.url().includes('/resources/forms/avaliacao-lista'));
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    const body = new URLSearchParams((await post).postData() ?? '');
    expect(
      Object.fromEntries([...body].filter(([name]) => ['idListaCompra', 'nota', 'recomenda'].includes(name))),
    ).toEqual({ idListaCompra: String(kit.id), nota: '5', recomenda: 'false' });
    await expect(form.getByRole('status')).toHaveText('Enviado com sucesso!');
  });

  test("T§2 T§4 T§5 T§6 store rating: no or unknown key → home; 'Por favor, dê uma nota.', 'Por favor, escolha um.'; messages 5 s", async ({
    page,
    request,
    makeAxeBuilder,
    expectNoAxeViolations,
  }) => {
    await page.goto('/pagina/avaliacao-loja');
    await expect(page).toHaveURL('/');
    await page.goto('/pagina/avaliacao-loja?key=chave-que-nao-existe');
    await expect(page).toHaveURL('/');
    await page.goto('/pagina/avaliacao-loja?key=demo-avaliacao-expirada');
    await expect(page).toHaveURL('/');

    await installClock(page);
    await gotoHydrated(page, `/pagina/avaliacao-loja?key=${await ratingKey(page, request, 'js')}`);
    await expect(page).toHaveTitle(/^Avaliação da loja/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avaliação da loja');
    const form = page.locator('#avaliacao-loja');
    const send = () => form.getByRole('button', { name: 'Enviar avaliação' }).click();
    const experiencia = form.getByRole('group', { name: /experiência/ });
    const atendimento = form.getByRole('group', { name: /atendimento/ });
    await send();
    await expect(experiencia.getByRole('alert')).toHaveText('Por favor, dê uma nota.');
    await expectNoAxeViolations(makeAxeBuilder().include('#avaliacao-loja'));
    await freezeClock(page);
    await experiencia.getByText('9', { exact: true }).click();
    await send();
    await expect(atendimento.getByRole('alert')).toHaveText('Por favor, dê uma nota.');
    await atendimento.getByText('10', { exact: true }).click();
    await send();
    await expect(form.getByRole('alert')).toHaveText('Por favor, escolha um.');
    await form.getByLabel('Sim', { exact: true }).check();
    await field(form, 'Deixe sua mensagem (opcional)').fill('Entrega antes do prazo.');
    await form.getByLabel(/Seu e-mail não será publicado/).check();

    await dropPosts(page, 'avaliacao-loja');
    await send();
    await expect(form.getByRole('alert')).toHaveText('Não foi possível enviar sua avaliação.');
    await page.clock.runFor(5000);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await page.unroute('**/resources/forms/avaliacao-loja*');
    await send();
    await expect(form.getByRole('status')).toHaveText('Avaliação enviada com sucesso!!!');
    await page.clock.runFor(4999);
    await expect(form.getByRole('status')).toHaveText('Avaliação enviada com sucesso!!!');
    await page.clock.runFor(1);
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test("T§4 T§5 issue 25 newsletter strip: an empty e-mail is highlighted; 'Enviar', then 'Cadastrado!' with a check, then 'Cadastrar' after 5 s", async ({
    page,
  }, info) => {
    await pauseClock(page);
    await gotoHydrated(page, '/marcas?wapRender=true');
    const strip = page.locator('#newsletter');
    const email = strip.getByLabel('Seu e-mail');
    await expect(strip.getByRole('button', { name: 'Cadastrar' })).toHaveCount(0);
    await strip.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveJSProperty('validity.valueMissing', true);
    await email.fill(uniqueEmail(info, 'news'));
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await dropPosts(page, 'newsletter-rodape');
    await strip.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(strip.getByRole('button', { name: 'Erro ao cadastrar' })).toBeVisible();
    await page.clock.runFor(5000);
    await page.unroute('**/resources/forms/newsletter-rodape*');
    await strip.getByRole('button', { name: 'Cadastrar' }).click();
    const done = strip.getByRole('button', { name: 'Cadastrado!' });
    await expect(done).toBeVisible();
    await expect(done.locator('svg')).toHaveCount(1);
    await expect(email).toHaveValue('');
    await page.clock.runFor(4999);
    await expect(done).toBeVisible();
    await page.clock.runFor(1);
    await expect(strip.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
  });
});

/** A quote asked for through the Store API: its number and key. */
async function createQuote(request: APIRequestContext, info: TestInfo) {
  const product = await storeApiData<{ id: number }>(
    request,
    `/v2/front/url/product/detail?url=${encodeURIComponent(AVAILABLE)}`,
  );
  const response = await request.post('/v2/front/budget', {
    headers: { ...STORE_API_HEADERS, 'x-forwarded-for': clientAddress(info) },
    data: {
      idProduto: product.id,
      contato: 'Marta Souza',
      nomeRazao: 'Frio & Cia Refrigeração Ltda',
      email: uniqueEmail(info, 'impressao'),
      cpfCnpj: VALID_CNPJ,
      telefone: '(11) 98765-4321',
      uf: 'SP',
      rgIe: 'ISENTO',
      quantidadeProduto: 3,
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { idOrcamento: number; chave: string } };
  return body.data;
}

test.describe('Quote by key', () => {
  // The printable quote of an unknown key answers 404, which the browser logs.
  test.use({ ignoredConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('T§2 T§3 the quote block on an institutional page and the printable quote (A4 PDF with the number)', async ({
    page,
    request,
    expectNoAxeViolations,
  }, info) => {
    const { idOrcamento, chave } = await createQuote(request, info);
    const number = `Orçamento nº ${idOrcamento}`;
    await page.goto(`${QUOTE_PAGE}?key=${chave}`);
    const block = page.getByRole('region', { name: 'Orçamento' });
    await expect(block.getByRole('heading', { name: number })).toBeVisible();
    await expect(block.getByText('Frio & Cia Refrigeração Ltda')).toBeVisible();
    await expect(block.getByText(VALID_CNPJ)).toBeVisible();
    await expect(block.getByRole('heading', { name: 'Formas de pagamento' })).toBeVisible();
    await expect(block.getByRole('heading', { name: 'Condições de faturamento' })).toBeVisible();
    await expectNoAxeViolations();

    await block.getByRole('link', { name: 'Versão para impressão' }).click();
    await expect(page).toHaveURL(`/orcamento/${chave}/imprimir`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(number);
    // Issue 25: the printable quote fits the screen (360 px included) without sideways scrolling.
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    expect(
      await page.locator('main *').evaluateAll((all) => all.filter((e) => e.scrollWidth > e.clientWidth + 1).length),
    ).toBe(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const text = pdfText(pdf);
    expect(text).toContain(number);
    expect(text).toContain('Condições de faturamento');
    // One A4 page (595 × 842 points).
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
    expect(Math.abs(Number(box?.[1]) - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(Number(box?.[2]) - 841.89)).toBeLessThan(1.5);

    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${QUOTE_PAGE}?key=${'x'.repeat(30)}`);
    await expect(page.getByRole('region', { name: 'Orçamento' }).getByRole('alert')).toHaveText(
      'Orçamento não encontrado. Confira o link recebido por e-mail.',
    );
    const missing = await page.goto(`/orcamento/${'x'.repeat(30)}/imprimir`);
    expect(missing?.status()).toBe(404);
  });
});

test.describe('Forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('T§2 T§5 the quote pop-up opens as the link target; errors and values come back from the server; "E-mail enviado!"', async ({
    page,
  }, info) => {
    await page.goto(AVAILABLE);
    const dialog = page.locator('#orcamento');
    await expect(dialog).toBeHidden();
    await page.getByRole('region', { name: 'Venda corporativa' }).getByRole('link', { name: 'Comprar' }).click();
    await expect(page).toHaveURL(/#orcamento$/);
    await expect(dialog).toBeVisible();
    await field(dialog, 'Nome').fill('Marta Souza');
    await field(dialog, 'E-mail').fill(uniqueEmail(info, 'orcamento'));
    await field(dialog, 'CNPJ').fill('11.222.333/0001-82');
    await field(dialog, 'DDD').fill('11');
    await field(dialog, 'Telefone').fill('98765-4321');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${AVAILABLE.replace('.', '\\.')}#orcamento$`));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('CNPJ inválido');
    await expect(field(dialog, 'CNPJ')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Inscrição estadual')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Nome')).toHaveValue('Marta Souza');
    await expect(field(dialog, 'Telefone')).toHaveValue('98765-4321');

    await field(dialog, 'CNPJ').fill(VALID_CNPJ);
    await dialog.getByLabel('Isento').check();
    await field(dialog, 'Estado (UF)').selectOption('RJ');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'E-mail enviado!' })).toBeVisible();
    await expect(field(dialog, 'Nome')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });

  test("T§2 T§5 'Sob Consulta' and 'Avise-me': 'Preencha os campos!' from the server, then 'Enviado com sucesso'", async ({
    page,
  }, info) => {
    await page.goto(ON_REQUEST);
    let form = page.locator('#sob-consulta');
    await field(form, 'Nome').fill('Ana Lima');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page).toHaveURL(/#sob-consulta$/);
    await expect(form.getByRole('alert')).toHaveText('Preencha os campos!');
    await expect(field(form, 'Nome')).toHaveValue('Ana Lima');
    await expect(field(form, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'E-mail').fill(uniqueEmail(info, 'sob'));
    await field(form, 'Telefone').fill('(11) 98765-4321');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('Enviado com sucesso');

    await page.goto(SOLD_OUT);
    await page.getByRole('link', { name: 'Avise-me quando chegar' }).click();
    form = page.locator('#avise-me');
    await expect(form).toBeInViewport();
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Preencha os campos!');
    await expect(field(form, 'Nome')).toHaveAttribute('aria-invalid', 'true');
    await field(form, 'Nome').fill('Ana Lima');
    await field(form, 'E-mail').fill(uniqueEmail(info, 'avise'));
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('Enviado com sucesso');
    await expect(field(form, 'Nome')).toHaveValue('');
  });

  test("T§2 T§5 'Avise-me' on a kit and the kit review, without JavaScript", async ({ page, request }, info) => {
    const kit = await soldOutKit(request);
    await page.goto(kit.rota);
    const notify = page.locator('#avise-me');
    await field(notify, 'Nome').fill('Ana Lima');
    await field(notify, 'E-mail').fill(uniqueEmail(info, 'avise-kit'));
    await notify.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(notify.getByRole('status')).toHaveText('Enviado com sucesso');
    const review = page.locator('#avaliar');
    await review.getByText('Avaliar', { exact: true }).click();
    await review.getByTitle('3 estrelas').click();
    await field(review, 'Comentário').fill('Bom kit.');
    await field(review, 'Nome').fill('Joana');
    await field(review, 'E-mail').fill('joana@exemplo.com.br');
    await review.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(review.getByRole('status')).toHaveText('Enviado com sucesso!');
  });

  test('T§5 question and review: the server tells the first failing field and keeps the values', async ({ page }) => {
    await page.goto(AVAILABLE);
    const question = page.locator('#pergunte');
    await field(question, 'Nome').fill('Rui Costa');
    await field(question, 'E-mail').fill('rui@exemplo');
    await field(question, 'Sua pergunta').fill('Tem garantia?');
    await question.getByRole('button', { name: 'Enviar pergunta' }).click();
    await expect(page).toHaveURL(/#pergunte$/);
    await expect(question.getByRole('alert')).toHaveText('Insira um e-mail válido!');
    await expect(field(question, 'Sua pergunta')).toHaveValue('Tem garantia?');
    await field(question, 'E-mail').fill('rui@exemplo.com.br');
    await question.getByRole('button', { name: 'Enviar pergunta' }).click();
    await expect(question.getByRole('status')).toHaveText('Pergunta enviada com sucesso!');
    await expect(field(question, 'Nome')).toHaveValue('');

    const review = page.locator('#avaliar');
    await review.getByText('Avaliar', { exact: true }).click();
    await field(review, 'Comentário').fill('Leitura estável.');
    await review.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page).toHaveURL(/#avaliar$/);
    await expect(review.getByRole('alert')).toHaveText('Selecione a nota!');
    await expect(field(review, 'Comentário')).toHaveValue('Leitura estável.');
    await review.getByTitle('5 estrelas').click();
    await review.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(review.getByRole('alert')).toHaveText('Preencha o campo!');
    await expect(field(review, 'Nome')).toHaveAttribute('aria-invalid', 'true');
    await field(review, 'Nome').fill('Camila');
    await field(review, 'E-mail').fill('camila@exemplo.com.br');
    await review.getByTitle('5 estrelas').click();
    await review.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(review.getByRole('status')).toHaveText('Enviado com sucesso!');
  });

  test('T§2 T§5 store rating and newsletter without JavaScript', async ({ page, request }, info) => {
    await page.goto(`/pagina/avaliacao-loja?key=${await ratingKey(page, request, 'nojs')}`);
    const form = page.locator('#avaliacao-loja');
    await form
      .getByRole('group', { name: /experiência/ })
      .getByText('7', { exact: true })
      .click();
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(form.getByRole('group', { name: /atendimento/ }).getByRole('alert')).toHaveText(
      'Por favor, dê uma nota.',
    );
    await form
      .getByRole('group', { name: /atendimento/ })
      .getByText('8', { exact: true })
      .click();
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(form.getByRole('alert')).toHaveText('Por favor, escolha um.');
    await form.getByLabel('Não', { exact: true }).check();
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(form.getByRole('status')).toHaveText('Avaliação enviada com sucesso!!!');

    const strip = page.locator('#newsletter');
    const email = strip.getByLabel('Seu e-mail');
    await strip.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(email).toHaveJSProperty('validity.valueMissing', true);
    await email.fill(uniqueEmail(info, 'news'));
    await strip.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page).toHaveURL(/#newsletter$/);
    await expect(strip.getByRole('button', { name: 'Cadastrado!' })).toBeVisible();
  });
});
