/**
 * The product writer: prepared products, a batch at a time, into the catalogue tables (migration 002) — the product
 * row, its images, simple values (each keeping its id, so carts, kits and 'Avise-me' requests still name it),
 * characteristics, filter values and seals, then its search vectors. The admin API's PUT, the import (its staged rows
 * are these rows: import-stage.ts) and the demo seed all write products through it; its columns are product-columns.ts.
 * Each table is one statement per batch: rows go in as one JSON parameter (json_populate_recordset), on PGlite and
 * PostgreSQL alike.
 */
import { storeOriginals } from '../media/originals';
import type { Queryable } from '../../db/client';
import { slugify } from '../../seed/text';
import { refreshSearchVectors } from '../catalog/search-index';
import type { CatalogRefs } from './catalog-refs';
import { CREATION_COLUMNS, SHAPE_COLUMNS } from './product-columns';
import { IMAGE_SIZES, SIZE_TOKEN } from './product-read';
import type { PreparedProduct } from './product-prepare';

const toCents = (reais: number | null) => (reais === null ? null : Math.round(reais * 100));

/** INSERT … SELECT from a JSON array of rows with the table's column names. */
async function insertJson(tx: Queryable, table: string, columns: readonly string[], rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const list = columns.join(', ');
  await tx.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(null::${table}, $1)`, [
    JSON.stringify(rows),
  ]);
}

/** `col = x.col` for every column of the product shape but the id (an UPDATE … FROM rows `x`). */
export const PRODUCT_SET = SHAPE_COLUMNS.filter((c) => c !== 'id')
  .map((c) => `${c} = x.${c}`)
  .join(', ');

/** The stored owners of these slugs (products', and for a staged import also the staged ones). */
export type SlugOwners = (candidates: string[]) => Promise<{ slug: string; id: number }[]>;

const productSlugs =
  (tx: Queryable): SlugOwners =>
  (candidates) =>
    tx.query<{ slug: string; id: number }>('SELECT slug, id FROM products WHERE slug = ANY($1)', [candidates]);

/** Gives new products (and changed slugs) a slug no other product has: the name's, then with the sku, then -n. */
export async function assignSlugs(batch: PreparedProduct[], owners: SlugOwners): Promise<void> {
  const wanted = batch.map((p) => p.product.slug || slugify(p.product.nome) || slugify(p.product.sku));
  const candidates = batch.flatMap((p, i) => [wanted[i]!, `${wanted[i]}-${slugify(p.product.sku)}`]);
  const owner = new Map((await owners(candidates)).map((r) => [r.slug, r.id]));
  batch.forEach((p, i) => {
    // A new product has no id yet: a mark of its own (two new products of one batch must not share a slug).
    const mine = p.existing?.id ?? -(i + 1);
    const free = (slug: string) => {
      const id = owner.get(slug);
      return id === undefined || id === mine;
    };
    let slug = wanted[i]!;
    if (!free(slug)) slug = `${slug}-${slugify(p.product.sku)}`;
    for (let n = 2; !free(slug); n += 1) slug = `${wanted[i]}-${slugify(p.product.sku)}-${n}`;
    owner.set(slug, mine);
    p.product.slug = slug;
  });
}

const expand = (url: string, size: string) => url.replace(SIZE_TOKEN, size);

/** One product's rows, table by table, as the writer stores them. */
export function productRowsOf(p: PreparedProduct, id: number) {
  const s = p.product;
  const perGroup = new Map<number, number>();
  return {
    product: {
      id,
      nome: s.nome,
      slug: s.slug,
      sku: s.sku,
      mpn: s.mpn,
      ean: s.ean,
      status: s.status,
      brand_id: p.brandId,
      category_id: p.categoryId,
      estoque: s.estoque,
      preco_de_cents: toCents(s.precoDe),
      preco_por_cents: toCents(s.precoPor),
      peso_gramas: Math.round((s.pesoKg ?? 0.5) * 1000),
      descricao_curta: s.descricaoCurta,
      descricao_longa: s.descricaoLonga,
      seo_title: s.seo.title,
      seo_description: s.seo.description,
      ativo: s.ativo,
      ...p.created,
    },
    images: s.imagens.map((image, n) => ({
      product_id: id,
      posicao: n + 1,
      label: image.label,
      ...Object.fromEntries(IMAGE_SIZES.map((size) => [size, expand(image.url, size)])),
    })),
    characteristics: p.characteristics.map((c) => {
      const posicao = (perGroup.get(c.groupId) ?? 0) + 1;
      perGroup.set(c.groupId, posicao);
      return { product_id: id, group_id: c.groupId, posicao, label: c.label, valor: c.valor };
    }),
    filters: p.filterValueIds.map((fv) => ({ product_id: id, filter_value_id: fv })),
    seals: p.sealIds.map((seal) => ({ product_id: id, seal_id: seal })),
  };
}

/** The child tables an import or a PUT rewrites whole for a changed product, with their columns. */
export const CHILD_TABLES = {
  images: ['product_images', ['product_id', 'posicao', 'label', ...IMAGE_SIZES]],
  characteristics: ['product_characteristics', ['product_id', 'group_id', 'posicao', 'label', 'valor']],
  filters: ['product_filter_values', ['product_id', 'filter_value_id']],
  seals: ['product_seals', ['product_id', 'seal_id']],
} as const;

/** Writes a batch of new or changed products; answers their ids in batch order. */
export async function writeProducts(tx: Queryable, refs: CatalogRefs, batch: PreparedProduct[]): Promise<number[]> {
  if (batch.length === 0) return [];
  // The link tables' triggers would rewrite these products once per statement; one UPDATE at the end does it.
  await tx.query("SELECT set_config('vitrine.product_arrays', 'deferred', true)");
  await assignSlugs(batch, productSlugs(tx));
  const ids: number[] = [];
  for (const p of batch) ids.push(p.existing?.id ?? p.id ?? (await refs.nextId('products')));
  const rows = batch.map((p, i) => productRowsOf(p, ids[i]!));
  const fresh = rows.filter((_, i) => !batch[i]!.existing).map((r) => r.product);
  const known = rows.filter((_, i) => batch[i]!.existing).map((r) => r.product);
  // The creation-only columns some new product of the batch gives (NULL for those that do not).
  const given = CREATION_COLUMNS.filter((c) => batch.some((p) => !p.existing && p.created && c in p.created));
  await insertJson(tx, 'products', [...SHAPE_COLUMNS, ...given], fresh);
  if (known.length > 0) {
    await tx.query(
      `UPDATE products p SET ${PRODUCT_SET} FROM json_populate_recordset(null::products, $1) x WHERE p.id = x.id`,
      [JSON.stringify(known)],
    );
  }

  await storeOriginals(
    tx,
    batch.flatMap((p) => p.uploads),
  );

  const changed = ids.filter((_, i) => batch[i]!.existing);
  for (const [key, [table, columns]] of Object.entries(CHILD_TABLES)) {
    if (changed.length > 0) await tx.query(`DELETE FROM ${table} WHERE product_id = ANY($1::int[])`, [changed]);
    await insertJson(
      tx,
      table,
      [...columns],
      rows.flatMap((r): object[] => r[key as keyof typeof CHILD_TABLES]),
    );
  }
  await writeSimpleValues(tx, refs, batch, ids);
  await refreshSearchVectors(tx, ids, { arrays: true });
  await tx.query("SELECT set_config('vitrine.product_arrays', '', true)");
  return ids;
}

interface ValueRow {
  id: number;
  product_id: number;
  attribute_value_id: number;
  sku: string;
  preco_de_cents: number | null;
  preco_por_cents: number;
  estoque: number;
}
type CurrentValue = Pick<ValueRow, 'id' | 'product_id' | 'attribute_value_id' | 'sku'>;

/** The stored simple values of these products. */
export const currentValues = (tx: Queryable, productIds: number[]): Promise<CurrentValue[]> =>
  productIds.length === 0
    ? Promise.resolve([])
    : tx.query<CurrentValue>(
        'SELECT id, product_id, attribute_value_id, sku FROM product_simple_values WHERE product_id = ANY($1::int[])',
        [productIds],
      );

/**
 * Simple values: a value keeps its row (and id) when its sku or its attribute value is the same; new ones are added;
 * those no longer given are removed (`gone`). One product's plan; `mine` its stored values.
 */
export async function planValues(refs: CatalogRefs, p: PreparedProduct, id: number, mine: CurrentValue[]) {
  const updates: ValueRow[] = [];
  const inserts: ValueRow[] = [];
  const kept = new Set<number>();
  for (const v of p.values) {
    const match =
      mine.find((m) => m.sku === v.sku && !kept.has(m.id)) ??
      mine.find((m) => m.attribute_value_id === v.attributeValueId && !kept.has(m.id));
    const row = {
      product_id: id,
      attribute_value_id: v.attributeValueId,
      sku: v.sku,
      preco_de_cents: v.de,
      preco_por_cents: v.por,
      estoque: v.estoque,
    };
    if (match) {
      kept.add(match.id);
      updates.push({ id: match.id, ...row });
    } else {
      inserts.push({ id: v.id ?? (await refs.nextId('product_simple_values')), ...row });
    }
  }
  return { updates, inserts, gone: mine.filter((v) => !kept.has(v.id)).map((v) => v.id) };
}

export const VALUE_COLUMNS = [
  'id',
  'product_id',
  'attribute_value_id',
  'sku',
  'preco_de_cents',
  'preco_por_cents',
  'estoque',
];

/**
 * Removing values no longer given (`ids`: an SQL list of their ids): unless a cart, a kit or a request names them
 * (then they stay, without stock).
 */
export const removeValuesSql = (ids: string): string[] => [
  `DELETE FROM product_simple_values v WHERE v.id IN (${ids})
      AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.simple_value_id = v.id OR c.indicated_value_id = v.id)
      AND NOT EXISTS (SELECT 1 FROM cart_item_list_products c WHERE c.simple_value_id = v.id)
      AND NOT EXISTS (SELECT 1 FROM shopping_list_items l WHERE l.simple_value_id = v.id)
      AND NOT EXISTS (SELECT 1 FROM solicitations s WHERE s.simple_value_id = v.id)`,
  `UPDATE product_simple_values SET estoque = 0 WHERE id IN (${ids}) AND estoque > 0`,
];

/** Updating kept values from rows `x` (an UPDATE … FROM source). */
export const updateValuesSql = (source: string): string =>
  `UPDATE product_simple_values v SET attribute_value_id = x.attribute_value_id, sku = x.sku,
          preco_de_cents = x.preco_de_cents, preco_por_cents = x.preco_por_cents, estoque = x.estoque
     FROM ${source} WHERE v.id = x.id`;

async function writeSimpleValues(tx: Queryable, refs: CatalogRefs, batch: PreparedProduct[], ids: number[]) {
  const current = await currentValues(
    tx,
    ids.filter((_, i) => batch[i]!.existing),
  );
  const plans = [];
  for (const [i, p] of batch.entries()) {
    plans.push(
      await planValues(
        refs,
        p,
        ids[i]!,
        current.filter((v) => v.product_id === ids[i]),
      ),
    );
  }
  const gone = plans.flatMap((x) => x.gone);
  if (gone.length > 0) for (const sql of removeValuesSql('SELECT unnest($1::int[])')) await tx.query(sql, [gone]);
  const updates = plans.flatMap((x) => x.updates);
  if (updates.length > 0) {
    await tx.query(updateValuesSql('json_populate_recordset(null::product_simple_values, $1) x'), [
      JSON.stringify(updates),
    ]);
  }
  await insertJson(
    tx,
    'product_simple_values',
    VALUE_COLUMNS,
    plans.flatMap((x) => x.inserts),
  );
}
