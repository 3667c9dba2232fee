import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The React Router plugin expects a browser preamble that Vitest does not provide, so tests run without it.
const isTest = process.env.VITEST !== undefined;

/**
 * Our modules every page loads: those root.tsx imports statically, directly or not (decision 026). They go into
 * one chunk instead of the many small ones the default splitting makes of them (each shared by a different set of
 * routes and lazy parts), which gzip compresses far better together.
 */
function shellModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'vitrine:shell-modules',
    apply: 'build',
    buildEnd() {
      shell.clear();
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      if (!root) return;
      shell.add(root);
      const queue = [root];
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

const shell = shellModules();

/**
 * Small modules most pages load anyway, put in the shell chunk rather than in a chunk of their own (whose gzip and
 * request overhead costs more than their code): the streamed parts' wrapper (mega menu, footer, product showcase),
 * the carousel (home, listings, products, kits) and a listing's breadcrumb and extras (listings, products, kits).
 */
const alsoInShell = /[\\/]components[\\/](ui[\\/](part-await|carousel)|listing[\\/]listing-(breadcrumb|extras))\.tsx$/;
const inShell = (id: string) => shell.has(id) || alsoInShell.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), ...(isTest ? [] : [reactRouter(), shell.plugin])],
  ssr: {
    // Workspace packages ship TypeScript sources, so the server bundle must include them.
    noExternal: ['@vitrine/contract', '@vitrine/config'],
  },
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: inShell }] } } } },
}));
