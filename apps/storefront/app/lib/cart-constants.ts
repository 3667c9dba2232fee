import { CART_PAGE_PATH } from '@vitrine/contract/constants';

/**
 * The cart: adding from a product, kit or card, the side cart and the cart page (B§2.4, B§8, T§2, T§3, T§4, T§5,
 * T§8, T§9). By subject; the client build inlines constants where they are used (vite.config.ts, `inlineConst`).
 */

export const CART_ADD_ERROR = 'Um problema impediu a adição do produto ao carrinho. Tente novamente mais tarde.';
export const CART_ADDED_TEXT = 'Produto adicionado ao carrinho.';
export const LINK_CART_ACTION = '/resources/cart';
/** T§8: quantity clamped to stock, shown for 5 s. */
export function clampedQuantityText(nome: string): string {
  return `A quantidade solicitada do produto ${nome} não estava disponível em estoque, mas a quantidade disponível foi adicionada.`;
}
/** The most the quantity field takes (the Store API's own limit; stock clamps lower). */
export const CART_QUANTITY_MAX = 9999;
export const LINK_CART_PAGE = CART_PAGE_PATH;
/** Not in the spec (T§8 names only the add failure): a failed quantity change or removal. */
export const CART_CHANGE_ERROR = 'Não foi possível alterar o carrinho. Tente novamente mais tarde.';
export const CART_QUANTITY_MAX_DIGITS = 4;
export const LINK_CART = '/checkout/carrinho/';
export const LINK_PAYMENT = '/checkout/pagamento';
/** T§3 a 'Compre junto' line in the cart: what the pair saves, for the line's quantity. */
export function combinationSavingsText(value: string): string {
  return `Compre junto: economize ${value}`;
}
/** The cart summary's line for the 'Compre junto' saving already taken off the total. */
export const CART_COMBINATION_SAVINGS_LABEL = 'Economia Compre junto';
export const CART_DEBOUNCE_MS = 300;
export const CART_TITLE = 'Carrinho';
export const SIDE_CART_TITLE = 'Meu carrinho';
export const CART_EMPTY_TEXT = 'Seu carrinho está vazio.';
export const CART_FINISH_TEXT = 'Concluir compra';
export const CART_CONTINUE_TEXT = 'Escolher mais produtos';
export const CART_SUBTOTAL_LABEL = 'Subtotal';
export const CART_TOTAL_LABEL = 'Total';
export const CART_LOADING_TEXT = 'Carregando o carrinho…';
export function cartRemoveLabel(nome: string): string {
  return `Remover ${nome} do carrinho`;
}
