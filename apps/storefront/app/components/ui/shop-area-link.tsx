import type { ComponentProps } from 'react';
import { useShopAreaHref } from '../../hooks/use-shop-area';

/** A link into the external shop area (T§1): SHOP_AREA_URL's, else this store's page for the path (issue 25). */
export function ShopAreaLink({ path, ...link }: { path: string } & Omit<ComponentProps<'a'>, 'href'>) {
  return <a href={useShopAreaHref(path)} {...link} />;
}
