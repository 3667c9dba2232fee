import { useRouteLoaderData } from 'react-router';
import { shopAreaHref } from '../lib/navigation/shop-area';

/** A link into the external shop area (T§1): on SHOP_AREA_URL when configured, else this store's page for it. */
export function useShopAreaHref(path: string): string {
  const root = useRouteLoaderData('root') as { shopArea?: unknown } | undefined;
  return shopAreaHref(typeof root?.shopArea === 'string' ? root.shopArea : null, path);
}
