/**
 * Scheduled prices (B§3) change what a cached answer shows without a write when their window opens or closes: each
 * cached detail (decision 025) and card (decision 029) is served only within the window around the moment it was
 * loaded over which the scheduled prices in force for its products stay the same.
 */
import type { Queryable } from '../../db/client';
import type { PriceWindow } from './detail/detail-stock';

const ALWAYS: PriceWindow = { from: -Infinity, until: Infinity };

/** Per product among `$1` that has a schedule: the nearest start or end at or before `$2` and the first after it. */
const WINDOW_SQL = `
SELECT s.product_id AS id,
       (extract(epoch FROM max(b.t) FILTER (WHERE b.t <= $2::timestamptz)) * 1000)::float8 AS desde,
       (extract(epoch FROM min(b.t) FILTER (WHERE b.t > $2::timestamptz)) * 1000)::float8 AS ate
  FROM scheduled_prices s
 CROSS JOIN LATERAL (VALUES (s.data_inicial), (s.data_final)) b(t)
 WHERE s.product_id = ANY($1::int[])
 GROUP BY s.product_id`;

/** Each product's window around `now` (unbounded on a side without a schedule boundary). */
export async function priceWindows(
  db: Queryable,
  productIds: readonly number[],
  now: Date,
): Promise<(id: number) => PriceWindow> {
  const rows = await db.query<{ id: number; desde: number | null; ate: number | null }>(WINDOW_SQL, [
    productIds,
    now.toISOString(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, { from: r.desde ?? -Infinity, until: r.ate ?? Infinity }]));
  return (id) => byId.get(id) ?? ALWAYS;
}

/** The window around `now` over which the scheduled prices of all of `productIds` stay the same. */
export async function priceWindow(db: Queryable, productIds: readonly number[], now: Date): Promise<PriceWindow> {
  const windowOf = await priceWindows(db, productIds, now);
  return productIds
    .map(windowOf)
    .reduce((all, one) => ({ from: Math.max(all.from, one.from), until: Math.min(all.until, one.until) }), ALWAYS);
}
