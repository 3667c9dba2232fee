/**
 * The cart's operations (T§4, T§7), for the cart routes and for other modules: reading the session's cart, adding
 * products, a kit or a combination, changing and removing a line. Each change runs in one locked transaction (mutations.ts).
 */
import type { Cart, CartMutationResponse, Endpoints, ListShopResponse, Parsed } from '@vitrine/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { loadKit, priceKit } from '../catalog/detail/kit';
import { choicesOf, shopList } from '../catalog/detail/lists';
import { findSession } from '../session/sessions';
import {
  addCombination,
  addKit,
  addProducts,
  removeLine,
  setQuantity,
  withLockedCart,
  type CartResult,
} from './mutations';
import { readCart } from './read';

/** An answer, with the token of the session created for it (sent back in the Session header). */
export interface WithToken<T> {
  response: T;
  newToken: string | null;
}

type KitAdd = Pick<Parsed<Endpoints['listShop'], 'body'>, 'idListaCompra' | 'produtos' | 'quantidade'>;

/** GET checkout/cart: the session's cart priced now (empty without a session). */
export async function sessionCart(ctx: AppContext, token: string | undefined): Promise<Cart> {
  const now = ctx.now();
  const session = await findSession(ctx.db, token, now);
  return readCart(ctx.db, session?.cartHash ?? null, now);
}

/**
 * Adds `quantidade` kits as one line, priced for the chosen values. The kit is read inside the transaction: the
 * stock the line is clamped to is the stock at commit.
 */
async function addKitToCart(ctx: AppContext, token: string | undefined, kit: KitAdd): Promise<CartResult> {
  const pricing = await ctx.pricing.get();
  const choices = choicesOf(kit.produtos);
  return withLockedCart(ctx, token, true, async (c) => {
    const found = await loadKit(c.tx, { id: kit.idListaCompra }, c.now);
    if (!found)
      throw badRequest(`Lista de compras ${kit.idListaCompra} não encontrada.`, { idListaCompra: 'Não encontrada.' });
    return addKit(c, priceKit(found, choices, pricing), kit.quantidade);
  });
}

/**
 * POST checkout/cart: product lines, a kit or a 'Compre junto' combination as one line; a session is created when
 * there is none.
 */
export function addToCart(
  ctx: AppContext,
  token: string | undefined,
  body: Parsed<Endpoints['cartAdd'], 'body'>,
): Promise<CartResult> {
  if (body.tipo === 'produto') return withLockedCart(ctx, token, true, (c) => addProducts(c, body.itens));
  if (body.tipo === 'combinacao') {
    return withLockedCart(ctx, token, true, (c) =>
      addCombination(c, body.produtoPrincipal, body.produtoIndicado, body.quantidade),
    );
  }
  return addKitToCart(ctx, token, body);
}

/** PUT checkout/cart: a line's quantity, clamped to stock. */
export async function updateCartLine(
  ctx: AppContext,
  token: string | undefined,
  body: Parsed<Endpoints['cartUpdate'], 'body'>,
): Promise<CartMutationResponse> {
  return (await withLockedCart(ctx, token, false, (c) => setQuantity(c, body))).response;
}

/** DELETE checkout/cart: removes a line. */
export async function removeCartLine(
  ctx: AppContext,
  token: string | undefined,
  body: Parsed<Endpoints['cartRemove'], 'body'>,
): Promise<CartMutationResponse> {
  return (await withLockedCart(ctx, token, false, (c) => removeLine(c, body))).response;
}

/** POST list/shop: the kit recomputed for the chosen values, and added to the cart when `carrinho` is true. */
export async function shopKit(
  ctx: AppContext,
  token: string | undefined,
  body: Parsed<Endpoints['listShop'], 'body'>,
): Promise<WithToken<ListShopResponse>> {
  const recomputed = await shopList(ctx, body);
  if (!body.carrinho) return { response: { ...recomputed, carrinho: null }, newToken: null };
  const added = await addKitToCart(ctx, token, body);
  return { response: { ...recomputed, carrinho: added.response }, newToken: added.newToken };
}
