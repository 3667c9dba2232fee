import type { CombinationResponse, ListShopResponse } from '@vitrine/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postCombination, postListShop } from '../../server/api/api.server';
import { action as combinationAction } from './combination';
import { action as listShopAction } from './list-shop';

vi.mock('../../server/api/api.server', () => ({ postListShop: vi.fn(), postCombination: vi.fn() }));

const request = (path: string, entries: [string, string][]) =>
  new Request(`http://loja.test${path}`, { method: 'POST', body: new URLSearchParams(entries) });
const args = <A>(req: Request) => ({ request: req, params: {}, context: {} }) as A;
const answerOf = (value: unknown) => value as { data: Record<string, unknown>; init: { status?: number } | null };
const failed = (status: number) => ({
  ok: false as const,
  status,
  error: { code: 'bad_request' as const, message: 'Valor de outro produto.' },
  session: null,
});

beforeEach(() => {
  vi.mocked(postListShop)
    .mockReset()
    .mockResolvedValue({ ok: true, data: {} as ListShopResponse, status: 200, session: null });
  vi.mocked(postCombination)
    .mockReset()
    .mockResolvedValue({ ok: true, data: { precos: {} } as CombinationResponse, status: 200, session: null });
});

const listShop = (entries: [string, string][]) =>
  listShopAction(args<Parameters<typeof listShopAction>[0]>(request('/resources/list-shop', entries)));
const combination = (entries: [string, string][]) =>
  combinationAction(args<Parameters<typeof combinationAction>[0]>(request('/resources/combination', entries)));

describe('kit list recomputation (T§4 kit list, T§7 list/shop)', () => {
  it('T§7 sends the kit and its produto entries in kit order', async () => {
    await listShop([
      ['idListaCompra', '3'],
      ['produto', '5:12'],
      ['produto', '7:0'],
    ]);
    expect(postListShop).toHaveBeenCalledWith(expect.any(Request), {
      idListaCompra: 3,
      produtos: [
        { id: 5, idAtributoValor: 12 },
        { id: 7, idAtributoValor: null },
      ],
      carrinho: false,
    });
  });

  it.each(['', 'abc', '0', '99999999999'])('T§7 kit %j is refused with 400 before any call', async (id) => {
    const answer = answerOf(await listShop([['idListaCompra', id]]));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, error: 'Kit inválido.' });
    expect(postListShop).not.toHaveBeenCalled();
  });

  it('T§8 the Store API’s refusal keeps its status; an outage answers 503', async () => {
    vi.mocked(postListShop).mockResolvedValueOnce(failed(400));
    expect(answerOf(await listShop([['idListaCompra', '3']])).init?.status).toBe(400);
    vi.mocked(postListShop).mockResolvedValueOnce(failed(500));
    expect(answerOf(await listShop([['idListaCompra', '3']])).init?.status).toBe(503);
  });
});

describe('combination prices (T§4 combination purchase, T§7 product/combination)', () => {
  it('T§7 the first produto entry is the main product, the second the indicated one', async () => {
    await combination([
      ['produto', '5:12'],
      ['produto', '7:0'],
    ]);
    expect(postCombination).toHaveBeenCalledWith(expect.any(Request), {
      produtoPrincipal: { id: 5, idAtributoValor: 12 },
      produtoIndicado: { id: 7, idAtributoValor: null },
    });
  });

  it('T§7 anything but two products is refused with 400 before any call', async () => {
    const answer = answerOf(await combination([['produto', '5:12']]));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, error: 'Informe o produto principal e o indicado.' });
    expect(postCombination).not.toHaveBeenCalled();
  });

  it('T§8 an outage answers 503 (never the Store API’s 500 passed through)', async () => {
    vi.mocked(postCombination).mockResolvedValueOnce(failed(500));
    const answer = answerOf(
      await combination([
        ['produto', '5:0'],
        ['produto', '7:0'],
      ]),
    );
    expect(answer.init?.status).toBe(503);
  });
});
