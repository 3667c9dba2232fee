import type { ListDetail, ListProduct, Prices, ProductImage } from '@vitrine/contract';
import { encodeProductValue, valueFieldName } from './product-value';

/** B§2.5, T§4 kit list rules. */

export type KitSelection = Record<number, number | null>;

/** Prices with the last row of the instalment table only (the one a summary reads, B§2.3). */
const lastInstalment = (precos: Prices): Prices => ({ ...precos, parcelamento: precos.parcelamento.slice(-1) });

/**
 * A kit's product as the kit page carries it in its loader data (serialized into the HTML): what the composition,
 * the choices, the totals and the buy form read. Not its characteristics (the kit page has no tab of its products'),
 * one image in the size the composition draws, and the last instalment row of each price. A kit of five products went
 * from ≈ 20 KB of page to ≈ 5 KB.
 */
export type KitProduct = Omit<ListProduct, 'caracteristicas' | 'midias'> & {
  midias: { imagens: { arquivos: Pick<ProductImage['arquivos'], 'small'> }[] };
};

/** A kit's detail with its products as the kit page carries them. */
export type KitDetail = Omit<ListDetail, 'produtos'> & { produtos: KitProduct[] };

export function kitProduct({
  caracteristicas: _unread,
  midias,
  precos,
  atributos,
  ...product
}: ListProduct): KitProduct {
  const image = midias.imagens[0];
  return {
    ...product,
    precos: lastInstalment(precos),
    atributos: {
      ...atributos,
      simples: atributos.simples && {
        ...atributos.simples,
        valores: atributos.simples.valores.map((value) => ({ ...value, precos: lastInstalment(value.precos) })),
      },
    },
    midias: { imagens: image ? [{ arquivos: { small: image.arquivos.small } }] : [] },
  };
}

/** B§2.5, T§4: the kit is available when the first product's stock (of its selected value) is above 0. */
export function kitAvailable(produtos: readonly Pick<ListProduct, 'estoque'>[]): boolean {
  return (produtos[0]?.estoque ?? 0) > 0;
}

/**
 * B§2.4, B§2.5: 'Produto em estoque, envio imediato.' only when the kit can ship as a whole: available by the first
 * product's stock and no other item short (issue 39: the page never says both "em estoque" and "sem estoque").
 */
export function kitShipsNow(available: boolean, shortages: readonly string[]): boolean {
  return available && shortages.length === 0;
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
  product: Pick<KitProduct, 'atributos' | 'precos' | 'estoque'>,
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
export function selectionFromParams(produtos: readonly KitProduct[], params: URLSearchParams): KitSelection | null {
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
