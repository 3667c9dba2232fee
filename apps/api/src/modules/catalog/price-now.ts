/**
 * The "price now" rule (B§3 agendamentoPreco; docs/decisions/007-product-detail-and-cart.md), composed by every
 * statement that reads a price: a chosen simple value's own price; else the scheduled price in force; else the
 * product's own price. A scheduled price applies to the product, never to its values.
 *
 * Which schedule is in force is the SQL function `scheduled_prices_at` (migration 012_price_rules.sql): inside its
 * window (data_inicial ≤ now < data_final), the latest starting, and of two starting at the same instant the one
 * with the highest id.
 *
 * `now` below is an SQL expression for the moment (a bound parameter such as `$2`).
 */

/** The schedule in force per product at `now`, as a set joined on `product_id` (set-based: listings). */
export const schedulesAt = (now: string): string => `scheduled_prices_at(${now}::timestamptz)`;

/**
 * `LEFT JOIN LATERAL` of the schedule in force at `now` for the product aliased `product`, named `alias`: one index
 * probe per product row (cards, detail, kits, cart, shipping). The LIMIT keeps the subquery from being pulled up, so
 * the product condition is pushed into the function instead of joining every schedule in force.
 */
export const scheduleJoin = (now: string, product = 'p', alias = 'sp'): string =>
  `LEFT JOIN LATERAL (SELECT * FROM ${schedulesAt(now)} s WHERE s.product_id = ${product}.id LIMIT 1) ${alias} ON true`;

interface Aliases {
  /** The products row (default `p`). */
  product?: string;
  /** The schedule joined with `scheduleJoin` or `schedulesAt` (default `sp`). */
  schedule?: string;
  /** A chosen product_simple_values row, when the line has one. */
  value?: string;
}

/** The price paid now, in cents: the chosen value's, else the schedule's, else the product's. */
export const porNowSql = ({ product = 'p', schedule = 'sp', value }: Aliases = {}): string =>
  `COALESCE(${value ? `${value}.preco_por_cents, ` : ''}${schedule}.preco_por_cents, ${product}.preco_por_cents)`;

/** A product's list price ("de") now, in cents: the schedule's, else the product's. */
export const deNowSql = ({ product = 'p', schedule = 'sp' }: Omit<Aliases, 'value'> = {}): string =>
  `COALESCE(${schedule}.preco_de_cents, ${product}.preco_de_cents)`;
