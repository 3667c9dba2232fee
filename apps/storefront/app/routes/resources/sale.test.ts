import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSale } from '../../server/api/api.server';
import { SALE_CANCEL_ERROR } from '../../lib/constants';
import { action } from './sale';

vi.mock('../../server/api/api.server', () => ({ cancelSale: vi.fn() }));

function post(entries: [string, string][]) {
  const request = new Request('http://loja.test/resources/sale', {
    method: 'POST',
    body: new URLSearchParams(entries),
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}
const answerOf = (value: unknown) => value as { data: Record<string, unknown>; init: { status?: number } | null };
const locationOf = (value: unknown) => (value as Response).headers.get('Location');
const closed = { ok: false as const, status: 409, error: { code: 'conflict' as const, message: 'x' }, session: null };

beforeEach(() => {
  vi.mocked(cancelSale)
    .mockReset()
    .mockResolvedValue({ ok: true, data: { redirect: '/' }, status: 200, session: null });
});

describe('sale/cancel (T§7, T§8)', () => {
  it('T§7 with script too: the answer’s redirect, which the fetcher follows', async () => {
    expect(locationOf(await post([['js', '1']]))).toBe('/');
  });

  it('T§7 the answer’s redirect is followed only when it is a path of this site', async () => {
    vi.mocked(cancelSale).mockResolvedValueOnce({
      ok: true,
      data: { redirect: '//evil.example' },
      status: 200,
      session: null,
    });
    expect(locationOf(await post([]))).toBe('/');
  });

  it('T§8 a failed cancel with script: the message, with the Store API’s status', async () => {
    vi.mocked(cancelSale).mockResolvedValueOnce(closed);
    const answer = answerOf(await post([['js', '1']]));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, error: SALE_CANCEL_ERROR });
  });

  it('T§8 a failed cancel without script: back to the page with the error flag, the question closed', async () => {
    vi.mocked(cancelSale).mockResolvedValueOnce(closed);
    const answer = await post([['redirectTo', '/c/sensores?confirmarCancelamento=1&pg=2']]);
    expect(locationOf(answer)).toBe('/c/sensores?pg=2&erroVenda=1');
  });

  it.each(['//evil.example', '/.//evil.example', '/\\evil.example', 'https://evil.example'])(
    'T§8 redirectTo %s goes home instead',
    async (redirectTo) => {
      vi.mocked(cancelSale).mockResolvedValueOnce(closed);
      expect(locationOf(await post([['redirectTo', redirectTo]]))).toBe('/?erroVenda=1');
    },
  );
});
