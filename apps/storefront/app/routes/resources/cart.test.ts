import type { CartMutationResponse, ListShopResponse } from '@vitrine/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, postListShop, removeFromCart, updateCart } from '../../server/api/api.server';
import { FORM_MESSAGES } from '@vitrine/contract/form-constants';
import { CART_ADD_ERROR, CART_CHANGE_ERROR } from '../../lib/cart-constants';
import { CART_ALERT_LIMITED, cartAlert } from '../../lib/commerce/attributes';
import { action } from './cart';

vi.mock('../../server/api/api.server', () => ({
  addToCart: vi.fn(),
  updateCart: vi.fn(),
  removeFromCart: vi.fn(),
  getCart: vi.fn(),
  postListShop: vi.fn(),
}));

const EMPTY: CartMutationResponse = {
  quantidadeTotal: 1,
  quantidadeItens: 1,
  itens: [],
  subtotal: { valor: 0 },
  desconto: { valor: 0 },
  total: { valor: 0 },
  avisos: [],
};
const ok = { ok: true as const, data: EMPTY, status: 200, session: null };
const failed = (status: number) => ({
  ok: false as const,
  status,
  error: { code: 'internal' as const, message: 'x' },
  session: null,
});

function post(entries: [string, string][], referer?: string) {
  const request = new Request('http://loja.test/resources/cart', {
    method: 'POST',
    body: new URLSearchParams(entries),
    headers: referer ? { Referer: referer } : undefined,
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

/** A plain one-product add from a fetcher (js=1). */
const scriptedAdd = () =>
  post([
    ['produto', '5:0'],
    ['js', '1'],
  ]);

/** react-router's data(): the body and its status. */
const answerOf = (value: unknown) => value as { data: Record<string, unknown>; init: { status?: number } };
const locationOf = (value: unknown) => (value as Response).headers.get('Location');

beforeEach(() => {
  vi.mocked(addToCart).mockReset().mockResolvedValue(ok);
  vi.mocked(postListShop)
    .mockReset()
    .mockResolvedValue({ ...ok, data: { carrinho: EMPTY } as unknown as ListShopResponse });
  vi.mocked(updateCart).mockReset().mockResolvedValue(ok);
  vi.mocked(removeFromCart).mockReset().mockResolvedValue(ok);
});

describe('cart action: what the forms send (T§4, T§7 checkout/cart)', () => {
  it('T§7 a product add: each produto entry with its quantity; a plain post sends the radio valor-{id}', async () => {
    await post([
      ['produto', '5:12'],
      ['quantidade', '2'],
      ['produto', '7:0'],
      ['valor-7', '30'],
      ['js', '1'],
    ]);
    expect(addToCart).toHaveBeenCalledWith(expect.any(Request), {
      tipo: 'produto',
      itens: [
        { idProduto: 5, idAtributoValor: 12, quantidade: 2 },
        { idProduto: 7, idAtributoValor: 30, quantidade: 1 },
      ],
    });
  });

  it('T§7 issue 25 buying a kit posts list/shop with carrinho true, its values in kit order (0 when none)', async () => {
    await post([
      ['tipo', 'lista'],
      ['idListaCompra', '3'],
      ['produto', '5:12'],
      ['produto', '7:0'],
    ]);
    expect(postListShop).toHaveBeenCalledWith(expect.any(Request), {
      idListaCompra: 3,
      produtos: [
        { id: 5, idAtributoValor: 12 },
        { id: 7, idAtributoValor: 0 },
      ],
      carrinho: true,
      quantidade: 1,
    });
    expect(addToCart).not.toHaveBeenCalled();
  });

  it("T§4 a 'Compre junto' add: the pair as one combinacao line, no price sent; a plain post reads the radios", async () => {
    await post([
      ['tipo', 'combinacao'],
      ['produto', '96:0'],
      ['produto', '100:0'],
      ['valor-100', '14'],
      ['quantidade', '1'],
      ['preco', '0.01'],
    ]);
    expect(addToCart).toHaveBeenCalledWith(expect.any(Request), {
      tipo: 'combinacao',
      produtoPrincipal: { id: 96, idAtributoValor: 0 },
      produtoIndicado: { id: 100, idAtributoValor: 14 },
      quantidade: 1,
    });
  });

  it("T§4, B§5 a refused 'Compre junto' add names the missing value: JSON, or back to its block without script", async () => {
    const missing = {
      ok: false as const,
      status: 400,
      error: { code: 'bad_request' as const, message: 'Selecione Voltagem.' },
      session: null,
    };
    vi.mocked(addToCart).mockResolvedValue(missing);
    const form: [string, string][] = [
      ['tipo', 'combinacao'],
      ['produto', '96:0'],
      ['produto', '100:0'],
      ['redirectTo', '/manifold.html'],
    ];
    const json = answerOf(await post([...form, ['js', '1']]));
    expect([json.init.status, json.data.error]).toEqual([400, 'Selecione Voltagem.']);
    expect(locationOf(await post(form))).toBe('/manifold.html?erroJunto=Selecione+Voltagem.#compre-junto');
  });

  it('T§5 an update clamps the typed quantity (letters reset to 1, above the maximum to the maximum)', async () => {
    await post([
      ['intent', 'update'],
      ['hash', 'p5-v0'],
      ['quantidade', 'abc'],
      ['js', '1'],
    ]);
    await post([
      ['intent', 'update'],
      ['hash', 'p5-v0'],
      ['quantidade', '123456'],
      ['js', '1'],
    ]);
    expect(vi.mocked(updateCart).mock.calls.map(([, body]) => body)).toEqual([
      { hash: 'p5-v0', tipo: 'produto', quantidade: 1 },
      { hash: 'p5-v0', tipo: 'produto', quantidade: 9999 },
    ]);
  });

  it('T§4 a removal sends the line', async () => {
    await post([
      ['intent', 'remove'],
      ['hash', 'l3-12.0'],
      ['tipo', 'lista'],
      ['js', '1'],
    ]);
    expect(removeFromCart).toHaveBeenCalledWith(expect.any(Request), { hash: 'l3-12.0', tipo: 'lista' });
  });
});

describe('cart action: refusals, with and without script (B§5, B§8, T§4, T§8)', () => {
  it('B§5 adding without the simple value names the attribute: a field error with script', async () => {
    const answer = answerOf(
      await post([
        ['produto', '5:0'],
        ['atributo', 'Voltagem'],
        ['js', '1'],
      ]),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, error: 'Selecione Voltagem' });
    expect(answer.data.result).toMatchObject({ error: { atributo: ['Selecione Voltagem'] } });
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('B§5 the same without script: back to the product’s purchase block with the message', async () => {
    const answer = await post([
      ['produto', '5:0'],
      ['atributo', 'Voltagem'],
      ['redirectTo', '/bomba.html'],
    ]);
    expect(locationOf(answer)).toBe('/bomba.html?erro=Selecione+Voltagem#compra');
  });

  it('B§8 an add with nothing to add is refused with the add message', async () => {
    const answer = answerOf(await post([['js', '1']]));
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, error: CART_ADD_ERROR });
  });

  it('T§8 the Store API’s refusal keeps its status; an outage answers 503', async () => {
    vi.mocked(removeFromCart).mockResolvedValueOnce(failed(404));
    const gone = answerOf(
      await post([
        ['intent', 'remove'],
        ['hash', 'x'],
        ['js', '1'],
      ]),
    );
    expect(gone.init.status).toBe(404);
    expect(gone.data).toMatchObject({ ok: false, error: CART_CHANGE_ERROR });
    vi.mocked(addToCart).mockResolvedValueOnce(failed(500));
    const down = answerOf(await scriptedAdd());
    expect(down.init.status).toBe(503);
  });

  it('T§4 a plain add lands on the cart page; a refused change goes back with erro=carrinho', async () => {
    expect(locationOf(await post([['produto', '5:0']]))).toBe('/carrinho?carrinho=adicionado');
    vi.mocked(updateCart).mockResolvedValueOnce(failed(400));
    const back = await post([
      ['intent', 'update'],
      ['hash', 'x'],
      ['quantidade', '2'],
      ['redirectTo', '/carrinho'],
    ]);
    expect(locationOf(back)).toBe('/carrinho?erro=carrinho');
  });

  it('issue 28: an add over the Store API’s limit (429) shows its Portuguese wait message, with and without script', async () => {
    vi.mocked(addToCart).mockResolvedValueOnce(failed(429));
    const limited = answerOf(await scriptedAdd());
    expect(limited.init.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, error: FORM_MESSAGES.cartRateLimited });
    vi.mocked(addToCart).mockResolvedValueOnce(failed(429));
    const back = await post([['produto', '5:0']], 'http://loja.test/p/produto-5');
    expect(locationOf(back)).toBe(`/p/produto-5?erro=${CART_ALERT_LIMITED}#compra`);
    expect(cartAlert(CART_ALERT_LIMITED, [])).toBe(FORM_MESSAGES.cartRateLimited);
  });
});

describe('cart action: where a plain post goes back to stays on this site (T§4)', () => {
  it.each([
    ['//evil.example', '/c/sensores?erro=carrinho'],
    ['/.//evil.example', '/c/sensores?erro=carrinho'],
    ['/\\evil.example', '/c/sensores?erro=carrinho'],
    ['https://evil.example/', '/c/sensores?erro=carrinho'],
    ['http://[', '/c/sensores?erro=carrinho'],
  ])('redirectTo %s goes back to the page it came from instead', async (redirectTo, location) => {
    vi.mocked(updateCart).mockResolvedValueOnce(failed(400));
    const answer = await post(
      [
        ['intent', 'update'],
        ['hash', 'x'],
        ['redirectTo', redirectTo],
      ],
      'http://loja.test/c/sensores',
    );
    expect(locationOf(answer)).toBe(location);
  });

  it('another site’s Referer is never followed', async () => {
    vi.mocked(updateCart).mockResolvedValueOnce(failed(400));
    const answer = await post(
      [
        ['intent', 'update'],
        ['hash', 'x'],
      ],
      'https://evil.example/x',
    );
    expect(locationOf(answer)).toBe('/?erro=carrinho');
  });
});
