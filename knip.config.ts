import type { KnipConfig } from 'knip';

/**
 * Dead code stays out: `npm run lint` runs knip after eslint, so an unused file, export, type or dependency fails it.
 * Entry points are what the tools start: React Router's routes, root and entry files (knip's react-router plugin reads
 * app/routes.ts), the servers' mains, the scripts and benches, the e2e specs and the test files (the vitest and
 * Playwright plugins read their configs).
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.mjs', 'e2e/**/*.spec.ts'],
      project: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**/*.ts', '*.{js,ts}'],
      // bench/lighthouse.mjs runs node_modules/.bin/lighthouse, a binary by path that knip cannot follow.
      ignoreDependencies: ['lighthouse'],
    },
    'apps/api': {
      entry: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'apps/storefront': {
      entry: ['host/main.ts', 'app/**/*.test.{ts,tsx}', 'host/**/*.test.ts'],
      project: ['app/**/*.{ts,tsx,css}', 'host/**/*.ts', '*.ts'],
    },
    'packages/contract': {
      project: ['src/**/*.ts'],
    },
    'packages/config': {
      project: ['src/**/*.ts'],
    },
  },
  // The spec's named timings (QUESTION_ERROR_MS, REVIEW_ERROR_MS…) are aliases of the few alert durations on
  // purpose: each names where a timing is used, and one change moves every alert of that length.
  rules: { duplicates: 'off' },
  // Called by the PostgreSQL and Chromium helpers when present; not npm packages.
  ignoreBinaries: ['apt-get', 'pg_config'],
  // React Router's generated route types (`./+types/<route>`, through the storefront's tsconfig rootDirs): absent in a
  // clean clone until `react-router typegen` runs (typecheck does); knip then hints that this ignore is unneeded.
  ignoreUnresolved: [String.raw`\./\+types/.+`],
};

export default config;
