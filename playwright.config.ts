import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig, type Project } from '@playwright/test';

// End-to-end tests in the system (Debian) Chromium. Run them with `npm run test:e2e` (scripts/e2e.mjs), which
// installs Chromium when it can, builds the storefront when it is stale and sets CHROMIUM_PATH and E2E_DATA_DIR.
//
// Environment:
//   CHROMIUM_PATH   browser executable (else resolved from PATH here)
//   E2E_DATA_DIR    directory for the servers' data (else .tmp/e2e-data-<pid>, created here)
//   E2E_NO_SERVER=1 start no web server (for specs that need none)
//   E2E_PORT        port of the app server (default 3100); the API-down server listens on the next one, then the
//                   fault proxy and the storefront behind it (one failing Store API call) on the two after
//   E2E_WORKERS     parallel browsers (default 2: the two cores are saturated by two browsers and the server;
//                   four were no faster, and timing tests grew flaky)
//   CI              retries 1, forbid test.only, never reuse a running server

const CI = Boolean(process.env.CI);
const ROOT = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT moves both servers (app on E2E_PORT, API-down on E2E_PORT + 1), so two checkouts can run at once.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const API_DOWN_URL = `http://127.0.0.1:${PORT + 1}`; // also in e2e/fixtures.ts
const FAULT_PROXY_URL = `http://127.0.0.1:${PORT + 2}`;
const API_FAULTS_URL = `http://127.0.0.1:${PORT + 3}`; // also in e2e/fixtures.ts
/** The Store API calls that fail behind the fault proxy (scripts/fault-proxy.mjs): the brands list. */
const FAULT_PATHS = '^/v2/front/brands';

function resolveChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const found = execFileSync('sh', ['-c', 'command -v "$1"', 'sh', name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error(
    'Chromium was not found. Run `node scripts/ensure-chromium.mjs` (installs it as root), or ' +
      '`apt-get install -y chromium`, or set CHROMIUM_PATH.',
  );
}

// The config is evaluated again in every worker; the main process fixes the paths in the environment first.
const chromiumPath = resolveChromium();
process.env.CHROMIUM_PATH = chromiumPath;
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(ROOT, '.tmp', `e2e-data-${process.pid}`);
}
const dataDir = process.env.E2E_DATA_DIR;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function viewportProject(name: string, width: number, height: number): Project {
  return {
    name,
    use: {
      browserName: 'chromium',
      viewport: { width, height },
      deviceScaleFactor: 1,
      isMobile: false,
      launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
    },
  };
}

function webServers(): PlaywrightTestConfig['webServer'] {
  if (process.env.E2E_NO_SERVER) return undefined;
  const appData = path.join(dataDir, 'app');
  const apiDownData = path.join(dataDir, 'api-down');
  const apiFaultsData = path.join(dataDir, 'api-faults');
  for (const dir of [appData, apiDownData, apiFaultsData]) mkdirSync(dir, { recursive: true });
  const common = {
    command: 'node scripts/start.mjs',
    cwd: ROOT,
    timeout: 120_000,
    reuseExistingServer: !CI,
    stdout: 'ignore',
    stderr: 'pipe',
  } as const;
  return [
    {
      ...common,
      name: 'app',
      url: `${BASE_URL}/healthz`,
      // TEST_READBACK: the forms' stored rows are read back (e2e/form-fields.spec.ts).
      // ADMIN_TOKEN: the catalogue-import journey loads the sample file through the admin API (also in e2e/fixtures.ts).
      // TRUST_PROXY: the tests stand in for a proxy on the loopback: each names its shopper's address in X-Forwarded-For.
      env: {
        PORT: String(PORT),
        DATA_DIR: appData,
        LOG_LEVEL: 'warn',
        TEST_READBACK: 'true',
        ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdefghijkl',
        TRUST_PROXY: 'loopback',
      },
    },
    {
      ...common,
      name: 'api-down',
      url: `${API_DOWN_URL}/healthz`,
      // Nothing listens on port 9: every Store API call fails, as when the real API is down.
      env: { PORT: String(PORT + 1), API_URL: 'http://127.0.0.1:9', DATA_DIR: apiDownData, LOG_LEVEL: 'warn' },
    },
    {
      ...common,
      name: 'fault-proxy',
      command: 'node scripts/fault-proxy.mjs',
      url: `${FAULT_PROXY_URL}/healthz`,
      env: { PORT: String(PORT + 2), TARGET: BASE_URL, FAULT_PATHS },
    },
    {
      ...common,
      name: 'api-faults',
      url: `${API_FAULTS_URL}/healthz`,
      // The app's Store API through the fault proxy: everything works but the calls FAULT_PATHS names.
      env: { PORT: String(PORT + 3), API_URL: FAULT_PROXY_URL, DATA_DIR: apiFaultsData, LOG_LEVEL: 'warn' },
    },
  ];
}

/** Specs no width changes: run at 1366 px only (besides those that skip other widths themselves). */
const WIDTH_INDEPENDENT = [
  '**/account.spec.ts',
  '**/error-pages.spec.ts',
  '**/kit.spec.ts',
  '**/first-load.spec.ts',
  '**/forms.spec.ts',
  '**/issue39-rules.spec.ts',
];

/**
 * Specs that change what every page shows (the home's banners and pop-up, new products in listings and searches): run
 * after every other spec has finished, so no page another spec is reading changes under it.
 */
const SHOP_WIDE_CHANGES = ['**/content-admin.spec.ts', '**/catalog-editor.spec.ts'];
const EVERY_OTHER_PROJECT = ['mobile-360', 'tablet-768', 'desktop-1366', 'desktop-1024'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The digest repeats each failure's first lines at the very end, where a CI log's tail shows them.
  reporter: [['list'], ['./e2e/failure-digest.ts']],
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // 360 px, the phone: every spec but those whose behaviour no width changes (forms' rules, the account pages,
    // error pages, kit pages — the product page's layout, tested there — and the first load's network), run at 1366.
    {
      ...viewportProject('mobile-360', 360, 740),
      testIgnore: [...WIDTH_INDEPENDENT, ...SHOP_WIDE_CHANGES],
    },
    // 768 px, the tablet: only what changes there (drawers below 1024 px, footer menus open from 768 px, the page
    // width, the header per design version, axe on that layout). Everything else at 768 is the phone's layout.
    {
      ...viewportProject('tablet-768', 768, 1024),
      testMatch: [
        '**/shell-header.spec.ts',
        '**/shell-menu.spec.ts',
        '**/shell-footer.spec.ts',
        '**/page-width.spec.ts',
        '**/design-version.spec.ts',
        '**/shopper-polish.spec.ts',
        '**/issue39-polish.spec.ts',
        '**/issue39-last-polish.spec.ts',
        '**/accessibility.spec.ts',
      ],
    },
    { ...viewportProject('desktop-1366', 1366, 768), testIgnore: SHOP_WIDE_CHANGES },
    // 1024 px, where the desktop header and menu bar begin: the header variants and the page-width checks.
    {
      ...viewportProject('desktop-1024', 1024, 768),
      testMatch: ['**/design-version.spec.ts', '**/page-width.spec.ts'],
    },
    {
      ...viewportProject('mobile-360-last', 360, 740),
      testMatch: SHOP_WIDE_CHANGES,
      dependencies: EVERY_OTHER_PROJECT,
    },
    {
      ...viewportProject('desktop-1366-last', 1366, 768),
      testMatch: SHOP_WIDE_CHANGES,
      dependencies: EVERY_OTHER_PROJECT,
    },
  ],
  webServer: webServers(),
});
