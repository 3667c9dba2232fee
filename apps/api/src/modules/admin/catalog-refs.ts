/**
 * What a product names by text — category path, brand, attribute and value, characteristic group, filter and value,
 * seal — resolved to ids for one catalogue operation. These tables are small: they are read once, and a name the
 * store does not know yet is created (a seal excepted: it needs its art and colours, so an unknown one is refused).
 */
import type { Queryable } from '../../db/client';
import { slugify } from '../../seed/text';

interface Category {
  id: number;
  nivel: number;
  rota: string;
  taxonomia: string;
}
interface Ordered {
  id: number;
  posicao: number;
}

const key = (text: string) => text.trim().toLowerCase();
/** A category path with single spaces around '>': 'Refrigeração > Bombas de vácuo'. */
const categoryPath = (path: string) =>
  path
    .split('>')
    .map((part) => part.trim())
    .join(' > ');

/** Highest level a category may have (migration 002: nivel 2 to 5). */
const MAX_LEVEL = 5;

export class CatalogRefs {
  private categories = new Map<string, Category>();
  private routes = new Set<string>();
  private brands = new Map<string, { id: number; nome: string }>();
  private brandSlugs = new Set<string>();
  private attributes = new Map<string, { id: number; nome: string }>();
  private attributeValues = new Map<string, Ordered & { label: string }>();
  private groups = new Map<string, Ordered & { nome: string }>();
  private filters = new Map<string, Ordered & { nome: string }>();
  private filterValues = new Map<string, Ordered & { label: string; slug: string; filterId: number }>();
  private seals = new Map<string, { id: number; nome: string }>();
  private next = new Map<string, number>();
  private reading = new Map<string, Promise<number>>();
  /** The highest id of each table when this operation first gave one (a staged import checks nobody took more). */
  private bases = new Map<string, number>();
  /** Deferred mode: the rows this operation creates, written by `writeCreated` (a staged import's final step). */
  private pending: [string, unknown[]][] = [];
  readonly created = { categorias: [] as string[], marcas: [] as string[] };

  private constructor(
    private readonly tx: Queryable,
    private readonly deferred: boolean,
  ) {}

  /**
   * The store's names and ids. `deferred`: names the store lacks get their ids now, but their rows are written only
   * by `writeCreated()` (a staged import reads outside its final transaction).
   */
  static async load(tx: Queryable, { deferred = false }: { deferred?: boolean } = {}): Promise<CatalogRefs> {
    const refs = new CatalogRefs(tx, deferred);
    const q = <T extends object>(sql: string) => tx.query<T>(sql);
    for (const c of await q<Category>('SELECT id, nivel, rota, taxonomia FROM categories')) {
      refs.categories.set(key(c.taxonomia), c);
      refs.routes.add(c.rota);
    }
    for (const b of await q<{ id: number; nome: string; slug: string }>('SELECT id, nome, slug FROM brands')) {
      refs.brands.set(key(b.nome), b);
      refs.brandSlugs.add(b.slug);
    }
    for (const a of await q<{ id: number; nome: string }>("SELECT id, nome FROM attributes WHERE tipo = 'simples'")) {
      refs.attributes.set(key(a.nome), a);
    }
    const values = await q<Ordered & { attribute_id: number; label: string }>(
      'SELECT id, attribute_id, label, posicao FROM attribute_values',
    );
    for (const v of values) refs.attributeValues.set(`${v.attribute_id}|${key(v.label)}`, v);
    for (const g of await q<Ordered & { nome: string }>('SELECT id, nome, posicao FROM characteristic_groups')) {
      refs.groups.set(key(g.nome), g);
    }
    for (const f of await q<Ordered & { nome: string }>('SELECT id, nome, posicao FROM filters')) {
      refs.filters.set(key(f.nome), f);
    }
    const filterValues = await q<Ordered & { filter_id: number; label: string; slug: string }>(
      'SELECT id, filter_id, label, slug, posicao FROM filter_values',
    );
    for (const v of filterValues)
      refs.filterValues.set(`${v.filter_id}|${key(v.label)}`, { ...v, filterId: v.filter_id });
    for (const s of await q<{ id: number; nome: string }>('SELECT id, nome FROM seals')) refs.seals.set(key(s.nome), s);
    return refs;
  }

  /** The next free id of a table whose ids the application gives (one operation holds the catalogue lock). */
  async nextId(table: string): Promise<number> {
    if (!this.next.has(table)) {
      // One read of the highest id per table, even when two callers ask at once (a pipelined import).
      let base = this.reading.get(table);
      if (!base) {
        base = this.tx
          .query<{ max: number }>(`SELECT coalesce(max(id), 0)::int AS max FROM ${table}`)
          .then(([row]) => row?.max ?? 0);
        this.reading.set(table, base);
      }
      const max = await base;
      if (!this.next.has(table)) {
        this.bases.set(table, max);
        this.next.set(table, max);
      }
    }
    const id = this.next.get(table)! + 1;
    this.next.set(table, id);
    return id;
  }

  private async insert(sql: string, params: unknown[]): Promise<void> {
    if (this.deferred) this.pending.push([sql, params]);
    else await this.tx.query(sql, params);
  }

  /**
   * Deferred mode: writes the rows created so far, in `tx`. False (and nothing written) when another writer has given
   * ids of these tables since they were read: the ids handed out would collide.
   */
  async writeCreated(tx: Queryable): Promise<boolean> {
    for (const [table, base] of this.bases) {
      const [row] = await tx.query<{ max: number }>(`SELECT coalesce(max(id), 0)::int AS max FROM ${table}`);
      if ((row?.max ?? 0) !== base) return false;
    }
    for (const [sql, params] of this.pending) await tx.query(sql, params);
    return true;
  }

  private uniqueSlug(base: string, taken: (slug: string) => boolean): string {
    const slug = base || 'item';
    if (!taken(slug)) return slug;
    for (let n = 2; ; n += 1) if (!taken(`${slug}-${n}`)) return `${slug}-${n}`;
  }

  /** The category at `path`; missing levels are created under the deepest existing one. */
  async category(path: string): Promise<{ id: number; taxonomia: string } | { error: string }> {
    const parts = categoryPath(path).split(' > ');
    if (parts.length > MAX_LEVEL - 1) return { error: `Categoria com mais de ${MAX_LEVEL - 1} níveis.` };
    let parent: Category | null = null;
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const taxonomia = parts.slice(0, depth).join(' > ');
      let found = this.categories.get(key(taxonomia));
      if (!found) {
        const nome = parts[depth - 1]!;
        const base = `${parent?.rota ?? ''}/${slugify(nome)}`;
        const rota = this.uniqueSlug(base, (r) => this.routes.has(r));
        const id = await this.nextId('categories');
        const nivel: number = parent ? parent.nivel + 1 : 2;
        await this.insert(
          `INSERT INTO categories (id, parent_id, nivel, nome, slug, rota, taxonomia, posicao)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $1)`,
          [id, parent?.id ?? null, nivel, nome, rota.slice(rota.lastIndexOf('/') + 1), rota, taxonomia],
        );
        found = { id, nivel, rota, taxonomia };
        this.categories.set(key(taxonomia), found);
        this.routes.add(rota);
        this.created.categorias.push(taxonomia);
      }
      parent = found;
    }
    return { id: parent!.id, taxonomia: parent!.taxonomia };
  }

  /** The brand named `nome` (case aside); created when new. */
  async brand(nome: string): Promise<{ id: number; nome: string }> {
    const found = this.brands.get(key(nome));
    if (found) return found;
    const id = await this.nextId('brands');
    const slug = this.uniqueSlug(slugify(nome), (s) => this.brandSlugs.has(s));
    await this.insert('INSERT INTO brands (id, nome, slug, posicao) VALUES ($1, $2, $3, $1)', [id, nome, slug]);
    const brand = { id, nome };
    this.brands.set(key(nome), brand);
    this.brandSlugs.add(slug);
    this.created.marcas.push(nome);
    return brand;
  }

  /** The name a brand is stored under, when it exists ('testo' → 'Testo'). */
  brandName(nome: string): string {
    return this.brands.get(key(nome))?.nome ?? nome;
  }

  /** The stored taxonomy of a category path, when it exists (spacing and case as stored). */
  categoryName(path: string): string {
    return this.categories.get(key(categoryPath(path)))?.taxonomia ?? categoryPath(path);
  }

  /** A simple attribute's value; the attribute and the value are created when new. */
  async attributeValue(attribute: string, label: string): Promise<Ordered & { label: string }> {
    let attr = this.attributes.get(key(attribute));
    if (!attr) {
      attr = { id: await this.nextId('attributes'), nome: attribute };
      await this.insert("INSERT INTO attributes (id, nome, tipo) VALUES ($1, $2, 'simples')", [attr.id, attribute]);
      this.attributes.set(key(attribute), attr);
    }
    const k = `${attr.id}|${key(label)}`;
    let value = this.attributeValues.get(k);
    if (!value) {
      value = { id: await this.nextId('attribute_values'), posicao: 1000 + this.attributeValues.size, label };
      await this.insert('INSERT INTO attribute_values (id, attribute_id, label, posicao) VALUES ($1, $2, $3, $4)', [
        value.id,
        attr.id,
        label,
        value.posicao,
      ]);
      this.attributeValues.set(k, value);
    }
    return value;
  }

  /** The stored name of an attribute, when it exists. */
  attributeName(nome: string): string {
    return this.attributes.get(key(nome))?.nome ?? nome;
  }

  /** A characteristic group; created when new. */
  async group(nome: string): Promise<Ordered & { nome: string }> {
    let group = this.groups.get(key(nome));
    if (!group) {
      const id = await this.nextId('characteristic_groups');
      group = { id, posicao: id, nome };
      await this.insert('INSERT INTO characteristic_groups (id, nome, posicao) VALUES ($1, $2, $1)', [id, nome]);
      this.groups.set(key(nome), group);
    }
    return group;
  }

  /** A filter's value; the filter and the value are created when new. */
  async filterValue(filtro: string, label: string): Promise<Ordered & { filterId: number; label: string }> {
    let filter = this.filters.get(key(filtro));
    if (!filter) {
      const id = await this.nextId('filters');
      filter = { id, posicao: id, nome: filtro };
      await this.insert('INSERT INTO filters (id, nome, posicao) VALUES ($1, $2, $1)', [id, filtro]);
      this.filters.set(key(filtro), filter);
    }
    const k = `${filter.id}|${key(label)}`;
    let value = this.filterValues.get(k);
    if (!value) {
      const id = await this.nextId('filter_values');
      const filterId = filter.id;
      const taken = new Set([...this.filterValues.values()].filter((v) => v.filterId === filterId).map((v) => v.slug));
      const slug = this.uniqueSlug(slugify(label), (s) => taken.has(s));
      value = { id, posicao: id, filterId, label, slug };
      await this.insert('INSERT INTO filter_values (id, filter_id, label, slug, posicao) VALUES ($1, $2, $3, $4, $1)', [
        id,
        filter.id,
        label,
        slug,
      ]);
      this.filterValues.set(k, value);
    }
    return { ...value, posicao: filter.posicao * 100_000 + value.posicao };
  }

  /** The stored name of a filter, when it exists. */
  filterName(nome: string): string {
    return this.filters.get(key(nome))?.nome ?? nome;
  }

  /** A seal by name; null when the store has none of that name. */
  seal(nome: string): { id: number; nome: string } | null {
    return this.seals.get(key(nome)) ?? null;
  }
}
