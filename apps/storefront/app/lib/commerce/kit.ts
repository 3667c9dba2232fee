import type { ListProduct, Prices } from '@vitrine/contract';
import { encodeProductValue, valueFieldName } from './product-value';

/** B§2.5, T§4 kit list rules. */

export type KitSelection = Record<number, number | null>;

/** B§2.5, T§4: the kit is available when the first product's stock (of its selected value) is above 0. */
export function kitAvailable(produtos: readonly Pick<ListProduct, 'estoque'>[]): boolean {
  return (produtos[0]?.estoque ?? 0) > 0;
}

/** A kit product as the page offers it: its name, the chosen value's label, stock and the units one kit takes. */
export type KitOfferItem = { nome: string; valor: string | null; estoque: number; quantidade: number };

/**
 * Issue 25: the items an available kit lacks (fewer units than one kit takes), named with their value
 * ('Bomba de vácuo (220 V)'). The cart refuses such a kit, so the page says exactly why instead of offering it.
 */
export function kitShortages(items: readonly KitOfferItem[]): string[] {
  return items
    .filter((item) => item.estoque < item.quantidade)
    .map((item) => (item.valor ? `${item.nome} (${item.valor})` : item.nome));
}

/** What the page says for a kit with shortages; `canChoose`: another value may be chosen in the composition. */
export function kitShortageText(shortages: readonly string[], canChoose: boolean): string {
  const names =
    shortages.length > 1 ? `${shortages.slice(0, -1).join(', ')} e ${shortages[shortages.length - 1]}` : shortages[0];
  const text = `Este kit não pode ser comprado agora: ${shortages.length > 1 ? 'estão' : 'está'} sem estoque ${names}.`;
  return canChoose ? `${text} Escolha outra opção em 'Composição do Kit' ou peça para ser avisado.` : text;
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
export function kitProductOffer(
  product: ListProduct,
  valueId: number | null,
): { precos: Prices; estoque: number; valor: string | null } {
  const value = product.atributos.simples?.valores.find((v) => v.idAtributoValor === valueId);
  return value
    ? { precos: value.precos, estoque: value.estoque, valor: value.label }
    : { precos: product.precos, estoque: product.estoque, valor: null };
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
