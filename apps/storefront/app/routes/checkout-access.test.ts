import type { User } from '@vitrine/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login, startSale } from '../server/api/api.server';
import { action } from './checkout-access';

vi.mock('../server/api/api.server', () => ({
  login: vi.fn(),
  logout: vi.fn(),
  startSale: vi.fn(),
  getUser: vi.fn(),
  getSaleCustomers: vi.fn(),
}));

const USER = { logado: true } as User;
const refused = (status: number, message: string) => ({
  ok: false as const,
  status,
  error: { code: 'unauthorized' as const, message },
  session: null,
});

function post(entries: [string, string][]) {
  const request = new Request('http://loja.test/checkout/acesso', {
    method: 'POST',
    body: new URLSearchParams(entries),
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}
const answerOf = (value: unknown) =>
  value as { data: { ok: false; error: string; result: Record<string, unknown> }; init: { status?: number } };
const locationOf = (value: unknown) => (value as Response).headers.get('Location');

beforeEach(() => {
  vi.mocked(login).mockReset().mockResolvedValue({ ok: true, data: USER, status: 200, session: 'tok' });
  vi.mocked(startSale).mockReset().mockResolvedValue({ ok: true, data: USER, status: 200, session: null });
});

describe('demo sign-in: the form read through the contract’s schema (T§2 Header pieces, T§5)', () => {
  it('T§5 empty fields: 400, the page’s message, each field’s message, the e-mail kept, never the password', async () => {
    const answer = answerOf(
      await post([
        ['intent', 'login'],
        ['email', 'ana@'],
        ['senha', ''],
      ]),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe('Confira os campos destacados.');
    expect(answer.data.result).toMatchObject({
      error: {
        '': ['Confira os campos destacados.'],
        email: ['Informe um e-mail válido.'],
        senha: ['Informe a senha.'],
      },
      initialValue: { intent: 'login', email: 'ana@' },
    });
    expect(answer.data.result.initialValue).not.toHaveProperty('senha');
    expect(login).not.toHaveBeenCalled();
  });

  it('T§2 a wrong password: the Store API’s message with its 401, the e-mail kept', async () => {
    vi.mocked(login).mockResolvedValueOnce(refused(401, 'E-mail ou senha inválidos.'));
    const answer = answerOf(
      await post([
        ['email', 'ana@exemplo.com.br'],
        ['senha', 'errada'],
      ]),
    );
    expect(answer.init.status).toBe(401);
    expect(answer.data.error).toBe('E-mail ou senha inválidos.');
    expect(answer.data.result).toMatchObject({ initialValue: { email: 'ana@exemplo.com.br' } });
    expect(answer.data.result.initialValue).not.toHaveProperty('senha');
  });

  it('T§2 an outage while signing in answers 503', async () => {
    vi.mocked(login).mockResolvedValueOnce(refused(503, 'A Store API não respondeu.'));
    expect(
      answerOf(
        await post([
          ['email', 'ana@exemplo.com.br'],
          ['senha', 'x'],
        ]),
      ).init.status,
    ).toBe(503);
  });

  it('T§2 signed in, the page goes on to the safe path it was asked for', async () => {
    const answer = await post([
      ['email', 'Ana@Exemplo.com.br '],
      ['senha', 'x'],
      ['redirectTo', '/carrinho'],
    ]);
    expect(login).toHaveBeenCalledWith(expect.any(Request), { email: 'ana@exemplo.com.br', senha: 'x' });
    expect(locationOf(answer)).toBe('/checkout/acesso?entrou=1&redirectTo=%2Fcarrinho');
  });

  it.each(['//evil.example', '/.//evil.example', 'https://evil.example', '/checkout/acesso'])(
    'T§2 redirectTo %s is dropped (home instead)',
    async (redirectTo) => {
      const answer = await post([
        ['email', 'ana@exemplo.com.br'],
        ['senha', 'x'],
        ['redirectTo', redirectTo],
      ]);
      expect(locationOf(answer)).toBe('/checkout/acesso?entrou=1');
    },
  );
});

describe('demo sign-in: starting an internal sale (T§6)', () => {
  it.each(['', 'abc', '1.5', '0'])('T§6 customer %j: "Escolha um cliente." for the form and the field', async (id) => {
    const answer = answerOf(
      await post([
        ['intent', 'start-sale'],
        ['idCliente', id],
      ]),
    );
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe('Escolha um cliente.');
    expect(answer.data.result).toMatchObject({ error: { idCliente: ['Escolha um cliente.'] } });
    expect(startSale).not.toHaveBeenCalled();
  });

  it('T§6 a customer chosen: the sale starts and the page goes home', async () => {
    const answer = await post([
      ['intent', 'start-sale'],
      ['idCliente', '12'],
    ]);
    expect(startSale).toHaveBeenCalledWith(expect.any(Request), { idCliente: 12 });
    expect(locationOf(answer)).toBe('/');
  });

  it('T§6 a refusal of the Store API keeps its status and message (a sale already open: 409)', async () => {
    vi.mocked(startSale).mockResolvedValueOnce(refused(409, 'Já existe uma venda interna aberta nesta sessão.'));
    const answer = answerOf(
      await post([
        ['intent', 'start-sale'],
        ['idCliente', '12'],
      ]),
    );
    expect(answer.init.status).toBe(409);
    expect(answer.data.error).toBe('Já existe uma venda interna aberta nesta sessão.');
  });
});
