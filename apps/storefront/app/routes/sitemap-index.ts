import { originCacheControl } from '../lib/cache-policy';
import { env } from '../server/shell/env.server';
import { endpoints } from '@vitrine/contract';
import { api } from '../server/api/api.server';
import { sitemapIndexXml } from '../server/pages/sitemap.server';
import { publicOrigin } from '../server/shell/origin.server';

const SITEMAP_CACHE = originCacheControl(3600, Boolean(env.PUBLIC_URL));

/** /sitemap.xml (B§3 seo): the sitemap index, one entry per file of at most 50,000 addresses. */
export async function loader({ request }: { request: Request }) {
  const result = await api(request, endpoints.sitemap);
  if (!result.ok) {
    return new Response('Mapa do site indisponível.', { status: 503, headers: { 'Retry-After': '60' } });
  }
  return new Response(sitemapIndexXml(publicOrigin(request), result.data), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE },
  });
}
