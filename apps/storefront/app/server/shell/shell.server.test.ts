import type { Cart, SiteSettings, User } from '@vitrine/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_TRACKING_CART, trackingCart } from '../../lib/analytics/tracking';
import {
  getBanners,
  getBlogPosts,
  getCart,
  getMenu,
  getSettings,
  getUser,
  getUserAndCart,
  type ApiResult,
} from '../api/api.server';
import { readSession } from '../session/session.server';
import { loadShell } from './shell.server';

vi.mock('../api/api.server', () => ({
  getBanners: vi.fn(),
  getBlogPosts: vi.fn(),
  getCart: vi.fn(),
  getMenu: vi.fn(),
  getSettings: vi.fn(),
  getUser: vi.fn(),
  getUserAndCart: vi.fn(),
}));
vi.mock('../session/session.server', () => ({ readSession: vi.fn() }));

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200, session: null });
const failed = (status: number): ApiResult<never> => ({
  ok: false,
  status,
  error: { code: status === 404 ? 'not_found' : 'internal', message: 'Falha na Store API.' },
  session: null,
});

const SETTINGS = { nome: 'Vitrine' } as unknown as SiteSettings;
const USER: User = { id: 7, logado: true, nomeRazao: 'Mariana Souza Lima', email: 'm@x.com', vendaInterna: null };
const CART: Cart = {
  quantidadeTotal: 3,
  quantidadeItens: 1,
  itens: [
    {
      hash: 'p1-v0',
      tipo: 'produto',
      id: 1,
      nome: 'Termômetro',
      rota: '/termometro.html',
      imagem: null,
      quantidade: 3,
      estoque: 10,
      atributos: { simples: null },
      precos: { precoPor: 10, subtotal: 30 },
      combinacao: null,
      composicao: null,
    },
  ],
  subtotal: { valor: 30 },
  desconto: { valor: 0 },
  total: { valor: 30 },
};

const load = async (): Promise<unknown> => {
  try {
    return await loadShell(new Request('http://loja.test/termometro.html'));
  } catch (thrown) {
    return thrown;
  }
};
const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

beforeEach(() => {
  vi.mocked(readSession).mockReset().mockResolvedValue('token-da-sessao');
  vi.mocked(getSettings)
    .mockReset()
    .mockResolvedValue(ok({ configuracoes: SETTINGS }));
  vi.mocked(getMenu)
    .mockReset()
    .mockResolvedValue(ok({ menu: [] }));
  vi.mocked(getBlogPosts)
    .mockReset()
    .mockResolvedValue(ok({ posts: [] }));
  vi.mocked(getBanners)
    .mockReset()
    .mockResolvedValue(ok({ banners: [] }));
  vi.mocked(getUserAndCart)
    .mockReset()
    .mockResolvedValue(ok({ usuario: USER, carrinho: CART }));
  vi.mocked(getUser).mockReset().mockResolvedValue(ok(USER));
  vi.mocked(getCart).mockReset().mockResolvedValue(ok(CART));
});

describe('the shell of a page (T§2 header pieces, T§3 tracking object, B§8)', () => {
  it('T§2 a visitor without a session: no user, an empty cart, and the Store API is not asked about either', async () => {
    vi.mocked(readSession).mockResolvedValue(null);
    expect(await load()).toMatchObject({ user: null, cartCount: 0, cartTracking: EMPTY_TRACKING_CART });
    expect(getUserAndCart).not.toHaveBeenCalled();
    expect(getUser).not.toHaveBeenCalled();
    expect(getCart).not.toHaveBeenCalled();
  });

  it('T§2 T§3 a signed-in shopper: the user, the count and the tracking cart from one call', async () => {
    expect(await load()).toMatchObject({ user: USER, cartCount: 3, cartTracking: trackingCart(CART) });
    expect(getUserAndCart).toHaveBeenCalledTimes(1);
    expect(getUser).not.toHaveBeenCalled();
    expect(getCart).not.toHaveBeenCalled();
  });

  it('B§8 the call failing leaves no user and an unknown cart (null, not an empty one)', async () => {
    for (const status of [400, 503, 502]) {
      vi.mocked(getUserAndCart).mockResolvedValue(failed(status));
      expect(await load(), String(status)).toMatchObject({
        settings: SETTINGS,
        user: null,
        cartCount: null,
        cartTracking: null,
      });
    }
  });

  it('T§2 the call and the settings failing as an outage: the server-error page', async () => {
    vi.mocked(getUserAndCart).mockResolvedValue(failed(503));
    vi.mocked(getSettings).mockResolvedValue(failed(503));
    expect(statusOf(await load())).toBe(503);
  });

  it('B§8 a refusal of the call beside a settings outage is no outage: the page keeps its empty states', async () => {
    vi.mocked(getUserAndCart).mockResolvedValue(failed(400));
    vi.mocked(getSettings).mockResolvedValue(failed(503));
    expect(await load()).toMatchObject({ settings: null, user: null, cartCount: null });
  });

  it('T§2 a visitor without a session: the settings and the main menu failing as an outage are the server-error page', async () => {
    vi.mocked(readSession).mockResolvedValue(null);
    vi.mocked(getSettings).mockResolvedValue(failed(503));
    vi.mocked(getMenu).mockResolvedValue(failed(503));
    expect(statusOf(await load())).toBe(503);
  });

  describe('a Store API without the combined call (API_URL: the spec’s calls only)', () => {
    beforeEach(() => vi.mocked(getUserAndCart).mockResolvedValue(failed(404)));

    it('B§7 asks the spec’s two calls instead', async () => {
      expect(await load()).toMatchObject({ user: USER, cartCount: 3, cartTracking: trackingCart(CART) });
      expect(getUser).toHaveBeenCalledTimes(1);
      expect(getCart).toHaveBeenCalledTimes(1);
    });

    it('B§8 one of them failing leaves its own empty state', async () => {
      vi.mocked(getCart).mockResolvedValue(failed(503));
      expect(await load()).toMatchObject({ user: USER, cartCount: null, cartTracking: null });
      vi.mocked(getCart).mockResolvedValue(ok(CART));
      vi.mocked(getUser).mockResolvedValue(failed(503));
      expect(await load()).toMatchObject({ user: null, cartCount: 3 });
    });

    it('T§2 both and the settings failing as an outage: the server-error page', async () => {
      vi.mocked(getUser).mockResolvedValue(failed(503));
      vi.mocked(getCart).mockResolvedValue(failed(503));
      expect(await load()).toMatchObject({ user: null, cartCount: null });
      vi.mocked(getSettings).mockResolvedValue(failed(503));
      expect(statusOf(await load())).toBe(503);
    });
  });
});
