import type { Attributes, Prices, ProductStatus } from '@vitrine/contract';
import { CART_RATE_LIMITED_MESSAGE } from '@vitrine/contract/constants';
import { CART_ADD_ERROR } from '../cart-constants';

/** B§4 simple-attribute choice. */

export type SimpleValue = NonNullable<Attributes['simples']>['valores'][number];
export type Offer = { precos: Prices; estoque: number; status: ProductStatus };

/** The chosen value (by idAtributoValor), or undefined. */
export function findSimpleValue(attributes: Attributes, idAtributoValor: number | null): SimpleValue | undefined {
  if (idAtributoValor === null) return undefined;
  return attributes.simples?.valores.find((value) => value.idAtributoValor === idAtributoValor);
}

/**
 * B§4: choosing a simple value swaps in that value's prices and stock and sets the status to 'disponivel' when it
 * has stock, else 'indisponivel'. Without a value the product's own offer stands.
 */
export function offerFor(product: Offer, value: SimpleValue | undefined): Offer {
  if (!value) return product;
  return { precos: value.precos, estoque: value.estoque, status: value.estoque > 0 ? 'disponivel' : 'indisponivel' };
}

/** B§5: adding to the cart requires a simple value when the product has one; the error names the attribute. */
export function missingAttributeError(attributes: Attributes, idAtributoValor: number | null): string | null {
  const simples = attributes.simples;
  if (!simples || simples.valores.length === 0) return null;
  return findSimpleValue(attributes, idAtributoValor) ? null : `Selecione ${simples.nome}`;
}

/** The `?erro=` code of a cart add refused over the Store API's limit (issue 28). */
export const CART_ALERT_LIMITED = 'limite';

/**
 * The alert a no-script cart post left in the address (`?erro=` / `?erroJunto=`), as one of the store's own texts
 * (issue 28): 'carrinho' is the cart's failure, a missing value's message is shown only when it is one the page itself
 * would say (`Selecione` + an attribute of its products), anything else reads as the cart's failure — the address
 * never puts its own text in the alert. `limite` is an add over the Store API's limit (its wait message).
 */
export function cartAlert(param: string | null, attributeNames: readonly (string | null | undefined)[]): string | null {
  if (!param) return null;
  if (param === CART_ALERT_LIMITED) return CART_RATE_LIMITED_MESSAGE;
  const own = attributeNames.filter((name): name is string => !!name).map((name) => `Selecione ${name}`);
  return own.includes(param) ? param : CART_ADD_ERROR;
}
