import type { ProductCard } from '@vitrine/contract';

/** Analytics events for the tag manager's data layer (B§2.3, B§1). */

export type ProductClickEvent = {
  event: 'productClick';
  ecommerce: {
    click: { products: [{ id: number; name: string; price: number; brand: string; position: number }] };
  };
};

type DataLayerEvent = ProductClickEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A card click (B§2.3): `position` is 1-based within the listing (offset included). */
export function productClickEvent(
  product: Pick<ProductCard, 'id' | 'nome' | 'precos' | 'marca'>,
  position: number,
): ProductClickEvent {
  return {
    event: 'productClick',
    ecommerce: {
      click: {
        products: [
          { id: product.id, name: product.nome, price: product.precos.por, brand: product.marca.nome, position },
        ],
      },
    },
  };
}

/** Pushes into window.dataLayer (created when missing); a no-op on the server. */
export function pushDataLayer(
  event: DataLayerEvent,
  target: { dataLayer?: unknown[] } | undefined = globalThis.window,
) {
  if (!target) return;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
