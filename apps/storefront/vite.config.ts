import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The React Router plugin expects a browser preamble that Vitest does not provide, so tests run without it.
const isTest = process.env.VITEST !== undefined;

export default defineConfig({
  plugins: [tailwindcss(), ...(isTest ? [] : [reactRouter()])],
  ssr: {
    // Workspace packages ship TypeScript sources, so the server bundle must include them.
    noExternal: ['@vitrine/contract', '@vitrine/config'],
  },
});
