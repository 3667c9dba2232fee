import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ADMIN_API_HEADERS, expect as baseExpect, storedRows, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 37, staff accounts: a forgotten password reset from the e-mailed one-time link, with and without JavaScript; the TOTP
 * second factor turned on from Minha conta and then asked for at sign-in (a wrong code refused). Every page axe-clean,
 * at 360 and 1366 px.
 */

// Refusals are part of the journeys (a bad address, a mismatch, a wrong code, a used link): each answers a 400.
test.use({ ignoredConsoleErrors: [/status of 400 \(Bad Request\)/] });

const unique = (info: TestInfo, tag: string) =>
  `${tag}.${info.project.name}.${info.retry}.${Date.now().toString(36)}@exemplo.com.br`;

/** A back-office user made through the admin API (ADMIN_TOKEN). */
async function makeUser(request: APIRequestContext, email: string, senha: string) {
  const made = await request.post('/v2/admin/usuarios', {
    headers: ADMIN_API_HEADERS,
    data: { email, nome: 'Pessoa da Equipe', senha, papel: 'atendimento' },
  });
  expect(made.status(), await made.text()).toBe(200);
}

async function fillSignIn(page: Page, email: string, senha: string) {
  await page.goto('/admin/entrar');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** RFC 6238 (SHA-1, 6 digits, 30 s) written here, so the test checks the store against an independent reckoning. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32.replace(/=+$/, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The reset journey: "Esqueci minha senha", the neutral answer, the e-mailed link, a mismatch refused beside its
 * field, the new password, sign-in with it, the used link refused. `axe` runs on each page when given (axe needs
 * JavaScript in the page).
 */
async function resetJourney(page: Page, request: APIRequestContext, info: TestInfo, axe: () => Promise<void>) {
  const email = unique(info, 'reset');
  await makeUser(request, email, 'senha-antiga-37');

  await page.goto('/admin/entrar');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Esqueci minha senha/ })).toBeVisible();
  await axe();
  // A bad address is refused beside the field.
  await page.getByLabel('E-mail').fill('nao-e-email');
  await page.getByRole('button', { name: 'Enviar o link' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('E-mail: informe um e-mail válido.');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar o link' }).click();
  await expect(page.getByRole('status')).toContainText('Se este e-mail for de um usuário ativo do painel');
  await axe();

  const [mail] = await storedRows(request, 'email_outbox', { destinatario: email });
  const link = /https?:\/\/\S+\/admin\/senha\/redefinir\?token=[\w-]{43}/.exec(String(mail?.corpo))?.[0];
  expect(link, String(mail?.corpo)).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: /Nova senha/ })).toBeVisible();
  await axe();
  await page.getByLabel('Nova senha (ao menos 8 caracteres)').fill('senha-nova-37');
  await page.getByLabel('Repita a nova senha').fill('outra-coisa-37');
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page.getByLabel('Repita a nova senha')).toHaveAccessibleDescription(
    'Confirmação: não é igual à nova senha.',
  );
  await axe();
  await page.getByLabel('Nova senha (ao menos 8 caracteres)').fill('senha-nova-37');
  await page.getByLabel('Repita a nova senha').fill('senha-nova-37');
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar\?senha=redefinida$/);
  await expect(page.getByRole('status')).toHaveText('Senha redefinida. Entre com a nova senha.');

  await fillSignIn(page, email, 'senha-antiga-37');
  await expect(page.getByRole('alert').first()).toHaveText('E-mail ou senha inválidos.');
  await fillSignIn(page, email, 'senha-nova-37');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar/);

  // Used once: the link now says to ask again.
  const again = await page.goto(path);
  expect(again?.status()).toBe(400);
  await expect(page.getByRole('alert').first()).toContainText('inválido, expirou ou já foi usado');
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
  await axe();
}

test.describe('password reset by e-mail (issue 37)', () => {
  test('issue 37: "Esqueci minha senha" e-mails a one-time link that sets a new password; every page axe-clean', async ({
    page,
    request,
    expectNoAxeViolations,
  }, info) => {
    test.setTimeout(150_000);
    await resetJourney(page, request, info, () => expectNoAxeViolations());
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('issue 37: the same reset with plain form posts', async ({ page, request }, info) => {
      test.setTimeout(120_000);
      await resetJourney(page, request, info, async () => undefined);
    });
  });
});

test.describe('TOTP second factor (issue 37)', () => {
  test('issue 37: she turns it on from Minha conta; then sign-in asks for the code, a wrong one refused', async ({
    page,
    request,
    expectNoAxeViolations,
  }, info) => {
    test.setTimeout(120_000);
    const email = unique(info, 'totp');
    await makeUser(request, email, 'senha-boa-37');
    await fillSignIn(page, email, 'senha-boa-37');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

    await page.getByRole('link', { name: 'Minha conta' }).click();
    await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await expect(page.getByRole('img', { name: /QR code da verificação em duas etapas/ })).toBeVisible();
    await expectNoAxeViolations();
    const secret = (await page.locator('code').first().textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    await page.getByLabel('Código do aplicativo').fill('000000');
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Código: não confere');
    await page.getByLabel('Código do aplicativo').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(page.getByRole('status')).toHaveText('Verificação em duas etapas ativada.');
    await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(8);
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Sair' }).click();
    await fillSignIn(page, email, 'senha-boa-37');
    const code = page.getByLabel('Código do aplicativo autenticador');
    await expect(code).toBeVisible();
    await expectNoAxeViolations();
    await code.fill('123456');
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByRole('alert').first()).toContainText('Código: não confere');
    await expectNoAxeViolations();
    // The code of the next 30 s (accepted a step ahead; the one that confirmed the enrolment is used up).
    await code.fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  });
});
