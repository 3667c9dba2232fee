/**
 * Active filter tokens → filter groups with their SQL condition (B§2.3 filters). Values of one filter (or of one
 * attribute) are OR-ed inside their group; groups are AND-ed. Conditions are fixed SQL over `x`, a product row of
 * the listing statement (effective prices `por`/`de`, arrays `fv` of filter values and `av` of attribute values),
 * with every value a bound parameter.
 */
import type { CatalogMeta } from './catalog-meta';
import { subtree } from './catalog-meta';
import type { FilterToken } from './tokens';

export class Params {
  readonly values: unknown[] = [];
  /** Adds a bound value; `cast` comes from code, never from input. */
  add(value: unknown, cast?: 'int' | 'int[]' | 'text' | 'text[]' | 'timestamptz'): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

export type GroupKind = 'categoria' | 'filtro' | 'atributo' | 'preco' | 'desconto';

export interface Group {
  kind: GroupKind;
  /** The filter id (filtro) or attribute id (atributo) whose facet ignores this group; null otherwise. */
  refId: number | null;
  /** Boolean SQL over x. */
  sql: string;
  /** The values of the group's own filter or attribute (a facet value among them ignores this group). */
  own: readonly number[];
}

const bucket = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function buildGroups(tokens: readonly FilterToken[], meta: CatalogMeta, params: Params): Group[] {
  const groups: Group[] = [];
  const filterIds = new Map<string, number[]>();
  const attributeIds = new Map<string, number[]>();
  const categoryIds: number[] = [];
  let hasCategory = false;
  const prices: string[] = [];
  let discount: number | null = null;

  for (const t of tokens) {
    switch (t.kind) {
      case 'filtro': {
        const filter = meta.filterBySlug.get(t.filterSlug);
        const value = filter?.values.find((v) => v.slug === t.valueSlug);
        // Unknown filters get a group of their own that matches nothing.
        const key = filter ? `f${filter.id}` : `?${t.filterSlug}`;
        if (!filterIds.has(key)) filterIds.set(key, []);
        if (value) bucket(filterIds, key, value.id);
        break;
      }
      case 'atributo': {
        const value = meta.attributeValues.get(t.valueId);
        const key = value ? `a${value.attributeId}` : '?';
        if (!attributeIds.has(key)) attributeIds.set(key, []);
        if (value) bucket(attributeIds, key, value.id);
        break;
      }
      case 'categoria':
        hasCategory = true;
        categoryIds.push(...subtree(meta, t.categoryId));
        break;
      case 'preco': {
        const parts: string[] = [];
        if (t.de !== null) parts.push(`{por} >= ${params.add(t.de * 100, 'int')}`);
        if (t.ate !== null) parts.push(`{por} < ${params.add(t.ate * 100, 'int')}`);
        prices.push(`(${parts.join(' AND ')})`);
        break;
      }
      case 'desconto':
        discount = Math.min(discount ?? 100, t.percent);
        break;
    }
  }
  for (const [key, ids] of filterIds) {
    const filter = key.startsWith('f') ? meta.filters.find((f) => f.id === Number(key.slice(1))) : undefined;
    const values = params.add(ids, 'int[]');
    groups.push({
      kind: 'filtro',
      refId: filter?.id ?? null,
      sql: `x.fv && ${values}`,
      own: filter?.values.map((v) => v.id) ?? [],
    });
  }
  for (const [key, ids] of attributeIds) {
    const attribute = key.startsWith('a') ? meta.attributes.find((a) => a.id === Number(key.slice(1))) : undefined;
    const values = params.add(ids, 'int[]');
    groups.push({
      kind: 'atributo',
      refId: attribute?.id ?? null,
      sql: `x.av && ${values}`,
      own: attribute?.values.map((v) => v.id) ?? [],
    });
  }
  if (hasCategory) {
    const ids = params.add(categoryIds, 'int[]');
    groups.push({
      kind: 'categoria',
      refId: null,
      sql: `x.category_id = ANY(${ids})`,
      own: [],
    });
  }
  if (prices.length) {
    const sql = `(${prices.join(' OR ')})`;
    groups.push({
      kind: 'preco',
      refId: null,
      sql: sql.replaceAll('{por}', 'x.por'),
      own: [],
    });
  }
  if (discount !== null) {
    groups.push({
      kind: 'desconto',
      refId: null,
      sql: discountSql('x.de', 'x.por', discount),
      own: [],
    });
  }
  return groups;
}

/** At least `percent` off the list price; `percent` is an integer checked by the token parser or a constant. */
export function discountSql(de: string, por: string, percent: number): string {
  const pct = Math.trunc(percent);
  return `(${de} > ${por} AND (${de} - ${por})::bigint * 100 >= ${pct}::bigint * ${de})`;
}
