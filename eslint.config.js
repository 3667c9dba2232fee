import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/build/',
    '**/.react-router/',
    'data/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Node: the API, tooling, tests and configuration files.
  {
    files: [
      'apps/api/**/*.{ts,js,mjs}',
      'packages/**/*.{ts,js,mjs}',
      'scripts/**/*.{ts,js,mjs}',
      'bench/**/*.{ts,js,mjs}',
      'e2e/**/*.ts',
      '*.{ts,js,mjs}',
      'apps/storefront/*.{ts,js,mjs}',
      'apps/storefront/host/**/*.{ts,js,mjs}',
    ],
    languageOptions: { globals: globals.node },
  },

  // The storefront runs on the server and in the browser.
  {
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // Components take types from @vitrine/contract or a types module (lib/resource-types.ts), never from a route.
  {
    files: [
      'apps/storefront/app/components/**/*.{ts,tsx}',
      'apps/storefront/app/hooks/**/*.{ts,tsx}',
      'apps/storefront/app/lib/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(routes/|root$)',
              message: 'Import the type from @vitrine/contract or app/lib/resource-types.ts, not from a route module.',
            },
          ],
        },
      ],
    },
  },
  // lib/ holds pure rules: no React, no hooks, no components, no server-only modules (decision 031).
  {
    files: ['apps/storefront/app/lib/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              message: 'lib/ is pure logic: a hook goes in app/hooks/, a component in app/components/.',
            },
            { name: 'react-dom', message: 'lib/ is pure logic: a component goes in app/components/.' },
          ],
          patterns: [
            {
              regex: '(^|/)(routes|hooks|components|server)/|\\.server$|(^|/)root$',
              message: 'lib/ is pure logic: it imports only other lib/ modules, the contract and libraries.',
            },
          ],
        },
      ],
    },
  },
  // Every cookie is named once, in app/lib/cookies.ts (name, attributes, what it does to a page's cache): nothing
  // else parses a Cookie header or names a cookie for React Router.
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    ignores: ['apps/storefront/app/lib/cookies.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='cookie']",
          message: 'Read and write cookies through app/lib/cookies.ts.',
        },
        {
          selector: "CallExpression[callee.name='createCookie'][arguments.0.type='Literal']",
          message: 'Name the cookie in app/lib/cookies.ts (COOKIES) and create it from there.',
        },
      ],
    },
  },
  // Code that reaches the browser takes only types from the contract's index (its values come with the schema
  // library, ≈ 30 KB gzip on every page); values from @vitrine/contract/constants or /filter-tokens, which import
  // nothing.
  {
    files: [
      'apps/storefront/app/components/**/*.{ts,tsx}',
      'apps/storefront/app/hooks/**/*.{ts,tsx}',
      'apps/storefront/app/lib/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.server.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vitrine/contract',
              allowTypeImports: true,
              message:
                'Browser code: import values from @vitrine/contract/constants (or /filter-tokens), types from here.',
            },
          ],
        },
      ],
    },
  },
]);
