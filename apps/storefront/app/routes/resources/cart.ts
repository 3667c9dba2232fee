import type { Cart, CartAdd, CartMutationResponse, CartNotice } from '@vitrine/contract';
import { data, redirect } from 'react-router';
import { addToCart, getCart, removeFromCart, updateCart, type ApiResult } from '../../api.server';
import { parseValueId } from '../../lib/attributes';
import { CART_ADD_ERROR, CART_CHANGE_ERROR, CART_QUANTITY_MAX, LINK_CART_PAGE } from '../../lib/constants';
import { clampQuantity } from '../../lib/quantity';
import { commitSession } from '../../session.server';
import type { Route } from './+types/cart';

/**
 * The cart resource (T§4, T§7). GET: the session's cart as JSON (the side cart reads it when it opens).
 * POST: intent add | update | remove. Fetchers (js=1) get JSON with the whole cart, so one round trip refreshes
 * the side cart; a plain form post (no JavaScript) is redirected: a successful add to the cart page, an update
 * or removal back to the page it came from, with the outcome in the query (`carrinho=adicionado`, one `aviso`
 * per clamped line's hash, `erro`).
 */

export type CartActionData =
  | { ok: true; quantidadeTotal: number; avisos: CartNotice[]; carrinho: Cart }
  | { ok: false; error: string; field?: 'atributo' };

export type CartLoaderData = { ok: true; carrinho: Cart } | { ok: false };

const MAX_QUANTITY_FIELD = CART_QUANTITY_MAX;

/** The cart of a mutation's answer, without its notices. */
function cartOf({ avisos: _avisos, ...cart }: CartMutationResponse): Cart {
  return cart;
}

export async function loader({ request }: Route.LoaderArgs) {
  const result = await getCart(request);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (result.session) headers.append('Set-Cookie', await commitSession(result.session));
  const body: CartLoaderData = result.ok ? { ok: true, carrinho: result.data } : { ok: false };
  return data(body, { headers, status: result.ok ? 200 : 502 });
}

/** The form's intent: add (the default), update or remove. */
const intentOf = (form: FormData) => String(form.get('intent') ?? 'add');

/** What a refused (or unsent) change says: T§4 for the side cart, B§8 for an add. */
const refusal = (intent: string): CartActionData => ({
  ok: false,
  error: intent === 'add' ? CART_ADD_ERROR : CART_CHANGE_ERROR,
});

const stringOf = (entry: FormDataEntryValue | null) => (typeof entry === 'string' ? entry : null);

function readItems(form: FormData): CartAdd | null {
  const ids = form.getAll('idProduto').map(String);
  if (ids.length === 0) return null;
  const values = form.getAll('idAtributoValor').map(String);
  const quantities = form.getAll('quantidade').map(String);
  const itens = ids.map((id, index) => ({
    idProduto: Number(id),
    // With script the chosen value travels in idAtributoValor; a plain form post sends the checked radio valor-{id}.
    idAtributoValor: parseValueId(values[index]) ?? parseValueId(stringOf(form.get(`valor-${id}`))),
    quantidade: clampQuantity(quantities[index] ?? '1', MAX_QUANTITY_FIELD),
  }));
  return { tipo: 'produto', itens };
}

function readList(form: FormData): CartAdd | null {
  const id = Number(form.get('idListaCompra'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const produtos = form.getAll('produto').flatMap((entry) => {
    const m = /^(\d+):(\d+)$/.exec(String(entry));
    return m ? [{ id: Number(m[1]), idAtributoValor: parseValueId(m[2]) }] : [];
  });
  return { tipo: 'lista', idListaCompra: id, produtos, quantidade: 1 };
}

async function mutate(request: Request, form: FormData): Promise<ApiResult<CartMutationResponse> | null> {
  const intent = intentOf(form);
  const tipo = form.get('tipo') === 'lista' ? 'lista' : 'produto';
  const hash = String(form.get('hash') ?? '');
  if (intent === 'update') {
    return updateCart(request, {
      hash,
      tipo,
      quantidade: clampQuantity(String(form.get('quantidade')), MAX_QUANTITY_FIELD),
    });
  }
  if (intent === 'remove') return removeFromCart(request, { hash, tipo });
  const body = tipo === 'lista' ? readList(form) : readItems(form);
  return body ? addToCart(request, body) : null;
}

/** Where a plain form post goes back to: the page it came from, never another site. */
function backTo(request: Request, form: FormData): URL {
  const origin = new URL(request.url).origin;
  const raw = String(form.get('redirectTo') ?? request.headers.get('Referer') ?? '/');
  const url = new URL(raw, origin);
  return url.origin === origin ? url : new URL('/', origin);
}

/**
 * In the browser (fetchers): a request that never reaches the server (offline, connection dropped) answers like a
 * refused change, so the side cart keeps its list and shows the error inline (T§4) instead of the error page.
 */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs): Promise<CartActionData> {
  const intent = intentOf(await request.clone().formData());
  try {
    return await serverAction();
  } catch {
    return refusal(intent);
  }
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<CartLoaderData> {
  try {
    return await serverLoader();
  } catch {
    return { ok: false };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  // B§5: a product with a simple attribute sends its name; adding without a value names it in the error.
  const attribute = form.get('atributo');
  const missing =
    typeof attribute === 'string' && attribute !== '' && !parseValueId(String(form.get('idAtributoValor')));
  const intent = intentOf(form);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  let result: CartActionData;
  if (missing) {
    result = { ok: false, error: `Selecione ${attribute}`, field: 'atributo' };
  } else {
    const answer = await mutate(request, form);
    if (answer?.session) headers.append('Set-Cookie', await commitSession(answer.session));
    result = answer?.ok
      ? {
          ok: true,
          quantidadeTotal: answer.data.quantidadeTotal,
          avisos: answer.data.avisos,
          carrinho: cartOf(answer.data),
        }
      : refusal(intent);
  }
  if (form.get('js') === '1') return data(result, { headers, status: result.ok ? 200 : 400 });
  return redirect(noScriptTarget(request, form, intent, result), { headers });
}

/** Where a plain form post lands: after an add, the cart page (the no-script side cart); else back, with the outcome. */
function noScriptTarget(request: Request, form: FormData, intent: string, result: CartActionData): string {
  const added = result.ok && intent === 'add';
  const url = added ? new URL(LINK_CART_PAGE, request.url) : backTo(request, form);
  url.hash = '';
  for (const key of ['carrinho', 'erro', 'aviso']) url.searchParams.delete(key);
  if (result.ok) {
    if (added) url.searchParams.set('carrinho', 'adicionado');
    for (const notice of result.avisos) url.searchParams.append('aviso', notice.hash);
  } else {
    url.searchParams.set('erro', result.field === 'atributo' ? result.error : 'carrinho');
  }
  // Back on a product or kit page, the purchase block shows the error.
  const anchor = intent === 'add' && !result.ok ? '#compra' : '';
  return `${url.pathname}${url.search}${anchor}`;
}
