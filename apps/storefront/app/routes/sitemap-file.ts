import { originCacheControl } from '../lib/cache-policy';
import { env } from '../server/shell/env.server';
import {
  SITEMAP_MAX_URLS,
  SITEMAP_PAGE_MAX,
  endpoints,
  type SitemapSection,
  type SitemapUrls,
} from '@vitrine/contract';
import { api } from '../server/api/api.server';
import { STATIC_PAGES, parseSitemapFile, urlXml, urlsetClose, urlsetOpen } from '../server/pages/sitemap.server';
import { publicOrigin } from '../server/shell/origin.server';

const SITEMAP_FIRST_PAGE = 1_000;
const notFound = () => new Response('Arquivo do mapa do site não encontrado.', { status: 404 });

/**
 * /sitemap/{section}-{n}.xml (B§3 seo): up to 50,000 addresses of one section, streamed as the Store API's keyset
 * pages arrive (a 100k catalogue is never held in memory as one document).
 */
export async function loader({ request, params }: { request: Request; params: { arquivo?: string } }) {
  const file = parseSitemapFile(params.arquivo ?? '');
  if (!file) return notFound();
  const pages = pagesOf(request, file.secao, (file.n - 1) * SITEMAP_MAX_URLS);
  // The first page decides the answer: a file past the section's end is a 404 (the pages file always exists).
  let first: IteratorResult<SitemapUrls['urls']>;
  try {
    first = await pages.next();
  } catch {
    return new Response('Mapa do site indisponível.', { status: 503, headers: { 'Retry-After': '60' } });
  }
  const own = file.secao === 'paginas' && file.n === 1;
  if (!own && (first.done || first.value.length === 0)) return notFound();

  const origin = publicOrigin(request);
  const encoder = new TextEncoder();
  const write = (urls: SitemapUrls['urls']) =>
    encoder.encode(urls.map((u) => urlXml(origin, u.rota, u.lastmod)).join(''));
  // Pulled: the next keyset page is asked for only once the client has taken the one before, so a slow crawler
  // holds one page in memory, not the file; a client that goes away stops the reading.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(urlsetOpen));
      if (own) controller.enqueue(encoder.encode(STATIC_PAGES.map((rota) => urlXml(origin, rota, null)).join('')));
      if (!first.done) controller.enqueue(write(first.value));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          controller.enqueue(encoder.encode(urlsetClose));
          controller.close();
        } else {
          controller.enqueue(write(next.value));
        }
      } catch (error) {
        // The answer has begun: a failure mid-file ends it broken, so a crawler retries rather than keep half.
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': originCacheControl(3600, Boolean(env.PUBLIC_URL)),
    },
  });
}

/** The addresses of one sitemap file: from `skip`, in keyset pages, until the file is full or the section ends. */
async function* pagesOf(request: Request, secao: SitemapSection, skip: number) {
  let left = SITEMAP_MAX_URLS;
  let depois = 0;
  while (left > 0) {
    // A small first page: the file's first bytes go out at once; then full pages.
    const limit = Math.min(depois === 0 ? SITEMAP_FIRST_PAGE : SITEMAP_PAGE_MAX, left);
    const query = depois === 0 ? { secao, pular: skip, limit } : { secao, depois, limit };
    const result = await api(request, endpoints.sitemapUrls, { query });
    if (!result.ok) throw new Error(`sitemap ${secao}: the Store API answered ${result.status}`);
    yield result.data.urls;
    left -= result.data.urls.length;
    if (result.data.proximo === null) return;
    depois = result.data.proximo;
  }
}
