/**
 * The product and kit pages' numbers and texts (B§2.4, B§2.5, T§2, T§4): only their code uses them, so they travel
 * with it rather than with every page (lib/constants.ts is part of every first load; docs/architecture.md §5: each
 * named once).
 */

export const SHOWCASE_LIMIT = 5;
export const IN_STOCK_TEXT = 'Produto em estoque, envio imediato.';
export const LINK_LIST_SHOP = '/resources/list-shop';
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
