import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

const STOREFRONT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Vite in middleware mode for `npm run dev` (host/app.ts): it serves the storefront's modules and public files,
 * transforms sources on request and pushes hot updates over the store's own port (`server`'s upgrade requests).
 */
export function startVite(server: Server): Promise<ViteDevServer> {
  return createServer({
    root: STOREFRONT_ROOT,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  });
}
