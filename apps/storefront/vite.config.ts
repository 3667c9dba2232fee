import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// The React Router plugin expects a browser preamble that Vitest does not provide, so tests run without it.
const isTest = process.env.VITEST !== undefined;

/**
 * Our modules every page loads: those root.tsx imports statically, directly or not (decision 026), and those the
 * modules of `alsoInShell` import. They go into one chunk instead of the many small ones the default splitting makes
 * of them (each shared by a different set of routes and lazy parts), which gzip compresses far better together.
 */
function shellModules(also: RegExp): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'vitrine:shell-modules',
    apply: 'build',
    buildEnd() {
      shell.clear();
      const ids = [...this.getModuleIds()];
      const root = ids.find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      if (!root) return;
      const queue = [root, ...ids.filter((id) => also.test(id))];
      for (const id of queue) shell.add(id);
      while (queue.length > 0) {
        const id = queue.pop()!;
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (shell.has(next) || next.includes('node_modules') || next.startsWith('\0')) continue;
          shell.add(next);
          queue.push(next);
        }
      }
    },
  };
  return { plugin, has: (id) => shell.has(id) };
}

/**
 * Small modules most pages load anyway, put in the shell chunk (with what they import) rather than in a chunk of their
 * own (whose gzip and request overhead costs more than their code): the streamed parts' wrapper (mega menu, footer,
 * product showcase), the carousel (home, listings, products, kits), a listing's breadcrumb and extras (listings,
 * products, kits), the product card with its list impressions (listings and every page's shelves), the quantity
 * rules (the product, kit and cart pages' steppers, the cart's analytics), and the few lines that ask for the
 * on-demand parts of a page a client-side navigation brings (listings, products, kits).
 */
const alsoInShell =
  /[\\/](components[\\/](ui[\\/](part-await|carousel)|listing[\\/]listing-(breadcrumb|extras)|product[\\/]product-card)\.tsx|hooks[\\/]use-analytics\.ts|lib[\\/](commerce[\\/]quantity|ui[\\/]client-navigation)\.ts)$/;
const shell = shellModules(alsoInShell);

const inShell = (id: string) => shell.has(id) || alsoInShell.test(id);

/**
 * React Router's package resolves to its development build in every mode (its `exports` name no production
 * condition; remix-run/react-router#12532, #14102): the browser build takes the production files instead, the same
 * code with its development warnings off, which the minifier then drops.
 */
const productionBuild = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier)).replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionBuild('react-router') },
  { find: /^react-router\/dom$/, replacement: productionBuild('react-router/dom') },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [tailwindcss(), ...(isTest ? [] : [reactRouter(), shell.plugin])],
  ssr: {
    // Workspace packages ship TypeScript sources, so the server bundle must include them.
    noExternal: ['@vitrine/contract', '@vitrine/config'],
  },
  resolve: command === 'build' && !isSsrBuild && !isTest ? { alias: reactRouterProduction } : {},
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          output: { codeSplitting: { groups: [{ name: 'shell', test: inShell }] } },
        },
      },
}));
