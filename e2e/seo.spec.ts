import type { Page } from '@playwright/test';
import type { Listing } from '@vitrine/contract';
import { expect, storeApiData, storeMenu, storeSettings, test } from './fixtures';

/**
 * B§3 seo on every page kind: title with the site name once, absolute canonical and Open Graph addresses, robots
 * where required, JSON-LD that parses with the types each kind needs; sitemap and robots.txt. Width-independent.
 */

type Api = Parameters<typeof storeApiData>[0];

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      next: attr('link[rel="next"]', 'href'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

const types = (jsonLd: Record<string, unknown>[]) => jsonLd.map((item) => item['@type']);

test.describe('Search engines and sharing (B§3 seo)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 1366, 'width-independent: checked at 1366 px');

  test('every page kind: one title naming the site once, a description, absolute canonical, og:url and og:image that loads, robots only where required, JSON-LD', async ({
    page,
    request,
    baseURL,
  }) => {
    // A dozen page kinds, each with its og:image drawn at share size the first time it is asked for.
    test.setTimeout(120_000);
    const siteName = (await storeSettings(request)).sistema.geral.site.nomeDoSite;
    const brand = (await storeApiData<{ marcas: { rota: string }[] }>(request, '/v2/front/brands')).marcas[0]!.rota;
    const kit = (await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista&limit=1')).conteudo
      .listas[0]!.rota;
    const kinds: { address: string; canonical: string | null; robots: string | null; jsonLd: string[] }[] = [
      { address: '/', canonical: '/', robots: null, jsonLd: ['Organization', 'WebSite'] },
      { address: await bigCategory(request), canonical: 'self', robots: null, jsonLd: ['BreadcrumbList', 'ItemList'] },
      { address: brand, canonical: 'self', robots: null, jsonLd: ['ItemList'] },
      { address: '/c/black-friday', canonical: 'self', robots: null, jsonLd: ['ItemList'] },
      { address: '/lista', canonical: 'self', robots: null, jsonLd: ['ItemList'] },
      { address: '/busca?busca=termometro', canonical: 'self', robots: 'noindex, follow', jsonLd: ['ItemList'] },
      {
        address: '/alicate-amperimetro-digital-aa-400-true-rms.html',
        canonical: 'self',
        robots: null,
        jsonLd: ['Product', 'BreadcrumbList'],
      },
      { address: kit, canonical: 'self', robots: null, jsonLd: ['Product', 'BreadcrumbList'] },
      { address: '/pagina/quem-somos', canonical: 'self', robots: null, jsonLd: ['BreadcrumbList'] },
      { address: '/marcas', canonical: 'self', robots: null, jsonLd: [] },
    ];
    for (const kind of kinds) {
      await page.goto(kind.address);
      const tags = await head(page);
      const where = `${kind.address}: `;
      expect(tags.titles, `${where}one <title>`).toBe(1);
      expect(tags.title.split(siteName).length - 1, `${where}'${tags.title}' names '${siteName}' once`).toBe(1);
      expect(tags.description, `${where}description`).toBeTruthy();
      const canonical = kind.canonical === 'self' ? kind.address : kind.canonical;
      expect(tags.canonical, `${where}canonical`).toBe(new URL(canonical!, baseURL).href);
      expect(tags.ogUrl, `${where}og:url`).toBe(tags.canonical);
      expect(tags.ogTitle, `${where}og:title`).toBeTruthy();
      expect(tags.ogImage, `${where}og:image absolute`).toMatch(/^https?:\/\//);
      expect(tags.twitterImage, `${where}twitter:image`).toBe(tags.ogImage);
      if (tags.ogImage!.startsWith(`${baseURL}/`)) {
        const image = await request.get(new URL(tags.ogImage!).pathname);
        expect(image.status(), `${where}og:image ${tags.ogImage} loads`).toBe(200);
        expect(image.headers()['content-type'], `${where}og:image is a picture`).toMatch(/^image\//);
      }
      expect(tags.robots, `${where}robots`).toBe(kind.robots);
      expect(types(tags.jsonLd), `${where}JSON-LD`).toEqual(expect.arrayContaining(kind.jsonLd));
    }
  });

  test('home: Organization (logo that loads, company, profiles) and WebSite with its SearchAction; canonical /', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/');
    const tags = await head(page);
    expect(tags.canonical).toBe(`${baseURL}/`);
    expect(types(tags.jsonLd)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = tags.jsonLd.find((item) => item['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(`${baseURL}/busca?busca={search_term_string}`);
    const settings = await storeSettings(request);
    const organization = tags.jsonLd.find((item) => item['@type'] === 'Organization') as {
      logo: string;
      legalName: string;
      sameAs: string[];
    };
    expect(organization.legalName).toBe(settings.sistema.geral.site.razaoSocial);
    expect(organization.sameAs).toEqual(expect.arrayContaining(Object.values(settings.link.social)));
    expect(organization.logo).toBe(`${baseURL}/logo.png`);
    const logo = await request.get('/logo.png');
    expect(logo.headers()['content-type']).toBe('image/png');
  });

  test('product: Product with Offer (BRL, availability), BreadcrumbList, absolute og:image', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/alicate-amperimetro-digital-aa-400-true-rms.html?valor=1&utm_source=x');
    const tags = await head(page);
    expect(tags.canonical).toBe(`${baseURL}/alicate-amperimetro-digital-aa-400-true-rms.html`);
    expect(tags.ogImage).toMatch(new RegExp(`^${baseURL}/`));
    expect(tags.twitterCard).toBe('summary_large_image');
    const product = tags.jsonLd.find((item) => item['@type'] === 'Product') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed JSON-LD tree
    expect(product.name).toBeTruthy();
    expect(product.sku).toBeTruthy();
    expect(product.brand.name).toBeTruthy();
    expect(product.offers).toMatchObject({
      priceCurrency: 'BRL',
      availability: expect.stringMatching(/^https:\/\/schema.org\//),
    });
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect(types(tags.jsonLd)).toContain('BreadcrumbList');
  });

  test('category listing: canonical without sort, size and filters; ItemList and BreadcrumbList; next page', async ({
    page,
    request,
    baseURL,
  }) => {
    const rota = await bigCategory(request);
    await page.goto(`${rota}?order=nome&ipp=12&s5=v1`);
    const tags = await head(page);
    expect(tags.canonical).toBe(`${baseURL}${rota}`);
    expect(tags.robots).toBeNull();
    expect(tags.next?.startsWith(`${baseURL}${rota}?`)).toBe(true);
    expect(new URL(tags.next!).searchParams.get('pg')).toBe('2');
    expect(types(tags.jsonLd)).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    // Two filters: not indexed, links followed.
    const listing = await storeApiData<Listing>(
      request,
      `/v2/front/url/product/listing/category?url=${encodeURIComponent(rota)}`,
    );
    const [a, b] = listing.detalhes.filtros.flatMap((f) => f.valores.map((v) => v.rota));
    if (a && b) {
      const two = new URL(b, 'http://x');
      for (const token of new URL(a, 'http://x').searchParams.getAll('filtro'))
        two.searchParams.append('filtro', token);
      await page.goto(`${two.pathname}${two.search}`);
      expect((await head(page)).robots).toBe('noindex, follow');
    }
  });

  test('search results: noindex, follow', async ({ page }) => {
    await page.goto('/busca?busca=termometro');
    expect((await head(page)).robots).toBe('noindex, follow');
  });

  test('kit: Product JSON-LD; institutional page: the site name once, BreadcrumbList', async ({
    page,
    request,
    baseURL,
  }) => {
    const kits = await storeApiData<Listing>(request, '/v2/front/url/list/listing?url=/lista&limit=1');
    const kit = kits.conteudo.listas[0]!.rota;
    await page.goto(kit);
    let tags = await head(page);
    expect(tags.canonical).toBe(`${baseURL}${kit}`);
    expect(types(tags.jsonLd)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));

    await page.goto('/pagina/quem-somos');
    tags = await head(page);
    expect(tags.title.split('|').length).toBe(2);
    expect(tags.canonical).toBe(`${baseURL}/pagina/quem-somos`);
    expect(types(tags.jsonLd)).toContain('BreadcrumbList');
  });

  test('robots.txt names the sitemap; the sitemap index lists files whose addresses answer 200', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const rule of ['/carrinho', '/checkout/', '/minha-conta/', '/resources/', '/busca?']) {
      expect(robots.split('\n'), `robots.txt disallows ${rule}`).toContainEqual(
        expect.stringMatching(`^Disallow: ${rule.replace('?', '\\?')}`),
      );
    }
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files.some((f) => f.endsWith('/sitemap/produtos-1.xml'))).toBe(true);
    const products = await (await request.get(new URL(files.find((f) => f.includes('produtos-1'))!).pathname)).text();
    const first = /<loc>([^<]+)<\/loc>/.exec(products)![1]!;
    expect(first).toMatch(new RegExp(`^${baseURL}/.+\\.html$`));
    expect((await request.get(new URL(first).pathname)).status()).toBe(200);
    expect((await request.get('/sitemap/produtos-99.xml')).status()).toBe(404);
  });
});

async function bigCategory(request: Api): Promise<string> {
  const menu = await storeMenu(request, 'ver-toda-loja');
  for (const item of menu.flatMap((i) => [i, ...i.sub]).filter((i) => i.rota.startsWith('/'))) {
    const listing = await storeApiData<Listing>(
      request,
      `/v2/front/url/product/listing/category?url=${encodeURIComponent(item.rota)}&limit=12`,
    );
    if (listing.info.total > 12 && listing.detalhes.filtros.flatMap((f) => f.valores).length > 1) return item.rota;
  }
  throw new Error('the seed has no category with more than 12 products and 2 filter values');
}
