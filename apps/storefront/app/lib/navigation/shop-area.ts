/**
 * The external shop area (T§1: cart, checkout, sign-up, account and order tracking live outside this product). Its
 * origin is SHOP_AREA_URL; the store's links go there. Without it, these paths answer a page of this store
 * (`shop-area-page.server.ts`).
 */

/** A link into the external area: on its origin when one is configured, else this store's own page for the path. */
export function shopAreaHref(origin: string | null, path: string): string {
  return origin ? `${origin}${path}` : path;
}
