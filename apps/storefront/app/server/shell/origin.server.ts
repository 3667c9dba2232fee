import { env } from './env.server';

/**
 * The store's public origin for absolute addresses (canonical, Open Graph, JSON-LD, sitemap): PUBLIC_URL when the
 * configuration names it, else the request's own (its Host; forwarded headers only under TRUST_PROXY).
 */
export function publicOrigin(request: Request): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : new URL(request.url).origin;
}
