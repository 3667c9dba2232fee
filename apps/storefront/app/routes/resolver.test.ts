import type { Page, Verify } from '@vitrine/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPage, verifyUrl } from '../server/api/api.server';
import { loader } from './resolver';

vi.mock('../server/api/api.server', () => ({
  verifyUrl: vi.fn(),
  getPage: vi.fn(),
  api: vi.fn(),
  getBanners: vi.fn(),
}));

const ok = <T>(value: T) => ({ ok: true as const, data: value, status: 200, session: null });
const verified = (nivel: Verify['nivel']) => vi.mocked(verifyUrl).mockResolvedValue(ok({ nivel, id: 7, rota: '/x' }));
const PAGE = { conteudo: { titulo: 'Trabalhe conosco', conteudo: '<p>Vagas</p>' } } as Page;

async function load(path: string): Promise<unknown> {
  const request = new Request(`http://loja.test${path}`);
  try {
    return await loader({ request, params: { param: path.slice(1) }, context: {} } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (value: unknown) =>
  (value as { init?: { status?: number } }).init?.status ?? (value as Response).status;

beforeEach(() => {
  vi.mocked(verifyUrl).mockReset();
  vi.mocked(getPage).mockReset().mockResolvedValue(ok(PAGE));
});

describe('the generic one-segment address (B§2.2)', () => {
  it('B§2.2 level page: the institutional page the Store API names, loaded by its address', async () => {
    verified('page');
    expect(await load('/trabalhe-conosco')).toEqual({ listing: null, page: PAGE });
    expect(vi.mocked(getPage).mock.calls[0]?.[1]).toBe('/trabalhe-conosco');
  });

  it('B§2.2 level product/detail: the product at its own address, the query kept', async () => {
    verified('product/detail');
    const answer = (await load('/sensor-ntc-10k?valor=3')) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/sensor-ntc-10k.html?valor=3');
  });

  it('B§2.2 level list/detail: the kit at its own address', async () => {
    verified('list/detail');
    expect(((await load('/kit-refrigeracao')) as Response).headers.get('Location')).toBe(
      '/lista/kit-refrigeracao.html',
    );
  });

  it('B§2.2 a level no one-segment address shows is the not-found page, not a title made from the address', async () => {
    verified('home');
    expect(statusOf(await load('/qualquer-coisa'))).toBe(404);
  });
});
