import type { Page, TestInfo } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 37, people in the back office: a new user who still has the demo password changes it from the start page's
 * own prompt; her own account page, the roles on /admin/usuarios and the audit screen are axe-clean; the audit shows
 * the change. At 360 and 1366 px.
 */

const GESTOR = { email: 'gestor@vitrineinstrumentos.com.br', senha: 'demo1234' };
const unique = (info: TestInfo) =>
  `pessoa.${info.project.name}.${info.retry}.${Date.now().toString(36)}@exemplo.com.br`;

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/entrar/);
}

async function signIn(page: Page, email: string, senha: string) {
  await page.goto('/admin/entrar');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
}

test.describe('people in the back office (issue 37)', () => {
  test('issue 37: the demo password is changed from the start page’s prompt; roles, account and audit pages', async ({
    page,
    expectNoAxeViolations,
  }, info) => {
    test.setTimeout(120_000);
    const email = unique(info);
    await signIn(page, GESTOR.email, GESTOR.senha);
    await page.goto('/admin/usuarios');
    await expect(page.getByRole('heading', { level: 2, name: 'Perfis' })).toBeVisible();
    await expectNoAxeViolations();
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Novo usuário' }) });
    await form.getByLabel('Nome', { exact: true }).fill('Pessoa Nova');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha (ao menos 8 caracteres)').fill('demo1234');
    await form.getByLabel('Perfil').selectOption('catalogo');
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    await expect(page.getByText('Usuário criado.')).toBeVisible();

    await signOut(page);
    await signIn(page, email, 'demo1234');
    const prompt = page.getByRole('region', { name: 'Troque a senha de demonstração' });
    await expect(prompt).toBeVisible();
    // The catalogue clerk's menu: the start page, the catalogue and her account only.
    await expect(page.getByRole('navigation', { name: 'Painel da loja' }).getByRole('link')).toHaveText([
      'Início',
      'Catálogo',
      'Minha conta',
    ]);
    await expectNoAxeViolations();
    await prompt.getByLabel('Senha atual').fill('demo1234');
    await prompt.getByLabel('Nova senha (ao menos 8 caracteres)').fill('demo1234');
    await prompt.getByLabel('Repita a nova senha').fill('demo1234');
    await prompt.getByRole('button', { name: 'Trocar a senha de demonstração' }).click();
    await expect(page.getByText('Nova senha: não use a senha de demonstração.').first()).toBeVisible();
    await prompt.getByLabel('Senha atual').fill('demo1234');
    await prompt.getByLabel('Nova senha (ao menos 8 caracteres)').fill('uma-senha-forte-37');
    await prompt.getByLabel('Repita a nova senha').fill('uma-senha-forte-37');
    await prompt.getByRole('button', { name: 'Trocar a senha de demonstração' }).click();
    await expect(page.getByText('Senha alterada.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Troque a senha de demonstração' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expectNoAxeViolations();

    await signOut(page);
    await signIn(page, email, 'uma-senha-forte-37');
    await signOut(page);
    await signIn(page, GESTOR.email, GESTOR.senha);
    await page.goto(`/admin/auditoria?quem=${encodeURIComponent(email)}&acao=conta.senha`);
    await expect(page.getByRole('region', { name: 'Alterações' }).getByRole('cell', { name: email })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations();
  });
});
