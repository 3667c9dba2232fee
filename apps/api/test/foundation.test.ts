import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannersSchema,
  brandsSchema,
  cartSchema,
  envelope,
  failureSchema,
  menuSchema,
  pageSchema,
  settingsSchema,
  showcaseSchema,
  userSchema,
  verifySchema,
} from '@vitrine/contract';
import { createSession } from '../src/modules/session/sessions';
import { engine, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const json = async (res: LightMyRequestResponse) => res.json() as unknown;

describe(`Store API foundation on ${engine}`, () => {
  describe('envelope, App-Token and errors (docs/architecture.md §4)', () => {
    it('answers 401 without or with a wrong App-Token', async () => {
      for (const headers of [{}, { 'app-token': 'wrong-token' }]) {
        const res = await api.app.inject({ method: 'GET', url: '/v2/front/settings', headers });
        expect(res.statusCode).toBe(401);
        expect(failureSchema.parse(res.json()).error.code).toBe('unauthorized');
      }
    });

    it('answers a JSON 404 for an unknown Store API path', async () => {
      const res = await api.call('/v2/front/nao-existe/de-jeito-nenhum');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(failureSchema.parse(await json(res)).error.code).toBe('not_found');
    });

    it('answers 400 naming the field for bad input, never 500', async () => {
      for (const url of [
        '/v2/front/showcase/products/mais-procurados?limit=abc',
        '/v2/front/showcase/products/mais-procurados?limit=-1',
        '/v2/front/showcase/banners/meio-home?idNivel=x',
        '/v2/front/url/verify',
        '/v2/front/url/verify?url=sem-barra',
        '/v2/front/brands?ativo=talvez',
      ]) {
        const res = await api.call(url);
        expect(res.statusCode, url).toBe(400);
        const body = failureSchema.parse(await json(res));
        expect(body.error.code).toBe('bad_request');
        expect(Object.keys(body.error.fields ?? {}).length, url).toBeGreaterThan(0);
      }
    });

    it('/healthz says the process is alive; /readyz that the database answers (with its kind)', async () => {
      const alive = await api.app.inject('/healthz');
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ success: true, data: { status: 'ok' } });
      const ready = await api.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ success: true, data: { status: 'ok', database: engine } });
    });

    it('/readyz answers 503 in Portuguese when the database does not answer within its deadline', async () => {
      const { buildApp } = await import('../src/app');
      const { createContext } = await import('../src/context');
      const silent = { ...api.db, query: () => new Promise<never>(() => undefined) };
      const app = await buildApp(createContext(silent, { appToken: 'x' }));
      try {
        const started = Date.now();
        const res = await app.inject('/readyz');
        expect(res.statusCode).toBe(503);
        expect(res.json().error.message).toBe('O banco de dados não respondeu a tempo.');
        expect(Date.now() - started).toBeLessThan(5_000);
        expect((await app.inject('/healthz')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  describe('GET /settings (B§3 site configuration)', () => {
    it('answers the configuration with a valid CNPJ and an empty GTM id', async () => {
      const res = await api.call('/v2/front/settings');
      expect(res.statusCode).toBe(200);
      const { data } = envelope(settingsSchema).parse(await json(res));
      expect(data.configuracoes.google.ga.gtm).toBe('');
      const site = data.configuracoes.sistema.geral.site;
      expect(site.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      expect(site.cep).toMatch(/^\d{5}-\d{3}$/);
      expect(site.descontoVistaPercent).toBe(5);
      expect(data.configuracoes.loja.promocoes).toHaveLength(3);
    });
  });

  describe('GET /struct/menus/{menu} (B§2.6, B§7)', () => {
    it('answers every menu the storefront uses, as trees', async () => {
      for (const slug of [
        'menuPrincipal',
        'menuPrincipal-new',
        'ver-toda-loja',
        'links-rodape',
        'menu_popup_contato',
      ]) {
        const res = await api.call(`/v2/front/struct/menus/${slug}`);
        expect(res.statusCode, slug).toBe(200);
        const { data } = envelope(menuSchema).parse(await json(res));
        expect(data.menu.length, slug).toBeGreaterThan(0);
      }
    });

    it('has highlighted main-menu items and a sub-level longer than one column of 12', async () => {
      const { data } = envelope(menuSchema).parse(
        await json(await api.call('/v2/front/struct/menus/menuPrincipal-new')),
      );
      expect(data.menu.some((item) => item.destaque)).toBe(true);
      const { data: all } = envelope(menuSchema).parse(
        await json(await api.call('/v2/front/struct/menus/ver-toda-loja')),
      );
      expect(all.menu.every((item) => item.rota.startsWith('/'))).toBe(true);
      const labels = all.menu.map((item) => item.label).join(' ');
      expect(labels).toMatch(/Data Loggers/i);
      const loggers = all.menu.find((item) => /data loggers/i.test(item.label));
      expect(loggers?.sub.map((s) => s.label)).toEqual(
        expect.arrayContaining(['Logística', 'Farmacêutica', 'Alimentícia']),
      );
    });

    it('answers 404 for an unknown menu', async () => {
      expect((await api.call('/v2/front/struct/menus/inexistente')).statusCode).toBe(404);
    });
  });

  describe('GET /brands?ativo=true (B§7, T§2)', () => {
    it('lists only active brands with their routes', async () => {
      const active = envelope(brandsSchema).parse(await json(await api.call('/v2/front/brands?ativo=true'))).data
        .marcas;
      const all = envelope(brandsSchema).parse(await json(await api.call('/v2/front/brands'))).data.marcas;
      expect(active.length).toBeGreaterThanOrEqual(12);
      expect(all.length).toBeGreaterThan(active.length);
      expect(active.every((b) => b.rota === `/marcas/${b.rota.split('/')[2]}`)).toBe(true);
    });
  });

  describe('GET /showcase/banners/{slot} (B§7, T§7)', () => {
    it('answers every slot with at most `limit` banners', async () => {
      for (const [slot, limit] of [
        ['banner_grid_rectangular', 2],
        ['banner_grid_square', 4],
        ['meio-home', 2],
        ['banner-menu-principal', 1],
        ['banner-pequeno-menu-categorias', 4],
        ['banner-grande-menu-categorias', 1],
        ['banner-cupom-categoria', 1],
      ] as const) {
        const res = await api.call(`/v2/front/showcase/banners/${slot}?limit=${limit}`);
        const { data } = envelope(bannersSchema).parse(await json(res));
        expect(data.banners.length, slot).toBeGreaterThan(0);
        expect(data.banners.length, slot).toBeLessThanOrEqual(limit);
      }
    });

    it('filters category banners by idNivel', async () => {
      const { data: menu } = envelope(menuSchema).parse(
        await json(await api.call('/v2/front/struct/menus/ver-toda-loja')),
      );
      const verify = envelope(verifySchema).parse(
        await json(await api.call(`/v2/front/url/verify?url=${encodeURIComponent(menu.menu[0]?.rota ?? '/')}`)),
      ).data;
      const res = await api.call(`/v2/front/showcase/banners/banner-listagem-categoria?idNivel=${verify.id}&limit=1`);
      const { data } = envelope(bannersSchema).parse(await json(res));
      expect(data.banners).toHaveLength(1);
      expect(data.banners[0]?.idNivel).toBe(verify.id);
      const none = await api.call('/v2/front/showcase/banners/banner-listagem-categoria?idNivel=999999&limit=1');
      expect(envelope(bannersSchema).parse(await json(none)).data.banners).toEqual([]);
    });

    it('leaves out banners outside their dates', async () => {
      const [expired] = await api.db.query<{ slot: string; id: number }>(
        'SELECT slot, id FROM banners WHERE data_final < now() LIMIT 1',
      );
      expect(expired).toBeDefined();
      const res = await api.call(`/v2/front/showcase/banners/${expired?.slot}?limit=20`);
      const ids = envelope(bannersSchema)
        .parse(await json(res))
        .data.banners.map((b) => b.id);
      expect(ids).not.toContain(expired?.id);
    });

    it('answers 404 for an unknown slot', async () => {
      expect((await api.call('/v2/front/showcase/banners/nao-existe')).statusCode).toBe(404);
    });
  });

  describe('GET /showcase/products/{slot} (B§7, T§7)', () => {
    it('answers mais-procurados with its title and 5 product cards, available ones first', async () => {
      const res = await api.call('/v2/front/showcase/products/mais-procurados?limit=5');
      const { data } = envelope(showcaseSchema).parse(await json(res));
      expect(data.vitrine.titulo).toBe('Mais Procurados');
      expect(data.produtos).toHaveLength(5);
      expect(data.produtos[0]?.status).toBe('disponivel');
      for (const card of data.produtos) {
        expect(card.rota).toMatch(/^\/[a-z0-9-]+\.html$/);
        expect(card.precos.parcelamento.length).toBeGreaterThan(0);
        expect(card.precos.vista).toBeCloseTo(card.precos.por * 0.95, 2);
      }
    });

    it('answers the product-detail showcases for a product', async () => {
      const [product] = await api.db.query<{ id: number; category_id: number }>(
        `SELECT p.id, p.category_id FROM products p
          WHERE EXISTS (SELECT 1 FROM combinations c WHERE c.product_id = p.id) ORDER BY p.id LIMIT 1`,
      );
      const related = envelope(showcaseSchema).parse(
        await json(
          await api.call(`/v2/front/showcase/products/produto-detalhe-relacionados?productId=${product?.id}&limit=5`),
        ),
      ).data;
      expect(related.produtos.length).toBeGreaterThan(0);
      expect(related.produtos.map((p) => p.id)).not.toContain(product?.id);
      const indicated = envelope(showcaseSchema).parse(
        await json(
          await api.call(`/v2/front/showcase/products/produto-detalhe-indicados?productId=${product?.id}&limit=5`),
        ),
      ).data;
      const [combination] = await api.db.query<{ indicated_id: number }>(
        'SELECT indicated_id FROM combinations WHERE product_id = $1 ORDER BY id LIMIT 1',
        [product?.id],
      );
      expect(indicated.produtos.map((p) => p.id)).toContain(combination?.indicated_id);
    });

    it('applies a scheduled price only inside its window (B§3 agendamentoPreco)', async () => {
      const [active] = await api.db.query<{ product_id: number; preco_por_cents: number }>(
        'SELECT product_id, preco_por_cents FROM scheduled_prices WHERE data_inicial <= now() AND data_final > now() LIMIT 1',
      );
      expect(active).toBeDefined();
      await api.db.query(
        `INSERT INTO showcase_products (showcase_slug, product_id, posicao) VALUES ('vitrine-home2', $1, -1)
         ON CONFLICT (showcase_slug, product_id) DO UPDATE SET posicao = -1`,
        [active?.product_id],
      );
      const { data } = envelope(showcaseSchema).parse(
        await json(await api.call('/v2/front/showcase/products/vitrine-home2?limit=1')),
      );
      expect(data.produtos[0]?.id).toBe(active?.product_id);
      expect(data.produtos[0]?.precos.por).toBe((active?.preco_por_cents ?? 0) / 100);
    });

    it('answers 404 for an unknown showcase', async () => {
      expect((await api.call('/v2/front/showcase/products/nao-existe')).statusCode).toBe(404);
    });
  });

  describe('GET /url/verify (B§2.2)', () => {
    const verify = async (url: string) => api.call(`/v2/front/url/verify?url=${encodeURIComponent(url)}`);

    it('tells each kind of address apart', async () => {
      const [product] = await api.db.query<{ slug: string; id: number }>(
        'SELECT slug, id FROM products ORDER BY id LIMIT 1',
      );
      const [category] = await api.db.query<{ rota: string; id: number }>(
        'SELECT rota, id FROM categories WHERE nivel = 3 ORDER BY id LIMIT 1',
      );
      const [brand] = await api.db.query<{ slug: string }>('SELECT slug FROM brands WHERE ativo ORDER BY id LIMIT 1');
      const [landing] = await api.db.query<{ slug: string }>('SELECT slug FROM landing_pages ORDER BY id LIMIT 1');
      const [list] = await api.db.query<{ slug: string }>('SELECT slug FROM shopping_lists ORDER BY id LIMIT 1');
      const cases: [string, string][] = [
        [`/${product?.slug}.html`, 'product/detail'],
        [`${category?.rota}&pg=2&order=preco`, 'product/listing/category'],
        [`/marcas/${brand?.slug}`, 'product/listing/brand'],
        [`/c/${landing?.slug}`, 'product/listing/landing-page'],
        [`/lista/${list?.slug}.html`, 'list/detail'],
        ['/pagina/quem-somos', 'page'],
        ['/cartao-bndes', 'page'],
        ['/', 'home'],
      ];
      for (const [url, nivel] of cases) {
        const res = await verify(url);
        expect(res.statusCode, url).toBe(200);
        expect(envelope(verifySchema).parse(await json(res)).data.nivel, url).toBe(nivel);
      }
    });

    it('answers 404 for addresses the store does not have', async () => {
      for (const url of [
        '/nao-existe',
        '/produto-inexistente.html',
        '/marcas/nenhuma',
        '/a/b/c/d/e',
        '/lista/x.html',
      ]) {
        expect((await verify(url)).statusCode, url).toBe(404);
      }
    });
  });

  describe('GET /checkout/user and /checkout/cart (B§7, T§3)', () => {
    it('answers an anonymous user and an empty cart without a session', async () => {
      const user = envelope(userSchema).parse(await json(await api.call('/v2/front/checkout/user'))).data;
      expect(user).toEqual({ id: null, logado: false, nomeRazao: null, email: null, vendaInterna: null });
      const cart = envelope(cartSchema).parse(await json(await api.call('/v2/front/checkout/cart'))).data;
      expect(cart.quantidadeTotal).toBe(0);
      expect(cart.itens).toEqual([]);
    });

    it('ignores an unknown or malformed Session header', async () => {
      for (const session of ['x', 'a'.repeat(40), '<script>']) {
        const res = await api.call({ method: 'GET', url: '/v2/front/checkout/user', headers: { session } });
        expect(res.statusCode).toBe(200);
        expect(envelope(userSchema).parse(await json(res)).data.logado).toBe(false);
      }
    });

    it('answers the logged-in customer, the internal sale and the cart of a session', async () => {
      const [operator] = await api.db.query<{ id: number; nome_razao: string }>(
        "SELECT id, nome_razao FROM users WHERE tipo = 'operador' LIMIT 1",
      );
      const [customer] = await api.db.query<{ id: number; nome_razao: string }>(
        "SELECT id, nome_razao FROM users WHERE tipo = 'cliente' ORDER BY id LIMIT 1",
      );
      const { token, session } = await createSession(api.db, new Date(), operator?.id ?? null);
      await api.db.query('INSERT INTO internal_sales (operator_id, customer_id, session_hash) VALUES ($1, $2, $3)', [
        operator?.id,
        customer?.id,
        session.tokenHash,
      ]);
      const [cart] = await api.db.query<{ id: number }>('INSERT INTO carts (session_hash) VALUES ($1) RETURNING id', [
        session.tokenHash,
      ]);
      const [product] = await api.db.query<{ id: number; preco_por_cents: number }>(
        `SELECT id, preco_por_cents FROM products p WHERE status = 'disponivel'
           AND NOT EXISTS (SELECT 1 FROM product_simple_values v WHERE v.product_id = p.id)
           AND NOT EXISTS (SELECT 1 FROM scheduled_prices s WHERE s.product_id = p.id) ORDER BY id LIMIT 1`,
      );
      await api.db.query(
        "INSERT INTO cart_items (cart_id, hash, tipo, product_id, quantidade) VALUES ($1, 'p1', 'produto', $2, 3)",
        [cart?.id, product?.id],
      );

      const headers = { session: token };
      const user = envelope(userSchema).parse(
        await json(await api.call({ method: 'GET', url: '/v2/front/checkout/user', headers })),
      ).data;
      expect(user.logado).toBe(true);
      expect(user.nomeRazao).toBe(operator?.nome_razao);
      expect(user.vendaInterna).toMatchObject({
        usuario: { nome: operator?.nome_razao },
        cliente: { id: customer?.id, nomeRazao: customer?.nome_razao },
        carrinho: { quantidadeItens: 1, quantidadeTotal: 3, total: ((product?.preco_por_cents ?? 0) * 3) / 100 },
      });
      const cartAnswer = envelope(cartSchema).parse(
        await json(await api.call({ method: 'GET', url: '/v2/front/checkout/cart', headers })),
      ).data;
      expect(cartAnswer.quantidadeTotal).toBe(3);
      expect(cartAnswer.itens[0]).toMatchObject({ tipo: 'produto', id: product?.id, quantidade: 3 });
      expect(cartAnswer.subtotal.valor).toBe(((product?.preco_por_cents ?? 0) * 3) / 100);
    });
  });

  describe('GET /url/page (B§7, T§2 institutional pages)', () => {
    it('answers a page with its breadcrumb and sanitized content', async () => {
      const res = await api.call('/v2/front/url/page?url=/pagina/quem-somos');
      expect(res.statusCode).toBe(200);
      const { data } = envelope(pageSchema).parse(await json(res));
      expect(data.estrutura.breadcrumb.map((b) => b.label)).toEqual(['Home', data.conteudo.titulo]);
      expect(data.conteudo.conteudo).toMatch(/1997/);
      expect(data.conteudo.conteudo).toMatch(/2019/);
    });

    it('gives a second-level page its parent in the breadcrumb', async () => {
      const [child] = await api.db.query<{ rota: string }>(
        'SELECT rota FROM pages WHERE parent_slug IS NOT NULL LIMIT 1',
      );
      const { data } = envelope(pageSchema).parse(await json(await api.call(`/v2/front/url/page?url=${child?.rota}`)));
      expect(data.estrutura.breadcrumb).toHaveLength(3);
    });

    it('strips script from stored page HTML', async () => {
      await api.db.query(
        `INSERT INTO pages (id, slug, rota, titulo, conteudo) VALUES (9001, 'teste-xss', '/pagina/teste-xss', 'Teste',
         '<p onclick="roubar()">Olá</p><script>alert(1)</script><img src="x" onerror="alert(2)">')`,
      );
      const { data } = envelope(pageSchema).parse(
        await json(await api.call('/v2/front/url/page?url=/pagina/teste-xss')),
      );
      expect(data.conteudo.conteudo).not.toMatch(/script|onclick|onerror/);
      expect(data.conteudo.conteudo).toContain('<p>Olá</p>');
    });

    it('answers 404 for an unknown page and 400 without url', async () => {
      expect((await api.call('/v2/front/url/page?url=/pagina/nao-existe')).statusCode).toBe(404);
      expect((await api.call('/v2/front/url/page')).statusCode).toBe(400);
    });
  });

  describe('GET /blog/posts (footer, B§2.6)', () => {
    it('answers recent posts in the blog shape', async () => {
      const res = await api.call('/v2/front/blog/posts?limit=3');
      const body = (await json(res)) as { data: { posts: { title: { rendered: string } }[] } };
      expect(body.data.posts).toHaveLength(3);
      expect(body.data.posts[0]?.title.rendered.length).toBeGreaterThan(0);
    });
  });
});
