import type { ListProduct, Prices } from '@vitrine/contract';
import { encodeProductValue, valueFieldName } from './product-value';

/** B§2.5, T§4 kit list rules. */

export type KitSelection = Record<number, number | null>;

/**
 * B§2.5: the kit is available when the first product's stock (of its selected value) is above 0 — and, since a
 * page must never offer a purchase the cart will refuse, when every product's selected offer has the units one kit
 * takes (the group stock rule: at least one whole kit). Otherwise the page shows it as unavailable.
 */
export function kitAvailable(produtos: readonly Pick<ListProduct, 'estoque' | 'quantidade'>[]): boolean {
  return produtos.length > 0 && produtos.every((p) => p.estoque >= p.quantidade);
}

/** The pre-selection of every product (reported upward when the shopper may not choose). */
export function initialSelection(produtos: readonly Pick<ListProduct, 'id' | 'idAtributoValor'>[]): KitSelection {
  return Object.fromEntries(produtos.map((p) => [p.id, p.idAtributoValor]));
}

/** T§4: selecting a value selects it and clears the product's other values. */
export function selectValue(selection: KitSelection, productId: number, valueId: number): KitSelection {
  return { ...selection, [productId]: valueId };
}

/** The unit prices and stock of a product for the selected value. */
export function kitProductOffer(product: ListProduct, valueId: number | null): { precos: Prices; estoque: number } {
  const value = product.atributos.simples?.valores.find((v) => v.idAtributoValor === valueId);
  return value
    ? { precos: value.precos, estoque: value.estoque }
    : { precos: product.precos, estoque: product.estoque };
}

/** B§2.5 estimate shown until the server answers: Σ unit por × quantidade less the kit discount. */
export function kitTotal(items: readonly { por: number; quantidade: number }[], descontoPercent: number): number {
  const sum = items.reduce((total, item) => total + item.por * item.quantidade, 0);
  return Math.round(sum * (1 - descontoPercent / 100) * 100) / 100;
}

/** The `produto` form entries (lib/commerce/product-value.ts, kit order) the cart and list-shop actions read. */
export function kitProductEntries(produtos: readonly Pick<ListProduct, 'id'>[], selection: KitSelection): string[] {
  return produtos.map((p) => encodeProductValue({ id: p.id, idAtributoValor: selection[p.id] ?? null }));
}

/**
 * The selection in a query (`valor-{id}={idAtributoValor}`) over the pre-selection; values the product does not
 * have are ignored. Null when the query chooses nothing.
 */
export function selectionFromParams(produtos: readonly ListProduct[], params: URLSearchParams): KitSelection | null {
  let changed = false;
  const selection = initialSelection(produtos);
  for (const product of produtos) {
    const raw = params.get(valueFieldName(product.id));
    const value = product.atributos.simples?.valores.find((v) => String(v.idAtributoValor) === raw);
    if (value) {
      selection[product.id] = value.idAtributoValor;
      changed = true;
    }
  }
  return changed ? selection : null;
}
