import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

/** The storefront started with its Store API unreachable (see playwright.config.ts). */
export const API_DOWN_URL = 'http://127.0.0.1:3101';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface VitrineOptions {
  /** Set with `test.use({ allowConsoleErrors: true })` in tests that expect console errors (e.g. API down). */
  allowConsoleErrors: boolean;
  /** Console errors matching any of these are ignored; the others still fail the test. */
  ignoredConsoleErrors: RegExp[];
}

export interface VitrineFixtures {
  /** Errors logged by the page so far (console `error` messages and uncaught exceptions). */
  consoleErrors: string[];
  /** An axe builder for the current page, limited to WCAG 2.1 A/AA. */
  makeAxeBuilder: () => AxeBuilder;
  /** Runs axe on the current page (or the given builder) and fails with a readable list of violations. */
  expectNoAxeViolations: (builder?: AxeBuilder) => Promise<void>;
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export function formatAxeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}`;
    })
    .join('\n');
}

export const test = base.extend<VitrineOptions & VitrineFixtures>({
  allowConsoleErrors: [false, { option: true }],
  ignoredConsoleErrors: [[], { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern
  consoleErrors: async ({}, use) => {
    await use([]);
  },

  // Every test that opens a page fails when the page logged an error it did not expect.
  page: async ({ page, consoleErrors, allowConsoleErrors, ignoredConsoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      consoleErrors.push(url ? `${message.text()} (${url}:${lineNumber})` : message.text());
    });
    page.on('pageerror', (error) => {
      consoleErrors.push(`uncaught ${error.name}: ${error.message}`);
    });
    await use(page);
    if (allowConsoleErrors) return;
    const unexpected = consoleErrors.filter((text) => !ignoredConsoleErrors.some((pattern) => pattern.test(text)));
    expect(unexpected, `the page logged errors:\n${unexpected.join('\n')}`).toEqual([]);
  },

  makeAxeBuilder: async ({ page }, use) => {
    await use(() => new AxeBuilder({ page }).withTags(AXE_TAGS));
  },

  expectNoAxeViolations: async ({ makeAxeBuilder }, use) => {
    await use(async (builder) => {
      const { violations } = await (builder ?? makeAxeBuilder()).analyze();
      expect(violations, `accessibility violations:\n${formatAxeViolations(violations)}`).toEqual([]);
    });
  },
});

export { expect };
