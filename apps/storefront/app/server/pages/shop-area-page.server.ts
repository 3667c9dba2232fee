import { LINK_ACCOUNT, LINK_SIGN_UP } from '../../lib/constants';
import { LINK_CART_PAGE } from '../../lib/cart-constants';
import { LINK_CART, LINK_PAYMENT } from '../../lib/cart-constants';

/**
 * What this store answers for the external shop area's paths when SHOP_AREA_URL is not set (issue 25): a page that
 * says where the shopper is and leads back, never the 404 page. Only the route's loader reads it, so the texts stay
 * on the server and the page shell does not carry them.
 */

/** The paths of the external area this store links to (order tracking is the account's). */
export const SHOP_AREA_PATHS = [LINK_CART, LINK_SIGN_UP, LINK_PAYMENT, LINK_ACCOUNT] as const;

export type ShopAreaPage = { title: string; text: string; back: { href: string; label: string } };

const HOME = { href: '/', label: 'Voltar para a loja' };

/** What this store's page for an external path says, and where it leads back to (the cart page for the cart). */
export function shopAreaPage(pathname: string): ShopAreaPage {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/checkout/carrinho') {
    return {
      title: 'Carrinho de compras',
      text: 'A finalização da compra fica na área de compras da loja, que não está disponível neste endereço. Seus produtos continuam no carrinho.',
      back: { href: LINK_CART_PAGE, label: 'Ver o carrinho' },
    };
  }
  if (path === '/checkout/cadastro') {
    return {
      title: 'Cadastro',
      text: 'O cadastro de clientes fica na área de compras da loja, que não está disponível neste endereço.',
      back: HOME,
    };
  }
  if (path === '/checkout/pagamento') {
    return {
      title: 'Pagamento',
      text: 'O pagamento fica na área de compras da loja, que não está disponível neste endereço. A venda continua aberta.',
      back: { href: LINK_CART_PAGE, label: 'Ver o carrinho' },
    };
  }
  return {
    title: 'Minha conta',
    text: 'Sua conta e o acompanhamento dos pedidos ficam na área de compras da loja, que não está disponível neste endereço.',
    back: HOME,
  };
}
