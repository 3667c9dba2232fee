import type { CartAdd, CartNotice } from '@vitrine/contract';
import { data, redirect } from 'react-router';
import { addToCart, removeFromCart, updateCart, type ApiResult } from '../../api.server';
import { parseValueId } from '../../lib/attributes';
import { CART_ADD_ERROR } from '../../lib/constants';
import { clampQuantity } from '../../lib/quantity';
import { commitSession } from '../../session.server';
import type { Route } from './+types/cart';

/**
 * The cart action (T§4, T§7): intent add | update | remove. Fetchers get JSON; a plain form post (no JavaScript)
 * is redirected back to the page it came from with the outcome in the query.
 */

export type CartActionData =
  { ok: true; quantidadeTotal: number; avisos: CartNotice[] } | { ok: false; error: string; field?: 'atributo' };

const MAX_QUANTITY_FIELD = 9999;

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

async function mutate(
  request: Request,
  form: FormData,
): Promise<ApiResult<{ quantidadeTotal: number; avisos: CartNotice[] }> | null> {
  const intent = String(form.get('intent') ?? 'add');
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

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  // B§5: a product with a simple attribute sends its name; adding without a value names it in the error.
  const attribute = form.get('atributo');
  const missing =
    typeof attribute === 'string' && attribute !== '' && !parseValueId(String(form.get('idAtributoValor')));
  const headers = new Headers();
  let result: CartActionData;
  if (missing) {
    result = { ok: false, error: `Selecione ${attribute}`, field: 'atributo' };
  } else {
    const answer = await mutate(request, form);
    if (answer?.session) headers.append('Set-Cookie', await commitSession(answer.session));
    result = answer?.ok
      ? { ok: true, quantidadeTotal: answer.data.quantidadeTotal, avisos: answer.data.avisos }
      : { ok: false, error: CART_ADD_ERROR };
  }
  if (form.get('js') === '1') return data(result, { headers, status: result.ok ? 200 : 400 });
  const url = backTo(request, form);
  url.hash = '';
  url.searchParams.delete('carrinho');
  url.searchParams.delete('erro');
  if (result.ok) url.searchParams.set('carrinho', 'adicionado');
  else url.searchParams.set('erro', result.field === 'atributo' ? result.error : 'carrinho');
  return redirect(`${url.pathname}${url.search}#compra`, { headers });
}
