/**
 * The stock-aware detail cache (docs/decisions/025-product-detail-cache.md): the product and kit detail, the same
 * for every caller, kept per process under the catalogue version (lib/cache.ts; migration 020 makes every table
 * and column they read bump it, stock excepted). Each request first reads, in one statement, the catalogue version
 * and the stock the answer shows (detail-stock.ts puts it in); an entry is served only inside the window over which
 * its scheduled prices stay the same.
 */
import type { ListDetail, ProductDetail } from '@vitrine/contract';
import type { Queryable } from '../../../db/client';
import { catalogCache } from '../../../lib/cache';
import type { Kit } from './kit';
import { inWindow, type PriceWindow, type StockNow } from './detail-stock';

/** A bound only: every write the detail can see bumps the catalogue version, and schedules bound each entry. */
const DETAIL_TTL_MS = 5 * 60_000;
const MAX_DETAILS = 2_000;
/** Characters of JSON kept in all (about 32 MB of text; more as objects). */
const MAX_DETAIL_CHARS = 32_000_000;

interface Cached<T> {
  value: T;
  window: PriceWindow;
  /** Characters of the answer's JSON (the size bound). */
  chars: number;
}

const cacheOf = <T>() =>
  catalogCache<Cached<T>>({
    ttlMs: DETAIL_TTL_MS,
    maxEntries: MAX_DETAILS,
    maxSize: MAX_DETAIL_CHARS,
    size: (entry) => entry.chars,
  });

const products = cacheOf<ProductDetail>();
const kits = cacheOf<{ kit: Kit; detail: ListDetail }>();

/** The stock the answer shows, with the catalogue version read in the same statement. */
export interface StockRead {
  versao: string;
  /** null when no active product (or kit) has the slug. */
  stock: StockNow | null;
}

interface StockRow {
  versao: string;
  id: number | null;
  estoque: number | null;
  produtos: Record<string, number> | null;
  valores: Record<string, number> | null;
}

/** `$1` = the product's slug: its stock, its simple values', its group items' and its 'Compre junto' products'. */
const PRODUCT_STOCK_SQL = `
SELECT v.versao::text AS versao, p.id, p.estoque,
       (SELECT json_object_agg(i.id, i.estoque) FROM products i
         WHERE i.id IN (SELECT g.item_product_id FROM product_group_items g WHERE g.product_id = p.id
                        UNION ALL
                        SELECT c.indicated_id FROM combinations c WHERE c.product_id = p.id)) AS produtos,
       (SELECT json_object_agg(s.id, s.estoque) FROM product_simple_values s WHERE s.product_id = p.id) AS valores
  FROM catalog_version v
  LEFT JOIN products p ON p.slug = $1 AND p.ativo`;

/** `$1` = the kit's slug: the stock of its products and of their simple values. */
const KIT_STOCK_SQL = `
SELECT v.versao::text AS versao, l.id, 0 AS estoque,
       (SELECT json_object_agg(p.id, p.estoque) FROM shopping_list_items li JOIN products p ON p.id = li.product_id
         WHERE li.list_id = l.id) AS produtos,
       (SELECT json_object_agg(s.id, s.estoque) FROM shopping_list_items li
          JOIN product_simple_values s ON s.product_id = li.product_id
         WHERE li.list_id = l.id) AS valores
  FROM catalog_version v
  LEFT JOIN shopping_lists l ON l.slug = $1 AND l.ativo`;

const byId = (json: Record<string, number> | null): Map<number, number> =>
  new Map(Object.entries(json ?? {}).map(([id, estoque]) => [Number(id), estoque]));

async function readStock(db: Queryable, sql: string, slug: string): Promise<StockRead> {
  const [row] = await db.query<StockRow>(sql, [slug]);
  if (!row) throw new Error('catalog_version has no row');
  return {
    versao: row.versao,
    stock:
      row.id === null ? null : { estoque: row.estoque ?? 0, produtos: byId(row.produtos), valores: byId(row.valores) },
  };
}

export const productStock = (db: Queryable, slug: string) => readStock(db, PRODUCT_STOCK_SQL, slug);
export const kitStock = (db: Queryable, slug: string) => readStock(db, KIT_STOCK_SQL, slug);

type Load<T> = () => Promise<{ value: T; window: PriceWindow }>;

function cached<T>(
  cache: ReturnType<typeof cacheOf<T>>,
  db: Queryable,
  versao: string,
  slug: string,
  now: Date,
  load: Load<T>,
) {
  return cache.get(
    db,
    versao,
    slug,
    async () => {
      const { value, window } = await load();
      return { value, window, chars: JSON.stringify(value).length };
    },
    (entry) => inWindow(entry.window, now.getTime()),
  );
}

/** The product detail of `slug` under catalogue `versao` at `now`: cached, or loaded (with its price window). */
export async function cachedProductDetail(
  db: Queryable,
  versao: string,
  slug: string,
  now: Date,
  load: Load<ProductDetail>,
): Promise<ProductDetail> {
  return (await cached(products, db, versao, slug, now, load)).value;
}

/** The kit detail of `slug` (and the kit it was built from) under catalogue `versao` at `now`. */
export async function cachedKitDetail(
  db: Queryable,
  versao: string,
  slug: string,
  now: Date,
  load: Load<{ kit: Kit; detail: ListDetail }>,
): Promise<{ kit: Kit; detail: ListDetail }> {
  return (await cached(kits, db, versao, slug, now, load)).value;
}
