import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { WIRE_THICKNESS_MM } from './data/catalog-meta';
import { PAGES } from './data/pages';
import { isEmpty, seedDemo } from './demo';
import { migratedMemoryDb, SEED_TEST_NOW } from './test-db';
import { isValidCnpj, isValidEan13 } from './text';

const NOW = SEED_TEST_NOW;

async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return row?.n ?? 0;
}

async function productsHash(db: Db): Promise<string> {
  const rows = await db.query('SELECT * FROM products ORDER BY id');
  // When a row last changed is when the test changed it, not seed content.
  const content = rows.map(({ atualizado_em: _changed, ...row }) => row);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

describe('demo catalogue (seedDemo)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await migratedMemoryDb();
    expect(await isEmpty(db)).toBe(true);
    await seedDemo(db, NOW);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  // Seeding speed is measured by bench/startup.mjs, not asserted here.
  it('is no longer empty once seeded', async () => {
    expect(await isEmpty(db)).toBe(false);
  });

  it('has the category tree of levels 2 to 5 with full routes and taxonomy (B§3)', async () => {
    const levels = await db.query<{ nivel: number; n: number }>(
      'SELECT nivel, count(*)::int AS n FROM categories GROUP BY nivel ORDER BY nivel',
    );
    expect(levels.map((l) => l.nivel)).toEqual([2, 3, 4, 5]);
    const [logistica] = await db.query<{ rota: string; taxonomia: string; descricao_longa: string }>(
      "SELECT rota, taxonomia, descricao_longa FROM categories WHERE rota = '/data-loggers/logistica'",
    );
    expect(logistica?.taxonomia).toBe('Data Loggers > Logística');
    expect(logistica?.descricao_longa).toMatch(/<p>.*<h2>.*<ul>/);
    for (const rota of [
      '/data-loggers/farmaceutica',
      '/data-loggers/alimenticia',
      '/refrigeracao/manifolds',
      '/refrigeracao/bombas-de-vacuo',
      '/refrigeracao/gases-refrigerantes',
      '/solda',
    ]) {
      expect(await count(db, 'SELECT 1 FROM categories WHERE rota = $1', [rota])).toBe(1);
    }
  });

  it('has at least 12 active brands with logos and one inactive brand', async () => {
    expect(
      await count(db, "SELECT 1 FROM brands WHERE ativo AND imagem LIKE '/media/marcas/%.svg'"),
    ).toBeGreaterThanOrEqual(12);
    expect(await count(db, 'SELECT 1 FROM brands WHERE NOT ativo')).toBe(1);
  });

  it('has 150+ products with every status, valid EANs, prices within range and unique sku/slug', async () => {
    const products = await db.query<{
      ean: string;
      status: string;
      estoque: number;
      preco_por_cents: number;
      preco_de_cents: number | null;
    }>('SELECT ean, status, estoque, preco_por_cents, preco_de_cents FROM products');
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(products.every((p) => isValidEan13(p.ean))).toBe(true);
    expect(products.every((p) => p.preco_por_cents >= 8900 && p.preco_por_cents <= 2_500_000)).toBe(true);
    expect(products.filter((p) => p.status === 'sobConsulta').length).toBeGreaterThanOrEqual(10);
    const unavailable = products.filter((p) => p.status === 'indisponivel');
    expect(unavailable.length).toBeGreaterThanOrEqual(10);
    expect(unavailable.every((p) => p.estoque === 0)).toBe(true);
    expect(
      products.filter((p) => p.preco_de_cents !== null && p.preco_de_cents > p.preco_por_cents).length,
    ).toBeGreaterThan(5);
    expect(await count(db, 'SELECT DISTINCT sku FROM products')).toBe(products.length);
    expect(
      await count(db, 'SELECT 1 FROM products WHERE layout_html IS NOT NULL AND layout_css IS NOT NULL'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(db, "SELECT 1 FROM products WHERE video_url LIKE 'https://www.youtube.com/embed/%'"),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(db, "SELECT 1 FROM products WHERE nao_recomendado <> ''")).toBeGreaterThan(10);
  });

  it('gives every product 1–8 images in four sizes, some more than 5, and manuals on about 30%', async () => {
    const images = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products p LEFT JOIN product_images i ON i.product_id = p.id GROUP BY p.id',
    );
    expect(images.every((r) => r.n >= 1 && r.n <= 8)).toBe(true);
    expect(images.filter((r) => r.n > 5).length).toBeGreaterThanOrEqual(3);
    expect(
      await count(db, "SELECT 1 FROM product_images WHERE small NOT LIKE '%-small.svg' OR zoom NOT LIKE '%-zoom.svg'"),
    ).toBe(0);
    const withManual = await count(db, 'SELECT DISTINCT product_id FROM product_manuals');
    expect(withManual / images.length).toBeGreaterThan(0.2);
    expect(withManual / images.length).toBeLessThan(0.45);
  });

  it('has simple attributes with their own price and stock, and sibling groups', async () => {
    expect(await count(db, 'SELECT DISTINCT product_id FROM product_simple_values')).toBeGreaterThanOrEqual(15);
    expect(await count(db, 'SELECT 1 FROM product_simple_values WHERE estoque = 0')).toBeGreaterThan(0);
    const voltages = await db.query<{ label: string }>(
      "SELECT v.label FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.nome = 'Voltagem' ORDER BY v.posicao",
    );
    expect(voltages.map((v) => v.label)).toEqual(['110V', '220V', 'Bivolt']);
    expect(
      await count(db, 'SELECT group_id FROM product_unique_values GROUP BY group_id HAVING count(*) >= 2'),
    ).toBeGreaterThanOrEqual(3);
  });

  it('has the named characteristic groups, refrigerant gases and the 22 wire thicknesses', async () => {
    const groups = (await db.query<{ nome: string }>('SELECT nome FROM characteristic_groups')).map((g) => g.nome);
    expect(groups).toEqual(
      expect.arrayContaining([
        'Características técnicas',
        'Parâmetros',
        'Gases Refrigerantes compatíveis',
        'Composição do Kit',
        'Especificações',
        'Vídeo do Produto',
        'Espessura do fio',
      ]),
    );
    expect(WIRE_THICKNESS_MM).toHaveLength(22);
    expect(WIRE_THICKNESS_MM[0]).toBe('0,56 mm');
    expect(WIRE_THICKNESS_MM[21]).toBe('5,15 mm');
    const wires = await db.query<{ valor: string }>(
      "SELECT c.valor FROM product_characteristics c JOIN characteristic_groups g ON g.id = c.group_id WHERE g.nome = 'Espessura do fio'",
    );
    expect(wires.length).toBeGreaterThan(5);
    expect(wires.every((w) => (WIRE_THICKNESS_MM as readonly string[]).includes(w.valor))).toBe(true);
    const total = await count(db, 'SELECT 1 FROM products');
    const technical = await count(
      db,
      "SELECT DISTINCT c.product_id FROM product_characteristics c JOIN characteristic_groups g ON g.id = c.group_id WHERE g.nome = 'Características técnicas'",
    );
    expect(technical / total).toBeGreaterThan(0.8);
    expect(await count(db, "SELECT 1 FROM product_characteristics WHERE label = 'R-410A'")).toBeGreaterThan(5);
  });

  it('gives every product 1–3 filter values and about a quarter of them seals', async () => {
    const perProduct = await db.query<{ n: number }>(
      'SELECT count(f.product_id)::int AS n FROM products p LEFT JOIN product_filter_values f ON f.product_id = p.id GROUP BY p.id',
    );
    expect(perProduct.every((r) => r.n >= 1 && r.n <= 3)).toBe(true);
    expect(await count(db, 'SELECT 1 FROM seals')).toBeGreaterThanOrEqual(4);
    const sealed = await count(db, 'SELECT DISTINCT product_id FROM product_seals');
    expect(sealed / perProduct.length).toBeGreaterThan(0.15);
    expect(sealed / perProduct.length).toBeLessThan(0.4);
  });

  it('has the instalment table, scheduled prices (active, future, past), combinations and packs', async () => {
    const rules = await db.query<{ parcelas: number; taxa: number; valor_minimo_parcela_cents: number }>(
      'SELECT parcelas, taxa::float AS taxa, valor_minimo_parcela_cents FROM installment_rules ORDER BY parcelas',
    );
    expect(rules).toHaveLength(12);
    expect(rules.filter((r) => r.taxa === 0).map((r) => r.parcelas)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rules.filter((r) => r.parcelas > 6).every((r) => r.taxa > 0)).toBe(true);
    expect(rules.every((r) => r.valor_minimo_parcela_cents === 5000)).toBe(true);
    const now = NOW.toISOString();
    expect(
      await count(db, 'SELECT 1 FROM scheduled_prices WHERE data_inicial <= $1 AND data_final > $1', [now]),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(db, 'SELECT 1 FROM scheduled_prices WHERE data_inicial > $1', [now])).toBeGreaterThanOrEqual(1);
    expect(await count(db, 'SELECT 1 FROM scheduled_prices WHERE data_final < $1', [now])).toBeGreaterThanOrEqual(1);
    expect(
      await count(db, 'SELECT 1 FROM combinations WHERE desconto_percent BETWEEN 5 AND 10'),
    ).toBeGreaterThanOrEqual(10);
    expect(await count(db, 'SELECT DISTINCT product_id FROM product_group_items')).toBeGreaterThanOrEqual(2);
  });

  it('has kits with 2–5 items, preselected values, one without attribute choice and one whose first product is out of stock', async () => {
    const lists = await db.query<{
      id: number;
      n: number;
      selecao_atributo: boolean;
      category_id: number | null;
      first_stock: number;
    }>(`
      SELECT l.id, l.selecao_atributo, l.category_id, count(i.product_id)::int AS n,
        (SELECT p.estoque FROM shopping_list_items f JOIN products p ON p.id = f.product_id WHERE f.list_id = l.id ORDER BY f.posicao LIMIT 1) AS first_stock
      FROM shopping_lists l JOIN shopping_list_items i ON i.list_id = l.id GROUP BY l.id`);
    expect(lists.length).toBeGreaterThanOrEqual(6);
    expect(lists.every((l) => l.n >= 2 && l.n <= 5 && l.category_id !== null)).toBe(true);
    expect(lists.some((l) => !l.selecao_atributo)).toBe(true);
    expect(lists.some((l) => l.first_stock === 0)).toBe(true);
    expect(
      await count(db, 'SELECT 1 FROM shopping_list_items WHERE simple_value_id IS NOT NULL'),
    ).toBeGreaterThanOrEqual(2);
    expect(await count(db, 'SELECT 1 FROM landing_pages')).toBeGreaterThanOrEqual(3);
    expect(await count(db, 'SELECT DISTINCT landing_page_id FROM landing_page_products')).toBeGreaterThanOrEqual(3);
    expect(await count(db, 'SELECT 1 FROM landing_page_lists')).toBeGreaterThan(0);
  });

  it('has approved reviews on about 40% of products and on lists, and published answers on about 20%', async () => {
    const total = await count(db, 'SELECT 1 FROM products');
    const reviewed = await count(
      db,
      'SELECT DISTINCT product_id FROM reviews WHERE aprovado AND product_id IS NOT NULL',
    );
    expect(reviewed / total).toBeGreaterThan(0.3);
    expect(reviewed / total).toBeLessThan(0.5);
    expect(await count(db, 'SELECT 1 FROM reviews WHERE aprovado AND list_id IS NOT NULL')).toBeGreaterThan(0);
    const [avg] = await db.query<{ media: number }>('SELECT avg(nota)::float AS media FROM reviews WHERE aprovado');
    expect(avg?.media).toBeGreaterThan(4);
    const questioned = await count(
      db,
      'SELECT DISTINCT product_id FROM questions WHERE publicado AND resposta IS NOT NULL',
    );
    expect(questioned / total).toBeGreaterThan(0.1);
    expect(questioned / total).toBeLessThan(0.3);
  });

  it('has a banner for every slot of B§7 and T§7, per category where needed, and one expired', async () => {
    const slots = await db.query<{ slot: string; n: number }>(
      'SELECT slot, count(*)::int AS n FROM banners GROUP BY slot',
    );
    const bySlot = Object.fromEntries(slots.map((s) => [s.slot, s.n]));
    const tops = await count(db, 'SELECT 1 FROM categories WHERE nivel = 2');
    expect(bySlot['banner-listagem-categoria']).toBe(tops);
    expect(bySlot['banner-subcategoria-menu-topo']).toBe(tops);
    expect(bySlot['banner-menu-principal']).toBeGreaterThanOrEqual(1);
    expect(bySlot['banner-grande-menu-categorias']).toBeGreaterThanOrEqual(1);
    expect(bySlot['banner-pequeno-menu-categorias']).toBe(4);
    expect(bySlot['banner_grid_rectangular']).toBe(2);
    expect(bySlot['banner_grid_square']).toBe(4);
    expect(bySlot['meio-home']).toBe(2);
    expect(bySlot['banner-principal-home']).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        db,
        "SELECT 1 FROM banners WHERE slot = 'banner-cupom-categoria' AND codigo_cupom = 'PRIMEIRACOMPRA'",
      ),
    ).toBe(1);
    expect(await count(db, 'SELECT 1 FROM banners WHERE data_final < $1', [NOW.toISOString()])).toBe(1);
    expect(
      await count(
        db,
        "SELECT 1 FROM banners b JOIN categories c ON c.id = b.id_nivel WHERE b.slot = 'banner-listagem-categoria' AND b.mobile_imagem IS NOT NULL",
      ),
    ).toBe(tops);
  });

  it('has every menu, the showcases and columns of more than 12 entries', async () => {
    const menus = (await db.query<{ slug: string }>('SELECT DISTINCT menu_slug AS slug FROM menu_items')).map(
      (m) => m.slug,
    );
    expect(menus).toEqual(
      expect.arrayContaining([
        'menuPrincipal',
        'menuPrincipal-new',
        'ver-toda-loja',
        'links-rodape',
        'menu_popup_contato',
        'maquinas-mais-buscadas',
        'areas-home',
      ]),
    );
    expect(
      await count(db, "SELECT 1 FROM menu_items WHERE menu_slug = 'menuPrincipal' AND destaque AND id_tipo = 3"),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        db,
        "SELECT parent_id FROM menu_items WHERE menu_slug = 'menuPrincipal' AND parent_id IS NOT NULL GROUP BY parent_id HAVING count(*) > 12",
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(db, "SELECT 1 FROM menu_items WHERE menu_slug = 'maquinas-mais-buscadas'"),
    ).toBeGreaterThanOrEqual(25);
    const contact = await db.query<{ id_tipo: number }>(
      "SELECT id_tipo FROM menu_items WHERE menu_slug = 'menu_popup_contato' ORDER BY posicao",
    );
    expect(contact.map((c) => c.id_tipo)).toEqual([4, 5, 2]);
    const footer = await db.query<{ label: string }>(
      "SELECT label FROM menu_items WHERE menu_slug = 'links-rodape' AND parent_id IS NULL ORDER BY posicao",
    );
    expect(footer.map((f) => f.label)).toEqual(['Institucional', 'Ajuda', 'Minha conta']);
    const showcases = await db.query<{ slug: string; regra: string }>('SELECT slug, regra FROM showcases');
    expect(showcases).toHaveLength(4);
    expect(
      await count(db, "SELECT 1 FROM showcase_products WHERE showcase_slug = 'vitrine-home2'"),
    ).toBeGreaterThanOrEqual(8);
  });

  it('points menu and banner links at seeded routes', async () => {
    const links = await db.query<{ link: string }>(`
      SELECT link FROM menu_items WHERE link LIKE '/%' UNION SELECT desktop_link FROM banners WHERE desktop_link LIKE '/%'`);
    const known = new Set([
      '/',
      '/lista',
      '/marcas',
      '/minha-conta/',
      '/checkout/acesso',
      '/checkout/cadastro',
      '/checkout/carrinho/',
    ]);
    for (const { link } of links) {
      if (known.has(link)) continue;
      const product = /^\/(.+)\.html$/.exec(link)?.[1];
      const landing = /^\/c\/([a-z0-9-]+)$/.exec(link)?.[1];
      const found = product
        ? await count(db, 'SELECT 1 FROM products WHERE slug = $1', [product])
        : landing
          ? await count(db, 'SELECT 1 FROM landing_pages WHERE slug = $1', [landing])
          : await count(db, 'SELECT 1 FROM categories WHERE rota = $1 UNION ALL SELECT 1 FROM pages WHERE rota = $1', [
              link,
            ]);
      expect(found, link).toBeGreaterThan(0);
    }
  });

  it('has every institutional page, the settings with a valid CNPJ, blog posts, the pop-up and people', async () => {
    const rotas = (await db.query<{ rota: string }>('SELECT rota FROM pages')).map((p) => p.rota);
    for (const slug of [
      'quem-somos',
      'troca-e-devolucao',
      'politica-de-entrega',
      'politica-de-pagamento',
      'politica-de-privacidade-e-seguranca',
      'duvidas-frequentes',
      'avaliacao-loja',
      'revendedores',
    ]) {
      expect(rotas).toContain(`/pagina/${slug}`);
    }
    expect(rotas).toContain('/cartao-bndes');
    expect(rotas).toContain('/pagina/duvidas-frequentes/pagamento');
    const quemSomos = PAGES.find((p) => p.slug === 'quem-somos')?.conteudo ?? '';
    expect(quemSomos.match(/<strong>(19|20)\d\d<\/strong>/g)?.length).toBeGreaterThanOrEqual(6);
    expect(quemSomos).toContain('1997');
    expect(quemSomos).toContain('2019');
    const [settings] = await db.query<{
      valor: {
        sistema: { geral: { site: { cnpj: string; descontoVistaPercent: number } } };
        loja: { promocoes: string[] };
      };
    }>("SELECT valor FROM settings WHERE chave = 'configuracoes'");
    expect(isValidCnpj(settings?.valor.sistema.geral.site.cnpj ?? '')).toBe(true);
    expect(settings?.valor.sistema.geral.site.descontoVistaPercent).toBe(5);
    expect(settings?.valor.loja.promocoes).toHaveLength(3);
    expect(
      await count(db, "SELECT 1 FROM blog_posts WHERE link LIKE 'https://blog.vitrineinstrumentos.com.br/%'"),
    ).toBe(6);
    expect(await count(db, "SELECT 1 FROM popups WHERE slug = 'home' AND ativo")).toBe(1);
    expect(await count(db, "SELECT 1 FROM users WHERE tipo = 'cliente'")).toBe(3);
    expect(await count(db, "SELECT 1 FROM users WHERE tipo = 'operador'")).toBe(1);
    expect(await count(db, "SELECT 1 FROM users WHERE senha_hash ~ '^[0-9a-f]{32}:[0-9a-f]{128}$'")).toBe(4);
    const companies = await db.query<{ cpf_cnpj: string }>('SELECT cpf_cnpj FROM users WHERE length(cpf_cnpj) = 18');
    expect(companies).toHaveLength(2);
    expect(companies.every((c) => isValidCnpj(c.cpf_cnpj))).toBe(true);
    expect(
      await count(
        db,
        "SELECT 1 FROM store_rating_keys WHERE chave IN ('demo-avaliacao-1', 'demo-avaliacao-2') AND expira_em > $1",
        [NOW.toISOString()],
      ),
    ).toBe(2);
    expect(await count(db, 'SELECT 1 FROM store_rating_keys WHERE expira_em < $1', [NOW.toISOString()])).toBe(1);
    expect(
      await count(
        db,
        'SELECT 1 FROM store_reviews WHERE publicado AND autorizacao AND experiencia >= 7 AND atendimento >= 7',
      ),
    ).toBeGreaterThanOrEqual(12);
  });

  it('lets the application create users after the seeded ones', async () => {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO users (nome_razao, email, senha_hash) VALUES ('Novo', 'novo@exemplo.com.br', 'x:y') RETURNING id",
    );
    expect(row?.id).toBe(5);
    await db.query('DELETE FROM users WHERE id = 5');
  });

  it('is reproducible: a second seed gives identical product rows', async () => {
    const other = await migratedMemoryDb();
    try {
      await seedDemo(other, new Date('2026-02-01T08:00:00Z'));
      expect(await productsHash(other)).toBe(await productsHash(db));
    } finally {
      await other.close();
    }
  }, 60_000);
});
