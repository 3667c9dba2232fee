import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { oneJourneyAtATime } from './journey-lock';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 37, point 3: banners, the home pop-up and the e-mails' texts from the back office — the three pages axe-clean
 * at 360 and 1366 px; a banner created with an uploaded picture shows on the home at a phone size (JavaScript); the
 * pop-up edited without JavaScript shows on the home; an e-mail text refused for an unknown placeholder, previewed,
 * saved and restored. What a journey changes is put back; journeys of both widths take turns (one pop-up row).
 */

const GESTOR = { email: 'gestor@vitrineinstrumentos.com.br', senha: 'demo1234' };
/** A 4×2 PNG (the upload pipeline reads the type from the bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGPg9u+CIwZkDgBYwgch7aYNqwAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page) {
  await page.goto('/admin/entrar');
  await page.getByLabel('E-mail').fill(GESTOR.email);
  await page.getByLabel('Senha').fill(GESTOR.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
}

test.describe('content in the back office (issue 37)', () => {
  test('issue 37: /admin/banners, /admin/popup and /admin/emails-textos are axe-clean, private and fit the screen', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await signIn(page);
    for (const path of ['/admin/banners', '/admin/popup', '/admin/emails-textos']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toBe('private, no-store');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      await expectNoAxeViolations();
    }
  });

  test('issue 37 T§2: a banner created with an uploaded picture shows on the home, at a phone size below 768 px', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const alt = `Oferta de teste ${testInfo.project.name}`;
    await oneJourneyAtATime('content-admin', baseURL, async () => {
      await signIn(page);
      await page.goto('/admin/banners');
      await page.getByLabel('Espaço', { exact: true }).selectOption('banner_grid_rectangular');
      await page.getByLabel('Título', { exact: true }).fill(`Banner ${testInfo.project.name}`);
      await page.getByLabel(/^Texto alternativo/).fill(alt);
      await page.getByLabel(/^Link/).fill('/data-loggers');
      await page.getByLabel(/^Imagem/).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await page.getByLabel(/^Início/).fill('2026-01-01T00:00');
      await page.getByLabel(/^Ordem/).fill('0');
      await page.getByRole('button', { name: 'Salvar banner' }).click();
      await expect(page.getByRole('status')).toContainText('Banner salvo: já aparece na loja.');
      const link = page.getByRole('link', { name: `Banner ${testInfo.project.name}` });
      const edit = await link.getAttribute('href');
      try {
        await page.goto('/');
        const image = page.getByRole('img', { name: alt });
        await expect(image).toBeVisible();
        const srcset = await image.getAttribute('srcset');
        expect(srcset).toMatch(/\/media\/fotos\/[0-9a-f]{64}\/480 480w, \/media\/fotos\/[0-9a-f]{64}\/800 800w/);
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      } finally {
        await page.goto(edit ?? '/admin/banners');
        await page.getByRole('button', { name: /^Remover o banner/ }).click();
        await expect(page.getByRole('status')).toContainText('Banner removido');
      }
      await page.goto('/');
      await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
    });
  });

  test('issue 37: an e-mail text — an unknown placeholder refused, the preview, saved, then the default restored', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await oneJourneyAtATime('content-admin', baseURL, async () => {
      await signIn(page);
      await page.goto('/admin/emails-textos?chave=newsletter-boas-vindas');
      const preview = page.getByTestId('email-preview');
      await expect(preview).toContainText('Assunto: Cadastro confirmado');
      await page.getByLabel('Assunto').fill('Bem-vindo, {cliente}');
      await page.getByRole('button', { name: 'Salvar texto' }).click();
      await expect(page.getByText('o marcador {cliente} não existe neste e-mail').first()).toBeVisible();

      await page.getByLabel('Assunto').fill('Bem-vinda à {loja}, {nome}!');
      await page.getByRole('button', { name: 'Pré-visualizar' }).click();
      await expect(preview).toContainText('Assunto: Bem-vinda à Vitrine Instrumentos, Marina A.!');
      await page.getByRole('button', { name: 'Salvar texto' }).click();
      await expect(page.getByRole('status')).toContainText('Texto salvo');
      await page.goto('/admin/emails-textos?chave=newsletter-boas-vindas');
      await expect(preview).toContainText('Assunto: Bem-vinda à Vitrine Instrumentos, Marina A.!');
      await expect(preview).toContainText('Olá, Marina A.\n');

      await page.getByRole('button', { name: 'Restaurar o padrão' }).click();
      await expect(page.getByRole('status')).toContainText('Texto padrão restaurado');
      await page.goto('/admin/emails-textos?chave=newsletter-boas-vindas');
      await expect(preview).toContainText('Assunto: Cadastro confirmado');
      await expect(page.getByLabel('Assunto')).toHaveValue('');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('issue 37 T§2: the home pop-up edited without JavaScript shows its title and coupon on the home', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      const title = `Frete grátis ${testInfo.project.name}`;
      await oneJourneyAtATime('content-admin', baseURL, async () => {
        await signIn(page);
        await page.goto('/admin/popup');
        const before = {
          titulo: await page.getByLabel('Título').inputValue(),
          cupom: await page.getByLabel(/^Cupom/).inputValue(),
        };
        try {
          await page.getByLabel('Título').fill(title);
          await page.getByLabel(/^Cupom/).fill('FRETEGRATIS');
          await page.getByRole('button', { name: 'Salvar pop-up' }).click();
          await expect(page.getByRole('status')).toContainText('Pop-up salvo: já aparece na home.');
          // A first visitor, with JavaScript: the pop-up opens with the saved words.
          const visitor = await browser.newContext({ baseURL, javaScriptEnabled: true });
          try {
            const home = await visitor.newPage();
            await home.goto('/');
            const dialog = home.getByRole('dialog');
            await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
            await expect(dialog).toContainText('FRETEGRATIS');
          } finally {
            await visitor.close();
          }
        } finally {
          await page.goto('/admin/popup');
          await page.getByLabel('Título').fill(before.titulo);
          await page.getByLabel(/^Cupom/).fill(before.cupom);
          await page.getByRole('button', { name: 'Salvar pop-up' }).click();
          await expect(page.getByRole('status')).toContainText('Pop-up salvo');
        }
      });
    });
  });
});
