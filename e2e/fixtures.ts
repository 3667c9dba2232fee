import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { MenuItem, SiteSettings } from '@vitrine/contract';

/** The storefront started with its Store API unreachable (see playwright.config.ts). */
export const API_DOWN_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
/** A storefront whose Store API fails the brands list only (playwright.config.ts FAULT_PATHS). */
export const API_FAULTS_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

/** WCAG 2.0 and 2.1, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface VitrineOptions {
  /** Set with `test.use({ allowConsoleErrors: true })` in tests that expect console errors (e.g. API down). */
  allowConsoleErrors: boolean;
  /** Console errors matching any of these are ignored; the others still fail the test. */
  ignoredConsoleErrors: RegExp[];
  /**
   * T§2: the home's coupon pop-up shows once per visitor. Every test starts as a visitor who has seen it (so it
   * does not cover the page), unless it sets `test.use({ seenHomePopup: false })`.
   */
  seenHomePopup: boolean;
}

/** The cookie the home pop-up writes when it shows (apps/storefront/app/lib/ui/home-popup.ts). */
export const HOME_POPUP_COOKIE = 'popupHome';

export interface VitrineFixtures {
  /** Errors logged by the page so far (console `error` messages and uncaught exceptions). */
  consoleErrors: string[];
  /** An axe builder for the current page, limited to WCAG 2.1 A/AA. */
  makeAxeBuilder: () => AxeBuilder;
  /** Runs axe on the current page (or the given builder) and fails with a readable list of violations. */
  expectNoAxeViolations: (builder?: AxeBuilder) => Promise<void>;
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function formatAxeViolations(violations: AxeViolation[]): string {
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
  seenHomePopup: [true, { option: true }],

  // Each test is a shopper of its own address (the e2e store trusts the loopback as its proxy), so the per-address
  // limits of forms and cart adds never count two tests together; a test may still pick its own.
  context: async ({ context, seenHomePopup, baseURL }, use, testInfo) => {
    if (seenHomePopup && baseURL) await context.addCookies([{ name: HOME_POPUP_COOKIE, value: '1', url: baseURL }]);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo) });
    await use(context);
  },

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

  expectNoAxeViolations: async ({ page, makeAxeBuilder }, use, testInfo) => {
    await use(async (builder) => {
      // A whole-page axe run takes seconds, more on a busy machine: each one adds its own time to the test's.
      testInfo.setTimeout(testInfo.timeout + 20_000);
      await settleTransitions(page);
      const { violations } = await (builder ?? makeAxeBuilder()).analyze();
      // The readable list only: the deep diff of axe's objects runs to hundreds of lines.
      expect(formatAxeViolations(violations), 'accessibility violations').toBe('');
    });
  },
});

export { expect };

/**
 * Waits until the page's finite CSS transitions and animations have ended (at most 3 s), so axe reads the colours a
 * shopper reads once the page is still, not a frame of a fade (a busy list's opacity easing back to 1). Endless ones
 * (a spinner, a pulse) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/** Header the Store API (/v2/front) requires; the local store's default token. */
export const STORE_API_HEADERS = { 'app-token': 'vitrine-local' } as const;

/** The admin API's key of the e2e app server (ADMIN_TOKEN in playwright.config.ts). */
export const ADMIN_API_HEADERS = { authorization: 'Bearer e2e-admin-token-0123456789abcdefghijkl' } as const;

/** The first width of the desktop layout (mega menu, full greeting); below it the off-canvas menu (B§2.6, B§9). */
const DESKTOP_MIN_WIDTH = 1024;

/** The widest screen with collapsible footer menus (B§2.6). */
export const FOOTER_COLLAPSE_MAX_WIDTH = 767;

/** GETs a Store API path (e.g. `/v2/front/settings`) and returns its `data`, failing on an error envelope. */
export async function storeApiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: STORE_API_HEADERS });
  expect(response.status(), `GET ${path}`).toBe(200);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success, `GET ${path} answered success: false`).toBe(true);
  return body.data;
}

export async function storeMenu(request: APIRequestContext, slug: string): Promise<MenuItem[]> {
  const data = await storeApiData<{ menu: MenuItem[] }>(request, `/v2/front/struct/menus/${slug}`);
  return data.menu;
}

export async function storeSettings(request: APIRequestContext): Promise<SiteSettings> {
  const data = await storeApiData<{ configuracoes: SiteSettings }>(request, '/v2/front/settings');
  return data.configuracoes;
}

/** True when the page uses the desktop layout (≥ 1024 px). */
export function isDesktop(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= DESKTOP_MIN_WIDTH;
}

/** The desktop menu bar's 'Ver toda loja' button, and the mega menu panel it controls (B§2.6). */
export function megaMenu(page: Page): { button: Locator; panel: () => Promise<Locator> } {
  const button = page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Ver toda loja' });
  return { button, panel: async () => page.locator(`[id="${await button.getAttribute('aria-controls')}"]`) };
}

/** The menu's postal-code button: 'Informe seu CEP', or the saved code once there is one (issue 39, T§4). */
const POSTAL_CODE_BUTTON = /^(Informe seu CEP|CEP: \d{5}-\d{3})$/;

/**
 * Opens the postal-code modal from the menu (the menu bar on desktop, the off-canvas menu below it) by its button,
 * named `button` (by default either of its names); its dialog.
 */
export async function openPostalCodeModal(page: Page, button: string | RegExp = POSTAL_CODE_BUTTON): Promise<Locator> {
  if (isDesktop(page)) {
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: button }).click();
  } else {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: button }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Informe seu CEP' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Waits until React has hydrated the server-rendered document (the root element carries its fiber) and the
 * effects of the hydration commit have run, so event handlers and effects (timers, scroll listeners) are live.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')),
    undefined,
    { polling: 50 },
  );
  // React runs passive effects after a later message-channel event; one more round trip lets them run first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Navigates and waits for hydration; returns the document response. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the part of the page holding `inside` has its code (decision 026): the server marks a part still
 * waiting for it with `data-on-demand`, and the mark goes when the component takes over. Timings a test measures on
 * that part are then the component's.
 */
export async function waitForPart(inside: Locator): Promise<void> {
  // Asked of the element itself: a `has` filter would look for `inside` from within the wrapper, and a locator that
  // starts outside it (the footer, then a link in it) would never match there, so the wait would pass at once.
  await expect(inside.first()).toBeAttached();
  await expect
    .poll(() => inside.first().evaluate((element) => element.closest('[data-on-demand]') === null), {
      message: 'the part holding the element has its code',
    })
    .toBe(true);
}

/** Marks the current document; `hasDocumentMarker` is false after a full document load (B§2.1 gclid rule). */
export async function setDocumentMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __e2eMarker?: number }).__e2eMarker = 1;
  });
}

export async function hasDocumentMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { __e2eMarker?: number }).__e2eMarker === 1);
}

/** Vertical scroll offset of the page. */
export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Scrolls the window to `y` and waits a frame so scroll listeners have run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, y);
}

/** The page's clock stands still until the test moves it with runFor (timers, never timed assertions). */
export async function pauseClock(page: Page, start = new Date('2025-03-10T12:00:00-03:00').getTime()): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** A client address of its own for each test (and retry), so the per-address form limit never mixes tests. */
export function clientAddress(info: TestInfo): string {
  let hash = 0;
  for (const char of `${info.project.name}|${info.titlePath.join('|')}|${info.retry}`) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * The rows a form stored in `table` for an e-mail (or, for the store rating, its key): the app server's test-only
 * read-back (TEST_READBACK, apps/storefront/host/test-readback.ts).
 */
export async function storedRows(
  request: APIRequestContext,
  table: string,
  by: { email: string } | { chave: string } | { destinatario: string },
): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams(by).toString();
  const response = await request.get(`/__test/rows/${table}?${query}`, { headers: STORE_API_HEADERS });
  expect(response.status(), `GET /__test/rows/${table}`).toBe(200);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Holds every request matching `url` until `release()` is called (code or an answer a test wants late); `asked`
 * lists the addresses held so far.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; asked: string[] }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(url, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release: () => release(), asked };
}
