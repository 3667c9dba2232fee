import { ADMIN_LIMITS, type Cart, type CartAdd, type CartItem, type CartMutationResponse } from '@vitrine/contract';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import {
  addToCart,
  getCart,
  postListShop,
  removeFromCart,
  updateCart,
  type ApiResult,
} from '../../server/api/api.server';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { failureStatus } from '../../lib/api-failure';
import { CART_ALERT_LIMITED } from '../../lib/commerce/attributes';
import { CART_ADD_ERROR, CART_CHANGE_ERROR, CART_QUANTITY_MAX, LINK_CART_PAGE } from '../../lib/cart-constants';
import { ERROR_PARAM_COMBINATION } from '../../lib/detail-constants';
import { messageRefusal } from '../../lib/forms/form-refusal';
import {
  listField,
  optionalText,
  parseForm,
  productValuesField,
  refusal,
  transportOf,
} from '../../server/forms/read-form.server';
import { parseValueId, requestSide, valueFieldName } from '../../lib/commerce/product-value';
import { clampQuantity } from '../../lib/commerce/quantity';
import type { CartActionData, CartLoaderData } from '../../lib/resource-types';
import { returnPath } from '../../lib/navigation/safe-redirect';
import { commitSession } from '../../server/session/session.server';
import type { Route } from './+types/cart';

/**
 * The cart resource (T§4, T§7). GET: the session's cart as JSON (the side cart reads it when it opens).
 * POST: intent add | update | remove. Fetchers (js=1) get JSON with the whole cart, so one round trip refreshes
 * the side cart; a plain form post (no JavaScript) is redirected: a successful add to the cart page, an update
 * or removal back to the page it came from, with the outcome in the query (`carrinho=adicionado`, one `aviso`
 * per clamped line's hash, `erro`).
 */

const MAX_QUANTITY_FIELD = CART_QUANTITY_MAX;

type CartIntent = 'add' | 'update' | 'remove';

/** The kind of line a form names: a kit ('lista'), a 'Compre junto' pair ('combinacao'), else a product. */
const lineKind = (tipo: string | undefined): CartItem['tipo'] =>
  tipo === 'lista' || tipo === 'combinacao' ? tipo : 'produto';

/** The form's intent: update or remove, else add (the default). */
const cartIntent = (raw: unknown): CartIntent => (raw === 'update' || raw === 'remove' ? raw : 'add');

/** What a refused (or unsent) change says: T§4 for the side cart, B§8 for an add. */
const refusalText = (intent: CartIntent) => (intent === 'add' ? CART_ADD_ERROR : CART_CHANGE_ERROR);

/**
 * The cart form. Products travel as `produto={id}:{idAtributoValor}` entries (lib/commerce/product-value.ts) with one
 * `quantidade` each; a plain form post sends the checked radio `valor-{id}` for a product without a value; a kit as
 * `idListaCompra` and its `produto` entries; a 'Compre junto' pair as `tipo=combinacao` and two `produto` entries
 * (the main product, then the indicated one) with one `quantidade`. B§5: a product with a simple attribute also sends its name in
 * `atributo`, and adding it without a value is refused naming it.
 */
const cartFormSchema = z
  .looseObject({
    intent: optionalText.transform(cartIntent),
    tipo: optionalText.transform(lineKind),
    hash: optionalText.transform((hash) => hash ?? ''),
    quantidade: listField,
    produto: productValuesField,
    idListaCompra: optionalText,
    atributo: optionalText,
  })
  .superRefine((form, ctx) => {
    const first = form.produto[0];
    const chosen = first && (first.idAtributoValor ?? parseValueId(firstText(form[valueFieldName(first.id)])));
    if (form.atributo && !chosen) {
      // A text longer than any attribute's name is not one, and is never written back (into the no-script redirect).
      const name = form.atributo.length <= ADMIN_LIMITS.attributeName ? form.atributo : 'uma opção';
      ctx.addIssue({ code: 'custom', path: ['atributo'], message: `Selecione ${name}` });
    }
  });

type CartForm = z.output<typeof cartFormSchema>;

/** The first text of a loose field (the no-script radios `valor-{id}`). */
function firstText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function productItems(form: CartForm): CartAdd | null {
  if (form.produto.length === 0) return null;
  const itens = form.produto.map((produto, index) => ({
    idProduto: produto.id,
    idAtributoValor: chosenValue(form, produto),
    quantidade: clampQuantity(form.quantidade[index] ?? '1', MAX_QUANTITY_FIELD),
  }));
  return { tipo: 'produto', itens };
}

/** The value chosen for a product: its `produto` entry's, else the checked no-script radio's. */
const chosenValue = (form: CartForm, { id, idAtributoValor }: CartForm['produto'][number]) =>
  idAtributoValor ?? parseValueId(firstText(form[valueFieldName(id)]));

/** T§4 'Compre junto': the pair as one line; the API prices it (the form sends no price). */
function combination(form: CartForm): CartAdd | null {
  const [principal, indicado] = form.produto;
  if (form.produto.length !== 2 || !principal || !indicado) return null;
  return {
    tipo: 'combinacao',
    produtoPrincipal: requestSide({ id: principal.id, idAtributoValor: chosenValue(form, principal) }),
    produtoIndicado: requestSide({ id: indicado.id, idAtributoValor: chosenValue(form, indicado) }),
    quantidade: clampQuantity(form.quantidade[0] ?? '1', MAX_QUANTITY_FIELD),
  };
}

/**
 * T§7 buying a kit: POST list/shop with `carrinho: true` and the chosen values (0 when none); its answer carries the
 * cart after adding, which the side cart shows like any add's.
 */
async function buyKit(request: Request, form: CartForm): Promise<ApiResult<CartMutationResponse> | null> {
  const id = parseValueId(form.idListaCompra);
  if (id === null) return null;
  const produtos = form.produto.map(requestSide);
  const result = await postListShop(request, { idListaCompra: id, produtos, carrinho: true, quantidade: 1 });
  if (!result.ok) return result;
  return result.data.carrinho ? { ...result, data: result.data.carrinho } : null;
}

function mutate(request: Request, form: CartForm): Promise<ApiResult<CartMutationResponse> | null> | null {
  const { intent, tipo, hash } = form;
  if (intent === 'update') {
    const quantidade = clampQuantity(form.quantidade[0] ?? '', MAX_QUANTITY_FIELD);
    return updateCart(request, { hash, tipo, quantidade });
  }
  if (intent === 'remove') return removeFromCart(request, { hash, tipo });
  if (tipo === 'lista') return buyKit(request, form);
  const body = tipo === 'combinacao' ? combination(form) : productItems(form);
  return body ? addToCart(request, body) : null;
}

/** The cart of a mutation's answer, without its notices. */
function cartOf({ avisos: _avisos, ...cart }: CartMutationResponse): Cart {
  return cart;
}

export async function loader({ request }: Route.LoaderArgs) {
  const result = await getCart(request);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (result.session) headers.append('Set-Cookie', await commitSession(result.session));
  const body: CartLoaderData = result.ok ? { ok: true, carrinho: result.data } : { ok: false };
  return data(body, { headers, status: result.ok ? 200 : failureStatus(result, 'form') });
}

/**
 * In the browser (fetchers): a request that never reaches the server (offline, connection dropped) answers like a
 * refused change, so the side cart keeps its list and shows the error inline (T§4) instead of the error page. Only
 * the intent is read here, to pick the message; the server reads the form through its schema. A redirect (the cart
 * page's forms, which post without js=1) is followed: caught, it left the shopper on this resource's empty page.
 */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs): Promise<CartActionData> {
  const intent = cartIntent((await request.clone().formData()).get('intent'));
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return messageRefusal(refusalText(intent));
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
  const submission = await parseForm(request, cartFormSchema);
  const { script, redirectTo } = transportOf(submission);
  const intent = cartIntent(submission.payload.intent);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  // B§5: adding without the simple value is refused naming the attribute.
  let missingValue = submission.status === 'success' ? undefined : submission.error?.atributo?.[0];
  let result: CartActionData;
  let status = 200;
  if (submission.status !== 'success') {
    result = missingValue
      ? { ...refusal(submission), error: missingValue }
      : refusal(submission, { formError: refusalText(intent) });
    status = 400;
  } else {
    const answer = await mutate(request, submission.value);
    if (answer?.session) headers.append('Set-Cookie', await commitSession(answer.session));
    if (answer?.ok) {
      const { quantidadeTotal, avisos } = answer.data;
      result = { ok: true, quantidadeTotal, avisos, carrinho: cartOf(answer.data) };
    } else {
      // B§5 'Compre junto': the API names the attribute of either product left without a value.
      const named = submission.value.tipo === 'combinacao' ? missingValueOf(answer) : undefined;
      result = refusal(submission, { formError: named ?? limitedOf(answer) ?? refusalText(intent) });
      missingValue ??= named;
      status = answer ? failureStatus(answer, 'form') : 400;
    }
  }
  if (script) return data(result, { headers, status });
  const combined = submission.payload.tipo === 'combinacao';
  const target = noScriptTarget(request, returnPath(request, redirectTo), intent, result, missingValue, combined);
  return redirect(target, { headers });
}

/** A refused add's 'Selecione {atributo}.' (B§5), when that is why the API refused it. */
function missingValueOf(answer: ApiResult<unknown> | null): string | undefined {
  if (!answer || answer.ok || answer.status !== 400) return undefined;
  return answer.error.message.startsWith('Selecione ') ? answer.error.message : undefined;
}

/** Over the Store API's add limit (429, issue 28): its Portuguese wait message, not the generic failure. */
function limitedOf(answer: ApiResult<unknown> | null): string | undefined {
  return answer && !answer.ok && answer.status === 429 ? FORM_MESSAGES.cartRateLimited : undefined;
}

/**
 * Where a plain form post lands: after an add, the cart page (the no-script side cart); else back to `back`, with
 * the outcome in the query (a missing value's message itself, else `erro=carrinho`). A refused 'Compre junto' add
 * (`combined`) reports in `erroJunto` and lands on its block, so the purchase block above stays clear.
 */
function noScriptTarget(
  request: Request,
  back: string,
  intent: CartIntent,
  result: CartActionData,
  missingValue: string | undefined,
  combined: boolean,
): string {
  const added = result.ok && intent === 'add';
  const url = new URL(added ? LINK_CART_PAGE : back, request.url);
  url.hash = '';
  for (const key of ['carrinho', 'erro', ERROR_PARAM_COMBINATION, 'aviso']) url.searchParams.delete(key);
  if (result.ok) {
    if (added) url.searchParams.set('carrinho', 'adicionado');
    for (const notice of result.avisos) url.searchParams.append('aviso', notice.hash);
  } else {
    const code = result.error === FORM_MESSAGES.cartRateLimited ? CART_ALERT_LIMITED : 'carrinho';
    url.searchParams.set(combined ? ERROR_PARAM_COMBINATION : 'erro', missingValue ?? code);
  }
  // Back on a product or kit page, the purchase block (or the 'Compre junto' block) shows the error.
  const anchor = intent === 'add' && !result.ok ? (combined ? '#compre-junto' : '#compra') : '';
  return `${url.pathname}${url.search}${anchor}`;
}
