import type { Cart, User } from '@vitrine/contract';
import type { PageKind } from './page-kind';

/**
 * T§3 the public tracking object: "cart, user and page data are copied into a public tracking object". It is
 * `window.dadosRastreamento`, set on every page and replaced after every change of the cart (an add, a new quantity,
 * a removal), so tags read the current state at any moment. No name or e-mail: personal data stays out of it.
 */
export const TRACKING_GLOBAL = 'dadosRastreamento';

/** A cart line as tags read it: unit price, quantity and the chosen value. */
type TrackingCartItem = {
  id: number;
  tipo: Cart['itens'][number]['tipo'];
  nome: string;
  variante: string | null;
  quantidade: number;
  preco: number;
};

export type TrackingCart = { quantidadeTotal: number; subtotal: number; itens: TrackingCartItem[] };

export type TrackingObject = {
  pagina: { tipo: PageKind; caminho: string; titulo: string };
  usuario: { logado: boolean; id: number | null; vendaInterna: boolean };
  /** null when the store could not say (the cart call failed). */
  carrinho: TrackingCart | null;
};

/** A visitor without a session: an empty cart, known without asking. */
export const EMPTY_TRACKING_CART: TrackingCart = { quantidadeTotal: 0, subtotal: 0, itens: [] };

export function trackingCart(cart: Cart): TrackingCart {
  return {
    quantidadeTotal: cart.quantidadeTotal,
    subtotal: cart.subtotal.valor,
    itens: cart.itens.map((line) => ({
      id: line.id,
      tipo: line.tipo,
      nome: line.nome,
      variante: line.atributos.simples?.atributoValor.label ?? null,
      quantidade: line.quantidade,
      preco: line.precos.precoPor,
    })),
  };
}

export function trackingObject(input: {
  kind: PageKind;
  path: string;
  title: string;
  user: Pick<User, 'id' | 'logado' | 'vendaInterna'> | null;
  cart: TrackingCart | null;
}): TrackingObject {
  return {
    pagina: { tipo: input.kind, caminho: input.path, titulo: input.title },
    usuario: {
      logado: input.user?.logado ?? false,
      id: input.user?.logado ? input.user.id : null,
      vendaInterna: Boolean(input.user?.vendaInterna),
    },
    carrinho: input.cart,
  };
}
