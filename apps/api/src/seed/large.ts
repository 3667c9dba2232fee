/**
 * The large-catalogue generator: grows the demo store to N products for load tests. Every generated
 * product copies a demo product of the same line (category, brand, texts, filters, specifications)
 * under a new model code, so listings, facets and search behave like a real catalogue. Rows are built
 * in SQL from generate_series, a batch at a time, search vector included (no second write of each row);
 * the output depends only on N.
 */
import type { Db, Queryable } from '../db/client';
import type { ProductColumn } from '../modules/admin/product-columns';
import { longVectorSql, rankVectorSql, refreshSearchWords } from '../modules/catalog/search-index';
import { CHARACTERISTIC_GROUPS } from './data/catalog-meta';
import { PRODUCT_SPECS } from './data/products';
import { insertRows } from './insert';

export interface LargeSeedReport {
  before: number;
  added: number;
  total: number;
  ms: number;
}

const BATCH = 10_000;
/** Extra words that make sibling models read differently. */
const SERIES = ['', 'Plus', 'Pro', 'Compacto', 'Max', 'Lite', 'Industrial', 'Slim', 'Premium', 'Eco', 'Duo', 'Smart'];
/** Generated products start after this id, leaving room for new demo products. */
const FIRST_GENERATED_ID = 10_000;
const SIMPLE_VALUE_BASE = 10_000_000;

interface Template {
  idx: number;
  tplId: number;
  nomeBase: string;
  prefixo: string;
  slugBase: string;
}

function templates(): Template[] {
  return PRODUCT_SPECS.map((spec, i) => {
    const codes = spec.nome.match(/\b[A-Z]{1,4}-[A-Z0-9]{1,6}\b/g);
    const code = codes?.[codes.length - 1];
    const nomeBase = (code ? spec.nome.replace(code, '') : spec.nome).replace(/\s{2,}/g, ' ').trim();
    const prefixo =
      code?.split('-')[0] ??
      (spec.nome.match(/[A-ZÀ-Ú]/g) ?? ['X'])
        .slice(0, 2)
        .join('')
        .normalize('NFD')
        .replace(/[^A-Z]/g, 'X');
    const slugBase = nomeBase
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)
      .replace(/-$/, '');
    return { idx: i, tplId: i + 1, nomeBase, prefixo, slugBase };
  });
}

/**
 * Each generated product's columns, named from the product writer's one list (product-columns.ts), with the SQL
 * that fills them from its template `t` and its number `x.g`; the search vectors follow.
 */
const GENERATED_COLUMNS = {
  id: 'x.g',
  nome: 'x.nome',
  slug: 'x.slug',
  sku: `'GEN-' || lpad(x.g::text, 7, '0')`,
  mpn: 'x.codigo',
  ean: `x.body || ((10 - (SELECT sum(substr(x.body, i, 1)::int * (CASE WHEN i % 2 = 1 THEN 1 ELSE 3 END)) FROM generate_series(1, 12) i)::int % 10) % 10)::text`,
  status: 'x.status',
  brand_id: 't.brand_id',
  category_id: 't.category_id',
  estoque: `CASE WHEN x.status = 'disponivel' THEN 1 + (x.g * 31) % 240 ELSE 0 END`,
  preco_de_cents: `CASE WHEN x.g % 6 = 0 AND x.status = 'disponivel' THEN (x.preco * 118 / 10000) * 100 + 90 END`,
  preco_por_cents: 'x.preco',
  peso_gramas: 't.peso_gramas',
  descricao_curta: 'replace(t.descricao_curta, t.nome, x.nome)',
  descricao_longa: 'replace(t.descricao_longa, t.nome, x.nome)',
  descricao_opcional1: 'replace(t.descricao_opcional1, t.nome, x.nome)',
  descricao_opcional2: "''",
  destaques: 't.destaques',
  nao_recomendado: "''",
  popularidade: '(x.g::bigint * 48271 % 1000)::int',
  seo_title: `x.nome || ' | Vitrine Instrumentos'`,
  seo_description: 'replace(t.seo_description, t.nome, x.nome)',
  title_social: 'x.nome',
  description_social: 'replace(t.seo_description, t.nome, x.nome)',
  ativo: 'true',
  criado_em: `timestamptz '2025-06-01 12:00:00+00' - make_interval(mins => x.g)`,
} satisfies Partial<Record<ProductColumn, string>>;

const INSERT_PRODUCTS = `
INSERT INTO products (${Object.keys(GENERATED_COLUMNS).join(', ')}, busca_rank, busca)
SELECT ${Object.values(GENERATED_COLUMNS).join(', ')},
  v.r, v.r || ${longVectorSql('replace(t.descricao_longa, t.nome, x.nome)')}
FROM (
  SELECT g, m.*,
    trim(m.nome_base || ' ' || ($3::text[])[1 + (g / $4::int) % cardinality($3::text[])]) || ' ' || m.prefixo || '-' || g AS nome,
    m.slug_base || '-' || lower(m.prefixo) || '-' || g AS slug,
    m.prefixo || '-' || g AS codigo,
    '789' || lpad(g::text, 9, '0') AS body,
    CASE WHEN g % 47 = 0 THEN 'sobConsulta' WHEN g % 31 = 0 THEN 'indisponivel' ELSE 'disponivel' END AS status,
    greatest(8990, least(2499990, (m.preco_base * (70 + (g * 37) % 61) / 10000) * 100 + 90)) AS preco
  FROM generate_series($1::int, $2::int) g
  JOIN gen_templates m ON m.idx = g % $4::int
) x
JOIN products t ON t.id = x.tpl_id
JOIN brands b ON b.id = t.brand_id
JOIN categories c ON c.id = t.category_id
CROSS JOIN LATERAL (SELECT ${rankVectorSql({
  nome: 'x.nome',
  sku: `'GEN-' || lpad(x.g::text, 7, '0')`,
  mpn: 'x.codigo',
  marca: 'b.nome',
  taxonomia: 'c.taxonomia',
  curta: 'replace(t.descricao_curta, t.nome, x.nome)',
})} AS r) v`;

const INSERT_IMAGES = `
INSERT INTO product_images (product_id, posicao, label, small, medium, big, zoom)
SELECT p.id, n, p.nome || ' - Imagem ' || n,
  '/media/produtos/' || p.slug || '-' || n || '-small.svg', '/media/produtos/' || p.slug || '-' || n || '-medium.svg',
  '/media/produtos/' || p.slug || '-' || n || '-big.svg', '/media/produtos/' || p.slug || '-' || n || '-zoom.svg'
FROM products p CROSS JOIN LATERAL generate_series(1, 1 + p.id % 4) n
WHERE p.id BETWEEN $1 AND $2`;

const INSERT_FILTERS = `
INSERT INTO product_filter_values (product_id, filter_value_id)
SELECT g, f.filter_value_id
FROM generate_series($1::int, $2::int) g
JOIN gen_templates m ON m.idx = g % $3::int
JOIN product_filter_values f ON f.product_id = m.tpl_id`;

const INSERT_CHARACTERISTICS = `
INSERT INTO product_characteristics (product_id, group_id, posicao, label, valor)
SELECT g, c.group_id, c.posicao, c.label, c.valor
FROM generate_series($1::int, $2::int) g
JOIN gen_templates m ON m.idx = g % $3::int
JOIN product_characteristics c ON c.product_id = m.tpl_id AND c.group_id = ANY($4::int[])`;

/** Every fifth product of a template with simple values gets them too, scaled to its own price. */
const INSERT_SIMPLE_VALUES = `
INSERT INTO product_simple_values (id, product_id, attribute_value_id, preco_de_cents, preco_por_cents, estoque)
SELECT $4::int + g * 4 + v.rn - 1, g, v.attribute_value_id, NULL,
  (p.preco_por_cents::bigint * v.preco_por_cents / t.preco_por_cents)::int, (g * 7 + v.rn * 13) % 40
FROM generate_series($1::int, $2::int) g
JOIN gen_templates m ON m.idx = g % $3::int
JOIN products p ON p.id = g
JOIN products t ON t.id = m.tpl_id
JOIN (SELECT *, row_number() OVER (PARTITION BY product_id ORDER BY id)::int AS rn FROM product_simple_values) v
  ON v.product_id = m.tpl_id
WHERE g % 5 = 0 AND p.status = 'disponivel'`;

const INSERT_SEALS = `
INSERT INTO product_seals (product_id, seal_id)
SELECT id, 3 FROM products WHERE id BETWEEN $1 AND $2 AND preco_de_cents IS NOT NULL AND id % 2 = 0`;

export async function seedLarge(
  db: Db,
  target: number,
  log: (line: string) => void = () => undefined,
): Promise<LargeSeedReport> {
  const started = Date.now();
  const [{ n: before = 0, max: maxId = 0 } = {}] = await db.query<{ n: number; max: number }>(
    'SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS max FROM products',
  );
  const missing = target - before;
  if (missing <= 0) return { before, added: 0, total: before, ms: Date.now() - started };

  const tpl = templates();
  const [{ demo = 0 } = {}] = await db.query<{ demo: number }>(
    'SELECT count(*)::int AS demo FROM products WHERE id <= $1',
    [tpl.length],
  );
  if (demo < tpl.length) throw new Error('The demo catalogue must be seeded before generating a large one.');
  await db.exec('DROP TABLE IF EXISTS gen_templates');
  await db.exec(`CREATE TABLE gen_templates (idx int PRIMARY KEY, tpl_id int NOT NULL, nome_base text NOT NULL,
    prefixo text NOT NULL, slug_base text NOT NULL, preco_base int NOT NULL)`);
  const prices = new Map(
    (
      await db.query<{ id: number; preco: number }>(
        'SELECT id, preco_por_cents AS preco FROM products WHERE id <= $1',
        [tpl.length],
      )
    ).map((r) => [r.id, r.preco]),
  );
  await insertRows(db, {
    table: 'gen_templates',
    columns: ['idx', 'tpl_id', 'nome_base', 'prefixo', 'slug_base', 'preco_base'],
    rows: tpl.map((t) => [t.idx, t.tplId, t.nomeBase, t.prefixo, t.slugBase, prices.get(t.tplId) ?? 10_000]),
  });

  const first = Math.max(maxId + 1, FIRST_GENERATED_ID);
  const last = first + missing - 1;
  const groups = [CHARACTERISTIC_GROUPS.tecnicas.id, CHARACTERISTIC_GROUPS.gases.id, CHARACTERISTIC_GROUPS.fio.id];
  const k = tpl.length;
  for (let from = first; from <= last; from += BATCH) {
    const to = Math.min(last, from + BATCH - 1);
    const t0 = Date.now();
    await db.transaction(async (tx: Queryable) => {
      await tx.query(INSERT_PRODUCTS, [from, to, SERIES, k]);
      await tx.query(INSERT_IMAGES, [from, to]);
      await tx.query(INSERT_FILTERS, [from, to, k]);
      await tx.query(INSERT_CHARACTERISTICS, [from, to, k, groups]);
      await tx.query(INSERT_SIMPLE_VALUES, [from, to, k, SIMPLE_VALUE_BASE]);
      await tx.query(INSERT_SEALS, [from, to]);
    });
    log(`  produtos ${from}–${to} (${to - from + 1}) em ${Date.now() - t0} ms`);
  }
  const t1 = Date.now();
  await refreshSearchWords(db);
  await db.exec('DROP TABLE gen_templates');
  // Statistics for the planner, and the visibility map that lets listings read the covering indexes of
  // migration 007 without visiting the table (the triggers that keep products.filtros rewrote every row).
  await db.exec('VACUUM ANALYZE');
  // PGlite keeps the write-ahead log on disk until a checkpoint.
  if (db.kind === 'pglite') await db.exec('CHECKPOINT');
  log(`  palavras de busca e estatísticas em ${Date.now() - t1} ms`);
  return { before, added: missing, total: before + missing, ms: Date.now() - started };
}
