import { originCacheControl } from '../lib/cache-policy';
import { env } from '../server/shell/env.server';
import { publicOrigin } from '../server/shell/origin.server';

/**
 * robots.txt (docs/architecture.md §5, B§3 seo): everything a shopper can land on may be crawled; the cart, the
 * account, the checkout, the storefront's own resources and search results with parameters may not. It names the
 * sitemap.
 */
export function loader({ request }: { request: Request }) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /carrinho$',
    'Disallow: /checkout/',
    'Disallow: /minha-conta/',
    'Disallow: /resources/',
    'Disallow: /busca?',
    'Disallow: /lista/busca?',
    'Disallow: /*?*filtro=',
    '',
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': originCacheControl(3600, Boolean(env.PUBLIC_URL)),
    },
  });
}
