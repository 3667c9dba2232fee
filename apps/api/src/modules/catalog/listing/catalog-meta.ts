/**
 * Small catalogue-wide tables every listing reads (category tree, filters, attributes, site name), cached per
 * database under the catalogue version like the store's pricing (lib/cache.ts; never per shopper): every table
 * read here bumps the version when written (migrations 010 and 015), so a change shows on the next request.
 */
import type { Queryable } from '../../../db/client';
import { catalogCache } from '../../../lib/cache';
import { catalogVersion } from '../catalog-version';
import { slugOf } from './tokens';

export interface CategoryMeta {
  id: number;
  parentId: number | null;
  nivel: number;
  nome: string;
  rota: string;
  posicao: number;
  children: number[];
}

interface FilterValueMeta {
  id: number;
  filterId: number;
  label: string;
  slug: string;
}
interface FilterMeta {
  id: number;
  nome: string;
  slug: string;
  values: FilterValueMeta[];
}
interface AttributeValueMeta {
  id: number;
  attributeId: number;
  label: string;
}
interface AttributeMeta {
  id: number;
  nome: string;
  values: AttributeValueMeta[];
}

export interface CatalogMeta {
  categories: Map<number, CategoryMeta>;
  /** Level-2 categories in menu order. */
  roots: number[];
  filters: FilterMeta[];
  filterBySlug: Map<string, FilterMeta>;
  filterValues: Map<number, FilterValueMeta>;
  attributes: AttributeMeta[];
  attributeValues: Map<number, AttributeValueMeta>;
  siteName: string;
}

/** A bound only: every write these answers depend on changes the catalogue version. */
const META_TTL_MS = 5 * 60_000;

async function loadMeta(db: Queryable): Promise<CatalogMeta> {
  const [cats, filters, values, attrs, attrValues, site] = await Promise.all([
    db.query<{ id: number; parent_id: number | null; nivel: number; nome: string; rota: string; posicao: number }>(
      'SELECT id, parent_id, nivel, nome, rota, posicao FROM categories WHERE ativo ORDER BY nivel, posicao, id',
    ),
    db.query<{ id: number; nome: string }>('SELECT id, nome FROM filters ORDER BY posicao, id'),
    db.query<{ id: number; filter_id: number; label: string; slug: string }>(
      'SELECT id, filter_id, label, slug FROM filter_values ORDER BY posicao, id',
    ),
    db.query<{ id: number; nome: string }>("SELECT id, nome FROM attributes WHERE tipo = 'simples' ORDER BY id"),
    db.query<{ id: number; attribute_id: number; label: string }>(
      'SELECT id, attribute_id, label FROM attribute_values ORDER BY posicao, id',
    ),
    db.query<{ nome: string | null }>(
      "SELECT valor #>> '{sistema,geral,site,nomeDoSite}' AS nome FROM settings WHERE chave = 'configuracoes'",
    ),
  ]);
  const categories = new Map<number, CategoryMeta>(
    cats.map((c) => [
      c.id,
      { id: c.id, parentId: c.parent_id, nivel: c.nivel, nome: c.nome, rota: c.rota, posicao: c.posicao, children: [] },
    ]),
  );
  const roots: number[] = [];
  for (const c of categories.values()) {
    const parent = c.parentId === null ? undefined : categories.get(c.parentId);
    if (parent) parent.children.push(c.id);
    else if (c.parentId === null) roots.push(c.id);
  }
  const filterList: FilterMeta[] = filters.map((f) => ({ id: f.id, nome: f.nome, slug: slugOf(f.nome), values: [] }));
  const filterById = new Map(filterList.map((f) => [f.id, f]));
  const filterValues = new Map<number, FilterValueMeta>();
  for (const v of values) {
    const value = { id: v.id, filterId: v.filter_id, label: v.label, slug: v.slug };
    filterById.get(v.filter_id)?.values.push(value);
    filterValues.set(v.id, value);
  }
  const attributes: AttributeMeta[] = attrs.map((a) => ({ id: a.id, nome: a.nome, values: [] }));
  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  const attributeValues = new Map<number, AttributeValueMeta>();
  for (const v of attrValues) {
    const attribute = attributeById.get(v.attribute_id);
    if (!attribute) continue;
    const value = { id: v.id, attributeId: v.attribute_id, label: v.label };
    attribute.values.push(value);
    attributeValues.set(v.id, value);
  }
  return {
    categories,
    roots,
    filters: filterList,
    filterBySlug: new Map(filterList.map((f) => [f.slug, f])),
    filterValues,
    attributes,
    attributeValues,
    siteName: site[0]?.nome ?? 'Vitrine',
  };
}

const metaCache = catalogCache<CatalogMeta>({ ttlMs: META_TTL_MS, maxEntries: 1 });

/** The catalogue's tables under `version` (read when not given). */
export async function catalogMeta(db: Queryable, version?: string): Promise<CatalogMeta> {
  return metaCache.get(db, version ?? (await catalogVersion(db)), 'meta', () => loadMeta(db));
}

/** The category and every category below it. */
export function subtree(meta: CatalogMeta, id: number): number[] {
  const out: number[] = [];
  const walk = (cid: number) => {
    const c = meta.categories.get(cid);
    if (!c) return;
    out.push(cid);
    c.children.forEach(walk);
  };
  walk(id);
  return out;
}

/** The ancestors of a category, from level 2 down to its parent. */
export function ancestors(meta: CatalogMeta, id: number): CategoryMeta[] {
  const out: CategoryMeta[] = [];
  let c = meta.categories.get(id);
  while (c && c.parentId !== null) {
    const parent = meta.categories.get(c.parentId);
    if (!parent) break;
    out.unshift(parent);
    c = parent;
  }
  return out;
}

/** Products per category subtree, from products per category. */
export function subtreeCounts(meta: CatalogMeta, perCategory: ReadonlyMap<number, number>, ids: readonly number[]) {
  return new Map(ids.map((id) => [id, subtree(meta, id).reduce((n, c) => n + (perCategory.get(c) ?? 0), 0)]));
}

const countCache = catalogCache<Map<number, number>>({ ttlMs: META_TTL_MS, maxEntries: 1 });

/** Active products per category (catalogue-wide, cached like the rest): sibling counts when no filter is active. */
export async function productsPerCategory(db: Queryable, version?: string): Promise<Map<number, number>> {
  return countCache.get(db, version ?? (await catalogVersion(db)), 'counts', async () => {
    const rows = await db.query<{ id: number; n: number }>(
      'SELECT category_id AS id, count(*)::int AS n FROM products WHERE ativo GROUP BY 1',
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  });
}
