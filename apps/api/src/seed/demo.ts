/**
 * The demo catalogue: a realistic, reproducible Portuguese store (fixed ids, seeded randomness).
 * `seedDemo` writes every table in one transaction and then builds the search index; its products go through the
 * product writer the admin API's PUT and the import use (modules/admin/product-write.ts), so a rule of that writer
 * holds for the demo's products too.
 */
import type { Db, Queryable } from '../db/client';
import { CatalogRefs } from '../modules/admin/catalog-refs';
import type { PreparedProduct } from '../modules/admin/product-prepare';
import { writeProducts } from '../modules/admin/product-write';
import { rebuildSearchIndex } from '../modules/catalog/search-index';
import { categoryDescription, flattenCategories } from './build-categories';
import {
  buildCombinations,
  buildInstallments,
  buildLandingPages,
  buildScheduledPrices,
  buildShoppingLists,
  lookupBy,
} from './build-commerce';
import {
  MENUS,
  SHOWCASES,
  buildBanners,
  buildBlogPosts,
  buildMenuItems,
  buildPages,
  buildPopups,
  buildSettings,
  buildShowcaseProducts,
} from './build-content';
import {
  buildAdminUsers,
  buildQuestions,
  buildRatingKeys,
  buildReviews,
  buildStoreReviews,
  buildUsers,
} from './build-people';
import { attributeValueRows, buildProducts } from './build-products';
import { BRANDS } from './data/brands';
import { ATTRIBUTES, CHARACTERISTIC_GROUPS, FILTERS, SEALS } from './data/catalog-meta';
import { PRODUCT_SPECS } from './data/products';
import { insertRows } from './insert';
import type { TableRows } from './insert';

interface DemoTables {
  /** The tables the products refer to. */
  before: TableRows[];
  products: PreparedProduct[];
  /** The tables that refer to the products. */
  after: TableRows[];
}

/** Every table of the demo store, in foreign-key order. */
function buildDemoTables(now: Date): DemoTables {
  const categories = flattenCategories();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const catalog = buildProducts(PRODUCT_SPECS, categories);
  const get = lookupBy(catalog.byKey);
  const lists = buildShoppingLists(get, now);
  const landing = buildLandingPages(catalog.built, categories);
  const T = (table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): TableRows => ({
    table,
    columns,
    rows,
  });

  const before = [
    T(
      'categories',
      [
        'id',
        'parent_id',
        'nivel',
        'nome',
        'slug',
        'rota',
        'taxonomia',
        'descricao_longa',
        'seo_title',
        'seo_description',
        'posicao',
        'ativo',
      ],
      categories.map((c) => [
        c.id,
        c.parentId,
        c.nivel,
        c.nome,
        c.slug,
        c.rota,
        c.taxonomia,
        categoryDescription(
          c,
          c.filhos.map((id) => byId.get(id)?.nome ?? ''),
        ),
        `${c.nome} | Vitrine Instrumentos`,
        `${c.intro} Compre ${c.nome.toLowerCase()} com 6x sem juros.`,
        c.posicao,
        true,
      ]),
    ),
    T(
      'brands',
      ['id', 'nome', 'slug', 'imagem', 'descricao_longa', 'seo_title', 'seo_description', 'posicao', 'ativo'],
      BRANDS.map((b) => [
        b.id,
        b.nome,
        b.slug,
        `/media/marcas/${b.slug}.svg`,
        `<p>${b.descricao}</p>`,
        `${b.nome} | Vitrine Instrumentos`,
        `Produtos ${b.nome} com garantia e nota fiscal. ${b.descricao}`,
        b.id,
        b.ativo,
      ]),
    ),
    T(
      'attributes',
      ['id', 'nome', 'tipo'],
      ATTRIBUTES.map((a) => [a.id, a.nome, a.tipo]),
    ),
    T('attribute_values', ['id', 'attribute_id', 'label', 'posicao'], attributeValueRows()),
    T(
      'characteristic_groups',
      ['id', 'nome', 'posicao'],
      Object.values(CHARACTERISTIC_GROUPS).map((g) => [g.id, g.nome, g.id]),
    ),
    T(
      'filters',
      ['id', 'nome', 'posicao'],
      FILTERS.map((f) => [f.id, f.nome, f.id]),
    ),
    T(
      'filter_values',
      ['id', 'filter_id', 'label', 'slug', 'posicao'],
      FILTERS.flatMap((f) => f.valores.map((v, i) => [v.id, f.id, v.label, v.slug, i + 1])),
    ),
    T(
      'seals',
      ['id', 'nome', 'imagem', 'label', 'posicao_x', 'posicao_y', 'cor_texto', 'cor_selo'],
      SEALS.map((s) => [s.id, s.nome, s.imagem, s.label, s.posicaoX, s.posicaoY, s.corTexto, s.corSelo]),
    ),
  ];
  const after = [
    T('product_manuals', ['product_id', 'posicao', 'label', 'arquivo'], catalog.manuals),
    T('unique_groups', ['id', 'attribute_id'], catalog.uniqueGroups),
    T('product_unique_values', ['group_id', 'product_id', 'attribute_value_id'], catalog.uniqueValues),
    T('product_group_items', ['product_id', 'item_product_id', 'quantidade'], catalog.groupItems),
    T('combinations', ['id', 'product_id', 'indicated_id', 'desconto_percent'], buildCombinations(get)),
    T('installment_rules', ['parcelas', 'taxa', 'exibir_taxa', 'valor_minimo_parcela_cents'], buildInstallments()),
    T(
      'scheduled_prices',
      ['id', 'product_id', 'preco_de_cents', 'preco_por_cents', 'data_inicial', 'data_final'],
      buildScheduledPrices(get, now),
    ),
    T(
      'shopping_lists',
      [
        'id',
        'nome',
        'slug',
        'category_id',
        'descricao_curta',
        'descricao_longa',
        'selecao_atributo',
        'desconto_percent',
        'popularidade',
        'seo_title',
        'seo_description',
        'ativo',
        'criado_em',
      ],
      lists.lists,
    ),
    T('shopping_list_items', ['list_id', 'product_id', 'posicao', 'quantidade', 'simple_value_id'], lists.items),
    T(
      'landing_pages',
      ['id', 'nome', 'slug', 'descricao_longa', 'seo_title', 'seo_description', 'layout_html', 'layout_css', 'ativo'],
      landing.pages,
    ),
    T('landing_page_products', ['landing_page_id', 'product_id'], landing.links),
    T('landing_page_lists', ['landing_page_id', 'list_id'], landing.lists),
    T(
      'reviews',
      ['product_id', 'list_id', 'nome', 'email', 'nota', 'comentario', 'recomenda', 'aprovado', 'criado_em'],
      buildReviews(catalog.built, [1, 2, 4], now),
    ),
    T(
      'questions',
      ['product_id', 'nome', 'email', 'pergunta', 'resposta', 'respondido_em', 'publicado', 'criado_em'],
      buildQuestions(catalog.built, now),
    ),
    T('settings', ['chave', 'valor'], buildSettings()),
    T('menus', ['slug', 'nome'], MENUS),
    T(
      'menu_items',
      [
        'id',
        'menu_slug',
        'parent_id',
        'posicao',
        'label',
        'link',
        'target',
        'svg',
        'icone',
        'destaque',
        'id_tipo',
        'id_nivel',
      ],
      buildMenuItems(categories, catalog.built),
    ),
    T(
      'banners',
      [
        'id',
        'slot',
        'nome',
        'alt',
        'id_nivel',
        'desktop_imagem',
        'desktop_link',
        'mobile_imagem',
        'mobile_link',
        'codigo_cupom',
        'posicao',
        'data_inicial',
        'data_final',
        'ativo',
      ],
      buildBanners(categories, now),
    ),
    T('showcases', ['slug', 'titulo', 'regra'], SHOWCASES),
    T('showcase_products', ['showcase_slug', 'product_id', 'posicao'], buildShowcaseProducts(catalog.built)),
    T(
      'pages',
      ['id', 'slug', 'parent_slug', 'rota', 'titulo', 'conteudo', 'seo_title', 'seo_description', 'ativo'],
      buildPages(),
    ),
    T('blog_posts', ['id', 'titulo', 'link', 'publicado_em'], buildBlogPosts(now)),
    T('popups', ['slug', 'conteudo', 'ativo', 'titulo', 'texto', 'cupom'], buildPopups()),
    T('users', ['id', 'nome_razao', 'email', 'cpf_cnpj', 'tipo', 'senha_hash'], buildUsers()),
    T('admin_users', ['id', 'email', 'name', 'password_hash', 'role'], buildAdminUsers()),
    T('store_rating_keys', ['chave', 'user_id', 'pedido', 'usado_em', 'expira_em'], buildRatingKeys(now)),
    T(
      'store_reviews',
      [
        'nome',
        'cidade',
        'experiencia',
        'atendimento',
        'satisfacao',
        'mensagem',
        'autorizacao',
        'publicado',
        'criado_em',
      ],
      buildStoreReviews(now),
    ),
  ];
  return { before, products: catalog.prepared, after };
}

/** True when the catalogue has no products yet (a fresh database). */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  const { before, products, after } = buildDemoTables(now);
  await db.transaction(async (tx) => {
    for (const table of before) await insertRows(tx, table);
    await writeProducts(tx, await CatalogRefs.load(tx), products);
    for (const table of after) await insertRows(tx, table);
    // Users were written with explicit ids: move the identity past them.
    await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
    await tx.query(`SELECT setval(pg_get_serial_sequence('admin_users', 'id'), (SELECT max(id) FROM admin_users))`);
    // A seeded product or kit last changed when it was created (a reproducible seed; the sitemap's lastmod).
    await tx.query('UPDATE products SET atualizado_em = criado_em');
    await tx.query('UPDATE shopping_lists SET atualizado_em = criado_em');
    await rebuildSearchIndex(tx);
  });
}
