import { defineConfig } from 'vitest/config';

// Projects (run one with `vitest run --project <name>`):
//   unit        pure logic next to the code, in Node
//   components  storefront component tests (*.test.tsx) in happy-dom
//   api         Store API integration tests (and the whole store on a database: *.db.test.ts); on PGlite, or on the server in DATABASE_URL
//               (scripts/with-postgres.mjs provides a throwaway one). The demo store is seeded once per run
//               (apps/api/test/global-setup.ts); each file works on its own copy of it.
// End-to-end specs (e2e/*.spec.ts) belong to Playwright and are never collected here.

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'apps/storefront/app/**/*.test.ts',
            'apps/storefront/host/**/*.test.ts',
            'packages/**/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
          ],
          // The whole store on a database: with the API tests (below).
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          // Lets Testing Library register its automatic cleanup after each test.
          globals: true,
          include: ['apps/storefront/app/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts', 'apps/storefront/host/**/*.db.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          pool: 'forks',
          // On PostgreSQL one file at a time: the cart's race tests send a thousand changes through a pool of 10
          // connections, and a heavy file beside them on the same server (the 10,000-row import) made their queue
          // outwait the pool's 5 s connect timeout (503s on PostgreSQL, never alone). On PGlite each file has a
          // database of its own in its own process: two files at once, one a core.
          fileParallelism: !process.env.DATABASE_URL,
          maxWorkers: process.env.DATABASE_URL ? 1 : 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
