import type { CartItem, ProductCard } from '@vitrine/contract';
import { CART_QUANTITY_MAX } from '../cart-constants';
import { decodeProductValues } from '../commerce/product-value';
import { clampQuantity } from '../commerce/quantity';
import type { AnalyticsItem, CartEvent, ListEvent } from './analytics';

/**
 * GA4's ecommerce events (B§2.3, T§4) in BRL: view_item_list, select_item, add_to_cart, remove_from_cart. Their code
 * loads with the first of them (`track` in analytics.ts), not with the page.
 */

const CURRENCY = 'BRL';

type CardProduct = Pick<ProductCard, 'id' | 'nome' | 'precos' | 'marca'>;

/** A product card as an item of its list: `index` is 1-based within the listing (offset included). */
function cardItem(product: CardProduct, index: number, listName: string): AnalyticsItem {
  return {
    item_id: String(product.id),
    item_name: product.nome,
    item_brand: product.marca.nome,
    price: product.precos.por,
    index,
    item_list_name: listName,
  };
}

/** B§2.3: a card click. */
export function selectItemEvent(product: CardProduct, index: number, listName: string): ListEvent {
  return { event: 'select_item', ecommerce: { item_list_name: listName, items: [cardItem(product, index, listName)] } };
}

/** The impressions of a listing page or a shelf; `offset` is the listing's (0 on a shelf). */
export function viewItemListEvent(products: readonly CardProduct[], listName: string, offset = 0): ListEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_name: listName,
      items: products.map((product, i) => cardItem(product, offset + i + 1, listName)),
    },
  };
}

/** A cart line as an item: its unit price, the chosen value as the variant, kits and pairs as their own category. */
export function cartLineItem(line: CartItem, quantity: number, brand?: string): AnalyticsItem {
  const variant = line.atributos.simples?.atributoValor.label;
  return {
    item_id: String(line.id),
    item_name: line.nome,
    ...(brand ? { item_brand: brand } : {}),
    ...(variant ? { item_variant: variant } : {}),
    ...(line.tipo === 'lista' ? { item_category: 'kit' } : {}),
    ...(line.tipo === 'combinacao' ? { item_category: 'compre junto' } : {}),
    price: line.precos.precoPor,
    quantity,
  };
}

/** The value of items in BRL, to the cent. */
const valueOf = (items: readonly AnalyticsItem[]) =>
  Math.round(items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0) * 100) / 100;

function cartEvent(event: CartEvent['event'], items: AnalyticsItem[]): CartEvent {
  return { event, ecommerce: { currency: CURRENCY, value: valueOf(items), items } };
}

/** After a successful add (T§4). */
export const addToCartEvent = (items: AnalyticsItem[]): CartEvent => cartEvent('add_to_cart', items);

/** After a successful removal from the side cart or the cart page (T§4). */
export const removeFromCartEvent = (items: AnalyticsItem[]): CartEvent => cartEvent('remove_from_cart', items);

/** What the add form sent (FormData, or the entries a fetcher submits). */
type SubmittedForm = { get(name: string): unknown; getAll(name: string): unknown[] };

/**
 * The items an add put in the cart: the form's products (or its kit) found in the cart of the answer, with the
 * quantities the form asked for. `brands` names the brand of the products the form knows (cart lines carry none).
 */
export function addedItems(
  form: SubmittedForm,
  cart: { itens: readonly CartItem[] },
  brands: Readonly<Record<number, string>> = {},
): AnalyticsItem[] {
  if (form.get('tipo') === 'lista') {
    const id = Number(form.get('idListaCompra'));
    const line = cart.itens.find((item) => item.tipo === 'lista' && item.id === id);
    return line ? [cartLineItem(line, 1)] : [];
  }
  if (form.get('tipo') === 'combinacao') {
    // The pair is one line: the one holding both products of the form.
    const ids = decodeProductValues(form.getAll('produto')).map(({ id }) => id);
    const line = cart.itens.find(
      (item) => item.tipo === 'combinacao' && item.combinacao?.produtos.every((p, i) => p.id === ids[i]),
    );
    return line ? [cartLineItem(line, 1)] : [];
  }
  const quantities = form.getAll('quantidade');
  return decodeProductValues(form.getAll('produto')).flatMap(({ id }, index) => {
    const line = cart.itens.find((item) => item.tipo === 'produto' && item.id === id);
    if (!line) return [];
    const raw = quantities[index];
    const quantity = clampQuantity(typeof raw === 'string' ? raw : '1', CART_QUANTITY_MAX);
    return [cartLineItem(line, quantity, brands[id])];
  });
}

/** The lines of `before` that `after` no longer has (a removal's answer), with the quantity they had. */
export function removedItems(before: readonly CartItem[], after: readonly CartItem[]): AnalyticsItem[] {
  const kept = new Set(after.map((item) => item.hash));
  return before.filter((item) => !kept.has(item.hash)).map((item) => cartLineItem(item, item.quantidade));
}
