/**
 * The group stock rule (B§5; docs/decisions/007-product-detail-and-cart.md): how many of a bundle a shopper may buy —
 * a product group (its items) or a kit (its products, each of its selected value) — is the least, over its members,
 * of ⌊member stock ÷ units of that member per bundle⌋. Used by the product detail, the kit, cart changes and the
 * cart read. The database's own definition, which the back-in-stock trigger and SQL queries use, is `bundle_stock` /
 * `group_stock` in db/functions/010_stock.sql; this is its TypeScript twin, and test/stock-rules.test.ts runs both
 * on the same rows.
 */
export interface GroupMember {
  estoque: number;
  /** Units of this member in one bundle (> 0). */
  quantidade: number;
}

/** The bundles the members' stock allows; null without members (the caller's own stock applies). */
export function groupStock(members: readonly GroupMember[]): number | null {
  if (members.length === 0) return null;
  return Math.min(...members.map((m) => Math.floor(m.estoque / m.quantidade)));
}
