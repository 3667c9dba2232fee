import type { Page } from '@playwright/test';
import { API_DOWN_URL, expect, gotoHydrated, isDesktop, megaMenu, openPostalCodeModal, test } from './fixtures';

/** Shows the footer (B§2.6 scroll rule) so axe checks it too, then returns to the top. */
async function revealFooter(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('Accessibility (axe, WCAG 2.1 A/AA)', () => {
  test('B§2.6 the home page has no axe violations', async ({ page, expectNoAxeViolations }) => {
    test.slow(); // the home is a long page (T§2): the scan alone takes seconds
    await gotoHydrated(page, '/');
    await revealFooter(page);
    await expectNoAxeViolations();
  });

  test('B§2.1 the institutional page quem-somos has no axe violations', async ({ page, expectNoAxeViolations }) => {
    await gotoHydrated(page, '/pagina/quem-somos');
    await revealFooter(page);
    await expectNoAxeViolations();
  });

  test.describe('error pages', () => {
    // The documents answer 404 and 503, which the browser logs.
    test.use({ ignoredConsoleErrors: [/status of (404|503)/] });

    test('T§2 the 404 page has no axe violations', async ({ page, expectNoAxeViolations }) => {
      await gotoHydrated(page, '/isto-nao-existe');
      await revealFooter(page);
      await expectNoAxeViolations();
    });

    test('T§2 the 5xx page has no axe violations', async ({ page, expectNoAxeViolations }) => {
      await page.goto(`${API_DOWN_URL}/`);
      await expect(page.getByRole('button', { name: 'Recarregar agora' })).toBeVisible();
      // Keep this document during the scan: the countdown's reload is cancelled.
      await page.route(`${API_DOWN_URL}/`, (route) => route.abort('aborted'));
      await expectNoAxeViolations();
      await expect(page.getByRole('button', { name: 'Recarregar agora' })).toBeVisible();
    });
  });

  test('B§2.6 the open menu has no axe violations', async ({ page, expectNoAxeViolations, makeAxeBuilder }) => {
    await gotoHydrated(page, '/');
    if (isDesktop(page)) {
      const { button } = megaMenu(page);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(makeAxeBuilder().include('header'));
    } else {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Fechar menu' }) });
      await menu.getByRole('button', { name: 'Ver toda loja' }).click();
      await expect(menu.getByRole('button', { name: 'Voltar' })).toBeVisible();
      await expectNoAxeViolations();
    }
  });

  test('B§2.6 the postal-code modal has no axe violations', async ({ page, expectNoAxeViolations }) => {
    await gotoHydrated(page, '/');
    await openPostalCodeModal(page, 'Informe seu CEP');
    await expectNoAxeViolations();
  });
});
