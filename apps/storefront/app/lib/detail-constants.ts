/**
 * Products and kits (B§2.4, B§2.5, T§2, T§4): the product and kit pages, 'Compre junto' and the card's buttons. By
 * subject (docs/architecture.md §5); the client build inlines constants where they are used.
 */

export const SHOWCASE_LIMIT = 5;
export const IN_STOCK_TEXT = 'Produto em estoque, envio imediato.';
export const LINK_LIST_SHOP = '/resources/list-shop';
/** Issue 38: a detail page's showcases and testimonials, which its loader data does not carry. */
export const LINK_DETAIL_PARTS = '/resources/detail-parts';
export const CORPORATE_SALES_TITLE = 'Venda corporativa';
export const NOT_RECOMMENDED_TITLE = 'Não recomendado para';
export const SEE_INSTALLMENTS_TEXT = 'ver parcelas';
export const KIT_COMPOSITION_TITLE = 'Composição do Kit';
export const KIT_BUY_TEXT = 'Comprar kit';
export const KIT_TOTAL_LABEL = 'Preço do kit';
export const KIT_ADDED_TEXT = 'Kit adicionado ao carrinho.';
export const MOST_WANTED_TITLE = 'Mais Procurados';
/** B§9: the testimonial widget shows 7 store reviews (the home shows 10). */
export const TESTIMONIALS_WIDGET_LIMIT = 7;

export const BUY_TOGETHER_TITLE = 'Compre junto';
export const BUY_TOGETHER_BUTTON = 'Comprar junto';
export const BUY_TOGETHER_ADDED_TEXT = 'Produtos adicionados ao carrinho.';
export const LINK_COMBINATION = '/resources/combination';
export function savingsText(value: string): string {
  return `Economize ${value}`;
}
/** A refused no-script 'Compre junto' add comes back with its message in this query parameter. */
export const ERROR_PARAM_COMBINATION = 'erroJunto';

export const BUY_TEXT = 'Comprar';
export const SEE_DETAILS_TEXT = 'Ver detalhes';
export const ON_REQUEST_TEXT = 'Sob consulta';
export const REQUEST_QUOTE_TEXT = 'Solicitar orçamento';
export const UNAVAILABLE_TEXT = 'Produto indisponível';
export const NOTIFY_ME_TEXT = 'Avise-me quando chegar';
